"""Shrink (55713623): what its 2005 printing halves, once, and how it meets an Equip Spell's gain
(round 54f).

Sources: the 2005 English text (the SJC promo, quoted by Metagame.com's 2006 "Shrink" articles and
ygorulings.blogspot.com's "Collapsing Brain Cells": "the original ATK of that monster is halved
until the end of this turn"; the later SOI/SD print, the Strike of Neos special edition, reads the
same); edisonformat.net "Shrink" (the UDE/Konami TCG rulings of the era: its original ATK becomes
half its printed ATK; "applying a second Shrink will not halve the ATK again"; vs Equip Spell
Cards: halve the original ATK, then apply the Equip Spell's change); demonsamuraizero.tripod.com's
2006 review of the promo (two Shrinks on one Jinzo leave 1200, not 600: no stacking). Today's text
(yugioh-wiki.net 《収縮》): its ATK becomes half its original ATK, a "becomes" value, so a second
one changes nothing either. tests/cards/test_shrink.py has the gain made before / after it."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_shrink_twice_on_one_monster_halves_it_once(rules):
    """Q: I activate Shrink on my Summoned Skull (2500), then a second Shrink on it the same turn.
    A: both texts halve it once: 1250 (not 625); both Shrinks are in my GY."""
    table = Table(rules=rules, turn=3, turn_player=0)
    skull = table.monster(0, "Summoned Skull")
    table.hand(0, "Shrink", "Shrink")
    duel = table.build()
    s = Script(duel)
    for _ in range(2):
        s.pick("activate", "Shrink", first=True)
        s.pick("target", skull)
        _resolve(s)
        assert duel.atk(skull.card(duel)) == 1250
    assert grave(duel, 0) == ["Shrink", "Shrink"]


def test_shrink_2005_on_a_monster_with_an_equip_spell_keeps_the_gain():
    """Q: (GOAT) my Summoned Skull (2500) holds United We Stand (+800 for my one face-up monster:
    3300); I activate Shrink on it. A: the original ATK is halved and the Equip Spell's gain
    applies on top: 1250 + 800 = 2050. At the end of the turn: 3300 again."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(0, "Summoned Skull")
    table.hand(0, "United We Stand", "Shrink")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "United We Stand")
    s.pick("target", skull)
    _resolve(s)
    assert duel.atk(skull.card(duel)) == 3300
    s.pick("activate", "Shrink")
    s.pick("target", skull)
    _resolve(s)
    assert duel.atk(skull.card(duel)) == 2050
    s.end_turn()
    _resolve(s)
    assert duel.turn == 4 and duel.atk(skull.card(duel)) == 3300
