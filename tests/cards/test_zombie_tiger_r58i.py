"""Zombie Tiger (47693640): a Union monster for Decayed Commander: the equipped monster gains 500
ATK/DEF, and when it destroys an opponent's monster by battle the opponent discards 1 card at random;
it is destroyed instead of the equipped monster.

Sources, in our words: the card's texts (MFC-011, 2004: the 2005 Union rules, docs/cards.md "Union
monsters" and Y-Dragon Head's ERAS row: by battle only, Attack Position, one Union a monster, its gains
only while its own effect equipped it; today's text: the Seto Kaiba errata's defaults); seed 004
§特殊效果怪兽 (Union monsters); the discard is a mandatory trigger of the equipped card (our reading of
both texts). Decayed Commander's own discard (round 59f) is for its direct attacks only: these battles
are with monsters."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

ZT = "Zombie Tiger"
DC = "Decayed Commander"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(rules, opponent=(), opp_hand=("Mystical Elf",)):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    dc = table.monster(0, DC, zone=0)
    table.monster(0, ZT, zone=1)
    for name in opponent:
        table.monster(1, name)
    if opp_hand:
        table.hand(1, *opp_hand)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table, dc


def _equip(s):
    s.pick("activate", ZT, request="idle")
    s.pick("target", DC)
    _pass(s)
    s.expect("idle", player=0)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_zombie_tiger_equipped_decayed_commander_gains_500(rules):
    """Q: I equip Zombie Tiger to my Decayed Commander (1000/1500). A: it is an Equip Card in my Spell &
    Trap Zone and Decayed Commander is 1500/2000, under both texts."""
    table, dc = _table(rules)
    duel = table.build()
    s = Script(duel)
    _equip(s)
    assert (duel.atk(dc.card(duel)), duel.defense(dc.card(duel))) == (1500, 2000)
    assert duel.players[0].szone[0].name == ZT and field_monsters(duel, 0) == [DC]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_zombie_tiger_makes_the_opponent_discard_when_the_commander_wins_a_battle(rules):
    """Q: the equipped Decayed Commander (1500) attacks Celtic Guardian (1400); my opponent holds one
    card, Mystical Elf. A: Celtic Guardian is destroyed, my opponent takes 100 and discards the Elf (a
    random card of a one-card hand)."""
    table, dc = _table(rules, opponent=("Celtic Guardian",))
    duel = table.build()
    s = Script(duel)
    _equip(s)
    s.pick("battle")
    _pass(s)
    s.pick("attack", DC, target="Celtic Guardian")
    _pass(s)
    assert lp(duel) == (8000, 7900) and hand(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Mystical Elf"]


def test_zombie_tiger_is_destroyed_instead_and_no_discard_when_the_commander_loses():
    """Q: the equipped Decayed Commander (1500) attacks Battle Ox (1700). A: Zombie Tiger is destroyed
    instead; Decayed Commander stays (1000 again), I take 200, my opponent keeps their hand."""
    table, dc = _table("GOAT", opponent=("Battle Ox",))
    duel = table.build()
    s = Script(duel)
    _equip(s)
    s.pick("battle")
    _pass(s)
    s.pick("attack", DC, target="Battle Ox")
    _pass(s)
    assert field_monsters(duel, 0) == [DC] and grave(duel, 0) == [ZT]
    assert lp(duel) == (7800, 8000) and hand(duel, 1) == ["Mystical Elf"]
    assert duel.atk(dc.card(duel)) == 1000


def test_zombie_tiger_equips_only_to_decayed_commander():
    """Q: I control Battle Ox and Zombie Tiger, no Decayed Commander. A: Zombie Tiger's equip cannot be
    activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.monster(0, ZT)
    duel = table.build()
    assert not Script(duel).has("activate", ZT)


def test_zombie_tiger_unequipped_in_2005_comes_back_in_attack_position():
    """Q: (GOAT) the turn after equipping it, I unequip Zombie Tiger. A: it is Special Summoned in
    face-up Attack Position (the 2005 Union text asks no position); Decayed Commander is 1000 again."""
    table, dc = _table("GOAT")
    duel = table.build()
    s = Script(duel)
    _equip(s)
    s.end_turn()
    _pass(s)
    s.end_turn()
    _pass(s)
    s.pick("activate", ZT)
    _pass(s)
    tiger = [c for c in duel.players[0].mzone if c is not None and c.name == ZT][0]
    assert tiger.position == "attack" and duel.atk(dc.card(duel)) == 1000
