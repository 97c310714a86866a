"""Shadowknight Archfiend (9603356): when its halving of battle damage matters, and an odd
amount (round 54f).

Sources: the 2005 TCG text (DCR, as Pojo's Card of the Day 2009-02-10 quotes it) and today's: the
battle damage it inflicts to the opponent is halved -- only damage it inflicts: with no piercing
(the 2005 decks' scripted cards give it none), it attacks a Defense Position monster for no
damage at all, and when that monster's DEF is higher its own controller takes the whole
difference (seed 004 §伤害的判定: the attacker's controller takes it; it is not damage this card
inflicts). An odd amount: the Konami FAQ (ygocdb.com/faq/23944, Dinomorphia Intact: a halved
amount of damage is rounded to an integer, 31.5 -> 32) rounds a half up, as the engine does
(battle.py `_battle_damage`). Both presets play the same text (no ERAS entry)."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

SK = "Shadowknight Archfiend"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _attack(defender, position, rules="GOAT", shrink=False):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, SK)
    foe = table.monster(1, defender, position=position)
    if shrink:
        table.hand(0, "Shrink")
    duel = table.build()
    s = Script(duel)
    if shrink:
        s.pick("activate", "Shrink")
        s.pick("target", foe)
        _settle(duel, s)
    s.pick("attack", SK, target=foe)
    _settle(duel, s)
    return duel


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_shadowknight_archfiend_odd_halved_damage_rounds_up(rules):
    """Q: I Shrink my opponent's Blazing Inpachi (1850 -> 925), then my Shadowknight Archfiend
    (2000) attacks it. A: 1075 battle damage halved is 537.5: my opponent takes 538, and the
    Inpachi is destroyed."""
    duel = _attack("Blazing Inpachi", "attack", rules=rules, shrink=True)
    assert [e["amount"] for e in of_type(duel, "damage")] == [538]
    assert lp(duel) == (8000, 7462) and grave(duel, 1) == ["Blazing Inpachi"]


def test_shadowknight_archfiend_over_a_weaker_defender_no_damage():
    """Q: it attacks my opponent's Battle Ox in Defense Position (DEF 1000). A: the Ox is
    destroyed and nobody takes damage: there is nothing to halve."""
    duel = _attack("Battle Ox", "defense")
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Battle Ox"]
    assert of_type(duel, "damage") == []


def test_shadowknight_archfiend_into_a_higher_def_its_controller_takes_it_all():
    """Q: it attacks my opponent's Millennium Shield in Defense Position (DEF 3000). A: I take the
    whole 1000 (only damage it inflicts to the opponent is halved); both monsters stay."""
    duel = _attack("Millennium Shield", "defense")
    assert lp(duel) == (7000, 8000)
    assert field_monsters(duel, 0) == [SK] and field_monsters(duel, 1) == ["Millennium Shield"]
