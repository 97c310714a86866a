"""Determinized copies dealt with different sample seeds deal their uids by different keys: each
copy's key comes from its own sample seed (nothing of the duel's), and it varies with that seed,
so the copies' hand shuffles do not all deal their new uids in one order.

docs/ai.md "Determinization" (every sample is the duel as the player knows it, dealt anew);
determinize.py `_copy_key` (the copy's key, a function of its sample seed alone); seed 001 (the
hand is not public). The duel's own key is never the copy's:
tests/engine/test_determinized_copy_and_the_duel_seed_r51t.py, tests/engine/test_duel_attribute_folds.py.

Round 52m: mutants of determinize.py `_copy_key` (its mix collapsing to one or two keys for every
seed) that the determinization tests did not tell from the real engine."""

from duelist.engine.determinize import determinize
from duelist.engine.duel import Duel
from duelist.testing.property import starter_decks


def test_copies_dealt_with_different_seeds_deal_by_different_keys():
    """Q: player 1's agent draws eight determinized copies of the same duel, sample seeds 0 to 7.
    A: eight different uid keys, none of them the duel's; the same seed again gives the same key."""
    d0, d1 = starter_decks()
    duel = Duel(d0, d1, seed=424242, first_player=0)
    keys = [determinize(duel, 1, s).rng.uid_key for s in range(8)]
    assert len(set(keys)) == 8
    assert duel.rng.uid_key not in keys
    assert determinize(duel, 1, 3).rng.uid_key == keys[3]
