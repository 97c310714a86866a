"""A Tribute Summoned monster goes to a Main Monster Zone (seed 000 §上級召喚 and §主要怪獸區域):
with every Main Monster Zone taken, a Tribute standing in an Extra Monster Zone frees none, so
it cannot be the Tribute that makes room. Here the five Main Monster Zones hold Summoner Monks
("cannot be Tributed"): the Tribute Summon and the Tribute Set are not offered."""

from duelist.engine.names import M
from duelist.testing.scenario import Script, Table


def test_the_only_tribute_in_the_extra_monster_zone_makes_no_room():
    table = Table(rules="MR5", turn=3, turn_player=0)
    for zone in range(5):
        table.monster(0, "Summoner Monk", zone=zone)
    fusion = table.monster(0, "Gaia the Dragon Champion", zone=5)     # (a Fusion Monster, no effect)
    table.hand(0, "Summoned Skull")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    assert fusion.card(duel).seq == 5 and fusion.card(duel).controller == 0
    assert duel.request.kind == "idle" and duel.request.player == 0
    summons = [o for o in duel.request.options
               if o.kind in ("summon", "set") and o.name == "Summoned Skull"]
    assert summons == []


def test_after_a_first_tribute_from_the_extra_monster_zone_the_second_must_free_a_usable_one():
    """Blue-Eyes White Dragon needs 2 Tributes; player 1's Main Monster Zones 0, 2 and 4 are
    blocked by Ojama King, Battle Ox stands in zone 0, Giant Soldier of Stone in zone 1, a
    Summoner Monk in zone 3, Gaia in the left Extra Monster Zone. Gaia may be the first
    Tribute, as the second can still make room; then only Giant Soldier of Stone is offered:
    Battle Ox would free a zone Blue-Eyes may not use, Gaia freed none."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    king = table.monster(0, "Ojama King")
    table.monster(1, "Battle Ox", zone=0)
    table.monster(1, "Giant Soldier of Stone", zone=1)
    table.monster(1, "Summoner Monk", zone=3)
    table.monster(1, "Gaia the Dragon Champion", zone=5)
    table.hand(1, "Blue-Eyes White Dragon")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    duel.mark(king.card(duel), M.ZONES_BLOCKED, [0, 2, 4])    # (zone 0 taken: set by hand)
    s = Script(duel)
    s.end_turn()
    s.pick("summon", "Blue-Eyes White Dragon", request="idle", player=1)
    assert sorted(o.label for o in duel.request.options) == sorted(
        ["Tribute Battle Ox", "Tribute Giant Soldier of Stone", "Tribute Gaia the Dragon Champion"])
    s.pick("tribute", "Gaia the Dragon Champion", request="tribute")
    assert [o.label for o in duel.request.options] == ["Tribute Giant Soldier of Stone"]
    s.pick("tribute", "Giant Soldier of Stone", request="tribute")
    assert duel.players[1].mzone[1].name == "Blue-Eyes White Dragon"
