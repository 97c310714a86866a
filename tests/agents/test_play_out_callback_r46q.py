"""`play_out` (duelist/agents/base.py) as a researcher who logs a duel uses it, round 46q:
`on_decision` hears every decision, in order, with the request and the answer; a game
that does not end within `max_decisions` is stopped with an error."""

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
