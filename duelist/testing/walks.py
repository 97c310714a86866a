"""Random duels walked decision by decision, for tests that check a cache or a shortcut
against a fresh computation at every decision (the engine's speed work, issue 11)."""

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine.duel import Duel


def random_decisions(pairs, seeds=range(3)):
    """For each (deck 1, deck 2) pair of bundled decks and each seed, a duel played to the end
    by two random agents (seeds seed + 1 and seed + 2): yields (duel, where) at every
    decision before it is answered, where = (deck 1, seed, decisions made so far). The caller
    may look at the duel, fork it or set it aside; answering is this walk's job."""
    for deck1, deck2 in pairs:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in seeds:
            duel = Duel(d1, d2, seed=seed)
            agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
            while duel.request is not None:
                yield duel, (deck1, seed, len(duel.answers))
                request = duel.request
                duel.answer(agents[request.player].choose(duel, request))
