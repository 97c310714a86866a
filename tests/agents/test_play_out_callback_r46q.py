"""`play_out` (duelist/agents/base.py) as a researcher who logs a duel uses it, round 46q:
`on_decision` hears every decision, in order, with the request and the answer; a game that does
not end within `max_decisions` is stopped with an error; during a match the agents see the
running duel; `make_agent` without a seed makes the seed 0 agent."""

import pytest

from duelist.agents import RandomAgent, play_out
from duelist.engine.duel import Duel
from duelist.testing.property import default_decks


def test_on_decision_hears_every_decision_with_its_request_and_answer():
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=11)
    heard = []
    count = play_out(duel, (RandomAgent(1), RandomAgent(2)),
                     on_decision=lambda game, request, option: heard.append((game, request.player, option)))
    assert count == len(heard) > 0 and all(game is duel for game, _, _ in heard)
    assert [option.id for _, _, option in heard] == list(duel.answers)


def test_a_game_that_does_not_end_within_the_limit_is_stopped_with_an_error():
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=11)
    with pytest.raises(RuntimeError, match="did not end within 5 decisions"):
        play_out(duel, (RandomAgent(1), RandomAgent(2)), max_decisions=5)
    assert len(duel.answers) == 5


def test_during_a_match_the_agents_see_the_running_duel():
    from duelist.match import Match
    d0, d1 = default_decks()
    match = Match({"main": d0.main, "extra": [], "side": []}, {"main": d1.main, "extra": [], "side": []}, seed=1)
    seen = []

    class Watcher(RandomAgent):
        def choose(self, game, request):
            seen.append(game)
            return super().choose(game, request)
    with pytest.raises(RuntimeError):
        play_out(match, (Watcher(1), Watcher(2)), max_decisions=20)
    assert seen and all(game is match.duel for game in seen)


def test_make_agent_without_a_seed_makes_the_seed_0_agent():
    from duelist.agents import make_agent
    d0, d1 = default_decks()
    one, two = Duel(d0, d1, seed=3), Duel(d0, d1, seed=3)
    play_out(one, (make_agent("random"), RandomAgent(5)))
    play_out(two, (RandomAgent(0), RandomAgent(5)))
    assert one.answers == two.answers
