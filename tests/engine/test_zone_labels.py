"""A zone request names each free zone by its label (seed 000 §特殊召喚: the player chooses
the zone; engine/zones.py). The labels come from a table made once per location and side
(docs/performance.md, issue 11); these checks hold it to a fresh `zone_label`: for every
zone any rules have, and at every zone request of random duels, where the same duels
played with the table switched off must ask the same questions word for word. An
engine-internal check: the table is private."""

from duelist.deck.formats import load_bundled_deck
from duelist.engine import state as S
from duelist.engine import zones
from duelist.engine.duel import Duel
from duelist.engine.rules import get_rules
from duelist.testing.walks import random_decisions

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("yugi-starter", "kaiba-starter"))


def test_the_table_gives_zone_label_for_every_zone_of_every_rules():
    """Zones 0-6: 5 Main and 2 Extra Monster Zones, 5 Spell & Trap Zones and MR3's 2
    separate Pendulum Zones, the Field Zone; read from either side of the table."""
    d = load_bundled_deck("yugi-starter")
    duel = Duel(d, d, seed=1)
    for location in (S.MZONE, S.SZONE, S.FZONE):
        for field in (0, 1):
            for viewer in (0, 1):
                row = zones._label_row(location, viewer != field)
                for seq in range(7):
                    assert row[seq] == duel.zone_label(field, location, seq, viewer), (location, seq)
    assert zones._label_row(S.MZONE, True)[2] == "Monster Zone 3 (opponent's field)"
    assert zones._label_row(S.MZONE, True)[5] == "Extra Monster Zone left"     # nobody's own field


def _zone_requests():
    """(where, prompt, [(zone, label)...]) of every zone request of the random duels."""
    out = []
    for duel, where in random_decisions(PAIRS):
        request = duel.request
        if request.kind == "zone":
            out.append((where, request.prompt, [(o.zone, o.name) for o in request.options]))
    return out


class _Forgetful(dict):
    """A table that never answers: every zone request makes its labels afresh."""

    def get(self, key, default=None):
        return default


def test_zone_requests_name_the_zones_as_fresh_labels_do(monkeypatch):
    with_table = _zone_requests()
    monkeypatch.setattr(zones, "_LABEL_ROWS", (_Forgetful(), _Forgetful()))
    fresh = _zone_requests()
    assert len(with_table) > 100
    assert with_table == fresh
    # the fresh labels are zone_label's own, zone by zone
    for where, _, options in fresh:
        for zone, label in options:
            assert label in {zones._zone_label(loc, zone, foreign)
                             for loc in (S.MZONE, S.SZONE, S.FZONE) for foreign in (False, True)}, where


def test_mr3_pendulum_zones_stay_within_the_table():
    """MR3 has the most Spell & Trap slots (5 + 2 Pendulum Zones): seqs 0-6."""
    rules = get_rules("MR3")
    assert rules.spell_trap_zones + 2 <= len(zones._label_row(S.SZONE, False))
