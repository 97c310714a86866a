"""Property test (DESIGN §6): 200 random duels, invariants after every decision.

Varied seeds, rules presets, first players and agent pairs (random/greedy); after
every decision each card is in exactly one place, zones hold what they may, counts
are sane and no exception escapes; each duel's replay reproduces its log byte for
byte. CI runs the same body under pypy3 (python -m duelist.testing.property).
"""

import pytest

from duelist.testing.property import default_decks, run_one


@pytest.fixture(scope="module")
def decks():
    return default_decks()


@pytest.mark.parametrize("block", range(10))
def test_random_duels_keep_invariants_and_replay(block, decks):
    for seed in range(block * 20, block * 20 + 20):
        duel = run_one(seed, decks)
        assert duel.result is not None
        assert duel.result["reason"] in ("lp", "deck_out", "exodia", "destiny_board") \
            or duel.result["winner"] is None


def test_random_normal_decks_come_from_the_whole_database():
    from duelist.cards.db import get_card
    from duelist.testing.property import random_normal_deck
    deck = random_normal_deck(7)
    assert len(deck) == 40 and max(deck.count(c) for c in deck) <= 3
    assert all(get_card(c).is_normal_monster for c in deck)
    assert random_normal_deck(7) == deck and random_normal_deck(8) != deck
