"""Soul of Purity and Light's Special Summon banishes exactly two LIGHT monsters (round 48b's
mutation round).

Soul of Purity and Light's text (cannot be Normal Summoned/Set; Special Summoned from your hand
by banishing 2 LIGHT monsters from your GY) and seed 000 §怪獸的條件特殊召喚: with three LIGHT
monsters in the GY, two are banished and the third stays."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_soul_of_purity_and_light_with_three_light_monsters_banishes_two():
    """Q: my GY holds Mystical Elf, Blue-Eyes White Dragon and another Mystical Elf (all LIGHT);
    I Special Summon Soul of Purity and Light. How many are banished? A: two, the ones I pick;
    the third stays in my GY."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Soul of Purity and Light")
    table.grave(0, "Mystical Elf", "Blue-Eyes White Dragon", "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Soul of Purity and Light")
    s.pick("select", "Blue-Eyes White Dragon")
    s.pick("select", "Mystical Elf", first=True)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Soul of Purity and Light"]
    assert sorted(c.name for c in duel.players[0].banished) == ["Blue-Eyes White Dragon", "Mystical Elf"]
    assert grave(duel, 0) == ["Mystical Elf"]
