"""Forks with card effects (DESIGN §3): a fork taken at any decision of a starter-deck duel,
given the same answers, ends exactly like the original."""

from duelist.agents import RandomAgent
from duelist.engine.duel import Duel
from duelist.testing.property import starter_decks


def test_forks_at_many_points_of_starter_deck_duels_replay_identically():
    yugi, kaiba = starter_decks()
    for seed in (3, 11):
        duel = Duel(yugi, kaiba, seed=seed, first_player=seed % 2)
        agents = (RandomAgent(seed), RandomAgent(seed + 1))
        forks = []
        while duel.request is not None:
            if len(duel.answers) % 23 == 7:
                forks.append((len(duel.answers), duel.fork()))
            duel.answer(agents[duel.request.player].choose(duel, duel.request))
        assert forks
        for start, fork in forks:
            for choice in duel.answers[start:]:
                fork.answer(choice)
            assert fork.log == duel.log and fork.result == duel.result
