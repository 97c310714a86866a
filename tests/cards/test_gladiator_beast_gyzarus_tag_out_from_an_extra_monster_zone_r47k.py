"""Gladiator Beast Gyzarus's tag out from an Extra Monster Zone (MR5): returning Gyzarus, the
cost, frees its own zone, but an Extra Monster Zone is no place for the two Gladiator Beasts
it Special Summons from the Deck (Main Deck monsters go to the Main Monster Zones: seed 001
§額外怪獸區域). So the two summons need two Main Monster Zones free already; Gyzarus leaving
adds none (where it stood in a Main Monster Zone, its zone counts:
test_gladiator_beast_gyzarus_tag_out_needs_two_zones_r18m.py)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _battle(oxen):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.deck(1, ["Battle Ox"] * 5)
    table.monster(0, "Gladiator Beast Gyzarus", zone=5, summon_kind="proc")
    for zone in range(oxen):
        table.monster(0, "Battle Ox", zone=zone)
    table.deck(0, ["Gladiator Beast Laquari", "Gladiator Beast Andal"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Gyzarus", target="player")
    s.pick("end_battle")
    return duel


def test_no_tag_out_from_the_extra_monster_zone_with_one_main_monster_zone_free():
    """Player 0's Gyzarus, in the left Extra Monster Zone, attacked directly; Battle Ox fills
    four of the five Main Monster Zones. One Main Monster Zone free, and Gyzarus's own zone is
    no place for a Gladiator Beast from the Deck: player 0 is not asked, the duel goes on to
    Main Phase 2 with the field as it was."""
    duel = _battle(4)
    assert duel.request.kind == "idle" and duel.phase == "main2"
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox"] * 4 + ["Gladiator Beast Gyzarus"]


def test_tag_out_from_the_extra_monster_zone_with_two_main_monster_zones_free():
    """The control: three Battle Ox (two Main Monster Zones free): player 0 is asked."""
    duel = _battle(3)
    assert duel.request.kind == "yes_no" and duel.request.player == 0


def test_a_tag_out_with_only_one_zone_left_when_it_resolves_summons_neither_gladiator_beast():
    """Q: Gyzarus tags out with Battle Ox in three of my other Main Monster Zones (two zones
    free once it has left); I chain Call of the Haunted, and Kozaky comes back into one of
    them. May Gyzarus's effect still Special Summon one of the two Gladiator Beasts in my
    Deck? A: no: it Special Summons two or none; with one zone left it summons neither, and
    both stay in the Deck (the two are Special Summoned together, as its activation needs room
    for both: Konami's Gladiator Beast FAQ, as tests/cards/test_gladiator_beasts.py cites it)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.deck(1, ["Battle Ox"] * 5)
    table.monster(0, "Gladiator Beast Gyzarus", zone=0, summon_kind="proc")
    for zone in (1, 2, 3):
        table.monster(0, "Battle Ox", zone=zone)
    table.grave(0, "Kozaky")
    table.spell_trap(0, "Call of the Haunted")
    table.deck(0, ["Gladiator Beast Laquari", "Gladiator Beast Andal"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Gyzarus", target="player")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("end_battle")
    s.pick("yes", request="yes_no")
    s.pick("activate", "Call of the Haunted", request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Kozaky")
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")     # Kozaky's position (Call of the Haunted: Attack)
    assert duel.request.kind == "idle" and duel.phase == "main2"
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox"] * 3 + ["Kozaky"]
    assert sorted(c.name for c in duel.players[0].deck) == ["Gladiator Beast Andal", "Gladiator Beast Laquari"]
