"""`play_out` (duelist/agents/base.py) as a researcher who logs a duel uses it, round 46q:
`on_decision` hears every decision, in order, with the request and the answer."""

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
