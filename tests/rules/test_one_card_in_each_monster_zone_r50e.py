"""A Monster Zone holds one card: a table that puts a second monster in a zone already taken
-- a Main Monster Zone, or an Extra Monster Zone the other player uses -- is refused, not built
with one card hidden under another.

Seed: 000 §遊戲區域 (§怪獸區域: five Main Monster Zones, one card in each; 額外怪獸區域: two
shared Extra Monster Zones, each holding one monster).
"""

import pytest

from duelist.testing.scenario import Table


def test_a_second_monster_in_a_taken_main_monster_zone_is_refused():
    """seed 000 §怪獸區域: zone 2 holds Battle Ox; Celtic Guardian set up in the same zone is a
    ValueError naming the zone."""
    table = Table(rules="MR5", turn=3)
    table.monster(0, "Battle Ox", zone=2)
    table.monster(0, "Celtic Guardian", zone=2)
    with pytest.raises(ValueError, match="Monster Zone 2 is taken"):
        table.build()



def test_a_monster_in_the_extra_monster_zone_the_opponent_uses_is_refused():
    """seed 000 §怪獸區域 (額外怪獸區域): player 1's Gaia the Dragon Champion holds Extra Monster
    Zone 5; player 0, who uses no Extra Monster Zone yet, cannot be set up with a monster in the
    same zone: a ValueError naming the zone."""
    table = Table(rules="MR5", turn=3)
    table.monster(1, "Gaia the Dragon Champion", zone=5)
    table.monster(0, "Gaia the Dragon Champion", zone=5)
    with pytest.raises(ValueError, match="Extra Monster Zone 5 is taken"):
        table.build()
