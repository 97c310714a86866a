"""A duel that keeps no log (Duel(..., keep_log=False), issue 8 §5) drops its events however
it ended, the way round 30p's driver in `Duel.answer` reaches the end included: a pick at the
Main Phase menu whose procedure runs through with nobody asked and ends the duel there (a
deck-out, in these seeds), not only an end met while a procedure
waits. Round 31n: mutation testing of round 30's lines."""

from duelist.agents import RandomAgent
from duelist.engine.duel import Duel
from duelist.testing.property import starter_decks


def _play(decks, seed, keep_log):
    duel = Duel(decks[0], decks[1], seed=seed, keep_log=keep_log)
    agents = (RandomAgent(seed), RandomAgent(seed + 100))
    while duel.request is not None:
        duel.answer(agents[duel.request.player].choose(duel, duel.request))
    return duel


def test_every_finished_starter_duel_without_its_log_dropped_it_deck_outs_included():
    """Starter decks, 15 seeded random duels each played twice, keeping the log and not: every
    duel ends; the one that keeps no log holds no events and has the kept duel's result,
    length and digest. Among them, duels ended by a deck-out."""
    decks = starter_decks()
    reasons = []
    for seed in range(15):
        full, lean = _play(decks, seed, True), _play(decks, seed, False)
        assert lean.result == full.result is not None
        assert lean.log == [] and lean.request is None
        assert lean.log_length() == len(full.log) and lean.log_digest() == full.log_digest()
        reasons.append(full.result["reason"])
    assert "deck_out" in reasons
