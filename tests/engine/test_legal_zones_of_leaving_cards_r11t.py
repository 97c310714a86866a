"""`legal_zones` (engine/zones.py): a card that leaves the field first (a cost, a material)
frees its zone for the card placed after it; a leaving card of another location frees none
(round 11, hturn8: the leaving cards are looked at only when there are some: the
comprehension was a call with a frame at every Spell & Trap Zone question)."""

from duelist.engine import state as S
from duelist.testing.scenario import Table


def _duel():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Mirror Force", zone=0)
    table.spell_trap(0, "Mystical Space Typhoon", zone=1)
    table.monster(0, "Celtic Guardian", zone=2)
    table.hand(0, "Pot of Greed")
    return table.build()


def _card(duel, name):
    return [c for c in duel.cards if c.data.name == name][0]


def test_the_free_spell_and_trap_zones_without_a_leaving_card():
    duel = _duel()
    assert duel.legal_zones(_card(duel, "Pot of Greed"), 0, S.SZONE) == [2, 3, 4]


def test_a_spell_or_trap_leaving_first_frees_its_zone():
    duel = _duel()
    pot = _card(duel, "Pot of Greed")
    assert duel.legal_zones(pot, 0, S.SZONE, leaving=[_card(duel, "Mystical Space Typhoon")]) == [1, 2, 3, 4]


def test_a_monster_leaving_frees_no_spell_and_trap_zone():
    duel = _duel()
    pot = _card(duel, "Pot of Greed")
    assert duel.legal_zones(pot, 0, S.SZONE, leaving=[_card(duel, "Celtic Guardian")]) == [2, 3, 4]
