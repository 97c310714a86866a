"""The field roles across moves of cards that file nothing (docs/performance.md, issue 11
round 8): when every card that entered or left a zone since `_field_roles` was last built
is one whose script files nothing there (no trigger, no STATE effect, no continuous tag:
`CardScript.field_roles` is None, or the card has no script; counted by `_plain_moves`),
the rebuild walks the zones again for the field cards and the Spell & Trap Zone cards and
keeps the cache's filing (the cards with triggers, with STATE effects, by continuous tag,
by happening type). That is sound because the filing lists only cards that file
something, in field order, and such a move neither adds nor removes one nor changes their
order.

Ruled here, at every `_field_roles` rebuild of random duels on the five bench pairs and the
two Goat decks they leave out (not only at decisions: the state checks, trigger collection
and the lookups ask it mid-procedure): what it returns equals a rebuild from nothing, every
list card for card in field order, every tag and happening type with the same cards. The
shortcut is taken often enough for the check to mean something.
An engine-internal check: the cache is private."""

from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions

# the five bench pairs (duelist bench) and the two Goat decks they leave out
PAIRS = (("yugi_normals", "kaiba_normals"),
         ("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"))


def _ids(cards):
    return [id(card) for card in cards]


def _by_key(index):
    return {key: _ids(cards) for key, cards in index.items()}


def test_every_rebuild_equals_a_rebuild_from_nothing(monkeypatch):
    original = Duel._field_roles
    counts = {"rebuilds": 0, "filing_kept": 0}

    def checked(duel):
        before = duel._field_cache
        version = duel._field_version
        if before is not None and before[0] == version:
            return before       # (no rebuild: the cache as it stands, checked when it was made)
        kept = before is not None and before[7] == version - duel._plain_moves
        got = original(duel)
        duel._field_cache = None
        fresh = original(duel)
        duel._field_cache = got
        where = (duel.turn, len(duel.answers), kept)
        assert got[0] == fresh[0] == version and got[7] == fresh[7], where
        for i in (1, 2, 3, 4):
            assert _ids(got[i]) == _ids(fresh[i]), (where, i)
        assert _by_key(got[5]) == _by_key(fresh[5]), where
        assert _by_key(got[6]) == _by_key(fresh[6]), where
        counts["rebuilds"] += 1
        counts["filing_kept"] += kept
        return got

    monkeypatch.setattr(Duel, "_field_roles", checked)
    for _duel, _where in random_decisions(PAIRS):
        pass        # (the checks run inside the patched rebuild)
    assert counts["rebuilds"] > 1000 and counts["filing_kept"] > 400, counts
