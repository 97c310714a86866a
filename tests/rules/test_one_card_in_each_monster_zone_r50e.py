"""A Main Monster Zone holds one card: a table that puts a second monster in a zone already
taken is refused, not built with one card hidden under another.

Seed: 000 §遊戲區域 (§怪獸區域: five Main Monster Zones, one card in each).
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

