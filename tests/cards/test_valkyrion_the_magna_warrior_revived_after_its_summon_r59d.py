"""Valkyrion the Magna Warrior (75347539): revived by Monster Reborn only once it was properly Special
Summoned by its own procedure.

Sources, in our words: the card's texts (today's: "must first be Special Summoned": once properly
summoned, other effects may Special Summon it; the 2004-era "can only be Special Summoned by
Tributing..." read the same way in 2005, as the Goat rulings of Chaos Sorcerer and Black Luster
Soldier - Envoy of the Beginning did: revived once properly summoned, never from the GY otherwise);
seed 000 §具有蘇生限制的怪獸的特殊召喚 (a monster with a summoning condition that was not properly
summoned cannot be Special Summoned from the GY). docs/cards.md SUMMON_CONDITION "proc_only"."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

VK = "Valkyrion the Magna Warrior"
A, B, G = "Alpha The Magnet Warrior", "Beta The Magnet Warrior", "Gamma The Magnet Warrior"
MR = "Monster Reborn"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _position(s):
    while s.duel.request.kind == "option":
        s.pick("option", "Attack Position")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_valkyrion_the_magna_warrior_never_summoned_cannot_be_revived(rules):
    """Q: Valkyrion was sent from my hand to my GY (never summoned); I hold Monster Reborn. A: it is
    no legal target: Monster Reborn (Valkyrion the only monster in either GY) cannot be activated."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.grave(0, VK)
    table.hand(0, MR)
    duel = table.build()
    assert not Script(duel).has("activate", MR)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_valkyrion_the_magna_warrior_split_then_revived_by_monster_reborn(rules):
    """Q: I Special Summon Valkyrion by Tributing Alpha, Beta and Gamma from my field, then Tribute it
    to bring the three back, then activate Monster Reborn on it. A: it was properly summoned: Monster
    Reborn revives it; my field holds the four, my GY only Monster Reborn."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.hand(0, VK, MR)
    table.monster(0, A)
    table.monster(0, B)
    table.monster(0, G)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", VK)
    while duel.request.kind == "select":
        s.pick("select", first=True)
    _position(s)
    _pass(s)
    assert field_monsters(duel, 0) == [VK]
    s.pick("activate", VK, request="idle")
    for name in (A, B, G):
        s.pick("target", name)
    _pass(s)
    _position(s)
    _pass(s)
    assert grave(duel, 0) == [VK]
    s.pick("activate", MR, request="idle")
    s.pick("target", VK)
    _pass(s)
    _position(s)
    _pass(s)
    assert sorted(field_monsters(duel, 0)) == sorted([A, B, G, VK]) and grave(duel, 0) == [MR]
