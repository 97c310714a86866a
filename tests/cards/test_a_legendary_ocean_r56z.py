"""A Legendary Ocean (295517): a Field Spell always named "Umi"; face-up WATER monsters on the
field gain 200 ATK/DEF and are 1 Level lower; the WATER monsters in both hands are 1 Level lower.

Sources: the card's texts in our words (the 2005 print, Legacy of Darkness LOD-078, and today's do
the same: no ERAS entry); yugioh-wiki.net 《伝説の都 アトランティス》: a Level 5 or 6 WATER monster in
the hand is Level 4 and is Normal Summoned without a Tribute, a Level 7 or 8 one with 1; the card is
"Umi" for every card that names "Umi" (Levia-Dragon - Daedalus's cost). A Level is never lowered
below 1 (as Cost Down, yugioh-wiki.net 《コストダウン》). The hand part is round 56z's continuous
C.HAND_LEVEL, read by actions.py `_hand_level`; the Tribute count of the Normal Summon menu is
turn.py's, which reads a hand Level change only while a lasting effect lingers (a strict xfail
below and the round 56z request)."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

OCEAN = "A Legendary Ocean"


def _table(rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(0, OCEAN)
    return table


def test_a_legendary_ocean_water_on_the_field():
    """Q: A Legendary Ocean is face-up; I control Fiend Kraken (WATER, Level 4, 1200/1400) and
    Battle Ox (EARTH); my opponent controls Kairyu-Shin (WATER, Level 5, 1800/1500). A: both WATER
    monsters, either side, gain 200 ATK/DEF and are 1 Level lower; Battle Ox is untouched."""
    for rules in ("GOAT", "MR5"):
        table = _table(rules)
        kraken = table.monster(0, "Fiend Kraken")
        ox = table.monster(0, "Battle Ox")
        kairyu = table.monster(1, "Kairyu-Shin")
        duel = table.build()
        k, o, s = kraken.card(duel), ox.card(duel), kairyu.card(duel)
        assert (duel.atk(k), duel.defense(k), duel.level(k)) == (1400, 1600, 3), rules
        assert (duel.atk(s), duel.defense(s), duel.level(s)) == (2000, 1700, 4), rules
        assert (duel.atk(o), duel.level(o)) == (1700, 4), rules


def test_a_legendary_ocean_water_in_both_hands():
    """Q: under A Legendary Ocean, I hold Kairyu-Shin (Level 5) and my opponent holds another and
    Fiend Kraken (Level 4); I also hold Battle Ox. A: the WATER monsters in both hands are 1 Level
    lower (4, 4, 3); Battle Ox stays Level 4; a face-down WATER monster has no change."""
    table = _table()
    mine = table.hand(0, "Kairyu-Shin", "Battle Ox")
    theirs = table.hand(1, "Kairyu-Shin", "Fiend Kraken")
    hidden = table.monster(0, "Fiend Kraken", position="set")
    duel = table.build()
    assert [duel.level(r.card(duel)) for r in mine] == [4, 4]
    assert [duel.level(r.card(duel)) for r in theirs] == [4, 3]
    assert duel.level(hidden.card(duel)) == 4


def test_a_legendary_ocean_never_below_level_1():
    """Q: under A Legendary Ocean, I hold Treeborn Frog (WATER, Level 1) and control another one.
    A: both stay Level 1: a Level is never lowered below 1."""
    table = _table()
    held = table.hand(0, "Treeborn Frog")
    fielded = table.monster(0, "Treeborn Frog")
    duel = table.build()
    assert duel.level(held.card(duel)) == 1
    assert duel.level(fielded.card(duel)) == 1


def test_a_legendary_ocean_adds_up_with_cost_down():
    """Q: under A Legendary Ocean I activate Cost Down (discarding Battle Ox) and hold Kairyu-Shin
    (Level 5). A: the two changes add up: Level 2 in my hand."""
    table = _table()
    table.hand(0, "Cost Down", "Kairyu-Shin", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Cost Down", player=0, request="idle")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.pick("select", "Battle Ox", player=0)
    kairyu = [c for c in duel.players[0].hand if c.name == "Kairyu-Shin"][0]
    assert duel.level(kairyu) == 2
    assert grave(duel, 0) == ["Battle Ox", "Cost Down"]


def test_a_legendary_ocean_is_umi_for_daedalus():
    """Q: I control Levia-Dragon - Daedalus and A Legendary Ocean (no Umi). A: the Ocean is an
    "Umi": I may send it to the GY to destroy every other card on the field."""
    table = _table()
    table.monster(0, "Levia-Dragon - Daedalus")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Levia-Dragon - Daedalus", player=0, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == [OCEAN]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Mirror Force"]


def test_a_legendary_ocean_level_5_water_needs_no_tribute():
    """Q: under A Legendary Ocean, with no monster on my field, I hold Kairyu-Shin (Level 5). A: it
    is Level 4 in my hand: I may Normal Summon it without a Tribute."""
    table = _table()
    table.hand(0, "Kairyu-Shin")
    duel = table.build()
    assert Script(duel).has("summon", "Kairyu-Shin")
