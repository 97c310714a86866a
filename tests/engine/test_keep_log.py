"""Long simulations keep only what they need (issue 8 §5): Duel(..., keep_log=False) drops
a finished duel's events but keeps everything a replay or a result table reads."""

import platform

import pytest

from duelist.agents import GreedyAgent, RandomAgent
from duelist.engine.duel import Duel
from duelist.engine.replay import run_replay
from duelist.testing.property import default_decks, starter_decks


def _play(decks, seed, keep_log):
    duel = Duel(decks[0], decks[1], seed=seed, first_player=None, keep_log=keep_log)
    agents = (RandomAgent(seed), GreedyAgent())
    while duel.request is not None:
        duel.answer(agents[duel.request.player].choose(duel, duel.request))
    return duel


@pytest.mark.parametrize("seed", range(4))
def test_a_duel_without_its_log_has_the_same_digest_result_and_replay(seed):
    decks = starter_decks() if seed % 2 else default_decks()
    full, lean = _play(decks, seed, True), _play(decks, seed, False)
    assert lean.log == [] and len(full.log) > 100
    assert lean.log_digest() == full.log_digest()
    assert lean.log_length() == len(full.log) == full.log_length()
    assert lean.result == full.result
    assert lean.replay_data() == full.replay_data()
    assert run_replay(lean.replay_data()).log == full.log


def test_a_running_duel_keeps_its_log_until_the_end():
    """Card effects read the log while the duel runs: it is dropped only once the duel is over."""
    d0, d1 = starter_decks()
    duel = Duel(d0, d1, seed=5, first_player=0, keep_log=False)
    agents = (RandomAgent(1), RandomAgent(2))
    for _ in range(30):
        duel.answer(agents[duel.request.player].choose(duel, duel.request))
    assert duel.result is None and len(duel.log) == duel.log_length() > 30


@pytest.mark.skipif(platform.python_implementation() != "CPython", reason="tracemalloc is CPython's")
def test_a_finished_duel_without_its_log_takes_far_less_memory():
    """Measured with tracemalloc after a warm-up (caches filled): the Normal Monster decks
    take about 76 KB per finished duel with the log and 23 KB without (CPython)."""
    import gc
    import tracemalloc
    decks = default_decks()
    for seed in (100, 101):
        _play(decks, seed, True), _play(decks, seed, False)
    sizes = {}
    for keep in (True, False):
        gc.collect()
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        kept = [_play(decks, seed, keep) for seed in range(4)]
        gc.collect()
        sizes[keep] = tracemalloc.get_traced_memory()[0] - before
        tracemalloc.stop()
        assert all(d.result for d in kept)
    assert sizes[False] * 2 < sizes[True], sizes
