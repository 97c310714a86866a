"""Spirit of the Breeze (53530069): while it is face-up in Attack Position, its controller gains
1000 LP in each of their Standby Phases.

Sources: the card's texts read in our words (the 2005 print, Labyrinth of Nightmare LON-037, and
today's do the same: no ERAS entry); yugioh-wiki.net 《そよ風の精霊》: a continuous effect that
gains 1000 LP in each of its controller's own Standby Phases (no chain link), only while it is
face-up in Attack Position on the field (the page's advice: it must face the Standby Phase
unprotected in Attack Position); seed 000 §效果分類 (Skill Drain negates a monster's effect on the
field)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Table

BREEZE = "Spirit of the Breeze"


def _duel(position="attack", turn_player=0, skill_drain=False):
    table = Table(rules="GOAT", turn=3 + turn_player, turn_player=turn_player, phase="draw")
    table.monster(0, BREEZE, position=position)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    return table.build()


def test_spirit_of_the_breeze_gains_1000_in_its_controllers_standby():
    """Q: my Standby Phase comes with Spirit of the Breeze face-up in Attack Position. A: I gain
    1000 LP, with no chain link (no one is asked to respond), and the duel rests in Main Phase 1."""
    duel = _duel()
    assert lp(duel) == (9000, 8000)
    assert [e["amount"] for e in duel.log if e["type"] == "recover"] == [1000]
    assert [e["name"] for e in duel.log if e["type"] == "apply"] == [BREEZE]
    assert not any(e["type"] in ("activate", "activate_effect") for e in duel.log)
    assert duel.phase == "main1" and duel.request.kind == "idle"


def test_spirit_of_the_breeze_in_defense_gains_nothing():
    """Q: the same, but it is in face-up Defense Position. A: no gain."""
    duel = _duel(position="defense")
    assert lp(duel) == (8000, 8000)


def test_spirit_of_the_breeze_face_down_gains_nothing():
    """Q: the same, but it is Set. A: no gain: it must be face-up in Attack Position."""
    duel = _duel(position="set")
    assert lp(duel) == (8000, 8000)


def test_spirit_of_the_breeze_not_in_the_opponents_standby():
    """Q: my opponent's Standby Phase comes with my Spirit of the Breeze in Attack Position.
    A: no gain: only in its controller's own Standby Phases."""
    duel = _duel(turn_player=1)
    assert lp(duel) == (8000, 8000)


def test_spirit_of_the_breeze_under_skill_drain():
    """Q: my opponent controls a face-up Skill Drain when my Standby Phase comes. A: its effect is
    negated on the field: no gain."""
    duel = _duel(skill_drain=True)
    assert lp(duel) == (8000, 8000)
