"""A Tribute Summoned monster goes to a Main Monster Zone (seed 000 §上級召喚 and §主要怪獸區域):
with every Main Monster Zone taken, a Tribute standing in an Extra Monster Zone frees none, so
it cannot be the Tribute that makes room. Here the five Main Monster Zones hold Summoner Monks
("cannot be Tributed"): the Tribute Summon and the Tribute Set are not offered."""

from duelist.testing.scenario import Table


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
