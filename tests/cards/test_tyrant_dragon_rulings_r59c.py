"""Tyrant Dragon (94568601): a second attack in a Battle Phase while the opponent controls a
monster; a Trap Card's effect that targets it is negated and the Trap destroyed; a Special
Summon from the GY by another card's effect needs its player to Tribute 1 Dragon they control.

Sources: yugioh-wiki.net 《タイラント・ドラゴン》 (today's text: one more attack while the opponent
has a monster on the field; while face-up, the effect of a Trap Card that targets it is negated
and destroyed; a text outside its effects: Special Summoned from the GY by another card's
effect, that player Tributes 1 Dragon they control); the 2005 print (LOD-034) in our words, the
same three. The GY Tribute is paid as the summon is made (round 59p: actions.py
`_pay_grave_tribute`)."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

TYRANT = "Tyrant Dragon"


def _pass(s):
    for _ in range(12):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_tyrant_dragon_attacks_again_while_the_opponent_has_a_monster(rules):
    """Q: Tyrant Dragon (2900) destroys my opponent's Kuriboh (Attack Position); their Battle Ox
    is still there. A: it may attack again: it destroys Battle Ox too. My opponent takes 2600
    (Kuriboh) + 1200 (Battle Ox)."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, TYRANT)
    table.monster(1, "Kuriboh")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", TYRANT, target="Kuriboh")
    _pass(s)
    assert s.has("attack", TYRANT)
    s.pick("attack", TYRANT, target="Battle Ox")
    _pass(s)
    assert field_monsters(duel, 1) == [] and sorted(grave(duel, 1)) == ["Battle Ox", "Kuriboh"]
    assert lp(duel) == (8000, 8000 - 2600 - 1200)
    assert not s.has("attack", TYRANT)


def test_tyrant_dragon_no_second_attack_once_the_opponent_has_none():
    """Q: Tyrant Dragon destroys my opponent's only monster. May it attack again (directly)?
    A: no: the opponent controls no monster, so it has no second attack."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, TYRANT)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", TYRANT, target="Battle Ox")
    _pass(s)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 6800)
    assert not s.has("attack", TYRANT)


def test_a_trap_that_targets_tyrant_dragon_is_negated_and_destroyed():
    """Q: my opponent activates Spellbinding Circle (a Continuous Trap) targeting my Tyrant
    Dragon. A: its effect is negated and the Trap destroyed: it goes to the GY, Tyrant Dragon
    may still attack."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, TYRANT)
    table.spell_trap(1, "Spellbinding Circle")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Spellbinding Circle", player=1)
    s.pick("target", TYRANT, request="target")
    _pass(s)
    assert field_monsters(duel, 0) == [TYRANT]
    assert grave(duel, 1) == ["Spellbinding Circle"]


def test_tyrant_dragon_in_the_gy_is_no_target_without_its_tribute():
    """Q: Tyrant Dragon is in my GY; I control no monster. May Monster Reborn Special Summon it?
    A: no: its player must Tribute a Dragon they control, and I have none."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, TYRANT)
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Monster Reborn")


def test_monster_reborn_revives_tyrant_dragon_with_a_dragon_tributed():
    """Q: Tyrant Dragon is in my GY; I control Koumori Dragon (a Dragon). I activate Monster
    Reborn on Tyrant Dragon. A: it is Special Summoned, and Koumori Dragon is Tributed for it
    (to my GY)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, TYRANT)
    table.monster(0, "Koumori Dragon")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", TYRANT, request="target")
    for _ in range(8):
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "select":
            s.pick("select", "Koumori Dragon")
        elif kind == "option":
            s.pick("option", "Attack Position")
        else:
            break
    assert field_monsters(duel, 0) == [TYRANT]
    assert sorted(grave(duel, 0)) == ["Koumori Dragon", "Monster Reborn"]
