"""Spirit Reaper does not destroy itself when its effects are negated (round 48a).

The card's text (when this face-up card is targeted by a card effect, destroy it once that
effect resolved) and Skill Drain's (the effects of face-up monsters on the field are negated);
seed 000 §永續效果: a negated monster's effects do not apply, so a Spirit Reaper targeted under
Skill Drain stays on the field."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_spirit_reaper_targeted_under_skill_drain_is_not_destroyed():
    """Q: Skill Drain is face-up; I target my opponent's Spirit Reaper with Enemy Controller to
    change its position. Does Spirit Reaper destroy itself? A: no: its effect is negated: it
    changes to Defense Position and stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    reaper = table.monster(1, "Spirit Reaper")
    table.hand(0, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    s.answer(s.options("activate", "Enemy Controller")[0])      # its first effect: change a position
    s.pick("target", reaper)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Spirit Reaper"]
    assert reaper.card(duel).position == "defense"
