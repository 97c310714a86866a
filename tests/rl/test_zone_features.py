"""RL observations describe a `zone` option: which zone, Spell & Trap or Monster Zone, whose
field (duelist/rl/features.py)."""

import pytest

np = pytest.importorskip("numpy")

from duelist.rl.features import (CARD_FEATURES, OPTION_KINDS, REQUEST_KINDS, Observer,  # noqa: E402
                                 ZONE_FEATURES)
from duelist.testing.scenario import Script, Table  # noqa: E402


def test_each_zone_option_is_encoded_by_its_zone():
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Dark Hole")
    table.monster(1, "Battle Ox")
    duel = table.build()
    Script(duel, zones="ask").pick("activate", "Dark Hole")
    obs = Observer().observe(duel, 0)
    rows = obs["options"][:5]
    base = len(OPTION_KINDS) + 1 + CARD_FEATURES + 1 + CARD_FEATURES + 2
    zone_part = rows[:, base:base + ZONE_FEATURES]
    assert (zone_part[:, :5] == np.eye(5)).all()          # zones 1-5
    assert (zone_part[:, 7] == 1).all() and (zone_part[:, 8] == 0).all()   # Spell & Trap, own field
    assert (rows[:, OPTION_KINDS.index("zone")] == 1).all()
    assert list(obs["action_mask"][:6]) == [1, 1, 1, 1, 1, 0]
    assert "zone" in REQUEST_KINDS
