"""Gilasaurus (45894482), judge's review (round 56t): under Skill Drain.

Sources: yugioh-wiki.net 《俊足のギラザウルス》: its summon from the hand is a summoning-rule
effect (not activated, so no negation reaches it), the revival a trigger effect activated on the
field; Skill Drain negates the effects of face-up monsters on the field (its text). So under
Skill Drain Gilasaurus still comes out, and its trigger is negated: no revival."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_gilasaurus_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up; I Special Summon Gilasaurus from my hand with Dark
    Magician in my opponent's GY. A: Gilasaurus is summoned; its revival is negated: Dark
    Magician stays in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gilasaurus")
    table.grave(1, "Dark Magician")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Gilasaurus", player=0, request="idle")
    s.pick("option", "Attack Position", player=0, request="option")
    _pass_all(s)
    assert duel.request is None or duel.request.kind != "select"
    assert field_monsters(duel, 0) == ["Gilasaurus"]
    assert field_monsters(duel, 1) == []
    assert grave(duel, 1) == ["Dark Magician"]
