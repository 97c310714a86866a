"""Zombie Tiger (47693640) equipped: a Union monster as an Equip Card is treated as an Equip Spell, so
a card that destroys a Spell or Trap may target it.

Sources, in our words: seed 004 §装备魔法卡 (an Equip Card that was a monster counts as an Equip Spell;
one that was a Trap, as a Trap); docs/cards.md "Union monsters" (the equip rules apply to it). Zombie
Tiger destroyed replaces nothing: its replacement saves the equipped monster, not itself; with it gone
Decayed Commander loses the 500 gain."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

ZT = "Zombie Tiger"
DC = "Decayed Commander"
MST = "Mystical Space Typhoon"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_zombie_tiger_equipped_is_destroyed_by_mystical_space_typhoon(rules):
    """Q: Zombie Tiger equips my Decayed Commander (1500); as I enter my Battle Phase my opponent
    activates Mystical Space Typhoon. May it target Zombie Tiger? A: yes (an Equip Card from a monster
    is an Equip Spell): Zombie Tiger goes to my GY, Decayed Commander stays, 1000 again."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    dc = table.monster(0, DC, zone=0)
    table.monster(0, ZT, zone=1)
    table.spell_trap(1, MST)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", ZT, request="idle")
    s.pick("target", DC)
    _pass(s)
    assert duel.atk(dc.card(duel)) == 1500
    s.pick("battle")
    assert duel.request.kind == "chain" and duel.request.player == 1
    s.pick("activate", MST, player=1)
    s.pick("target", ZT)
    _pass(s)
    assert grave(duel, 0) == [ZT] and grave(duel, 1) == [MST]
    assert field_monsters(duel, 0) == [DC] and duel.atk(dc.card(duel)) == 1000
