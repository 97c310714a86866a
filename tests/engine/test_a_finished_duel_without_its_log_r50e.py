"""A duel that keeps no log (`Duel(..., keep_log=False)`, issue 8 §5) drops, once it is over,
every record its events made -- the turn's and the two turns' before it that "sent to the GY
this turn" effects read -- and keeps only its result, digest and length.
"""

from duelist.agents import GreedyAgent, RandomAgent
from duelist.engine.duel import Duel
from duelist.testing.property import starter_decks


def _play(keep_log):
    d0, d1 = starter_decks()
    duel = Duel(d0, d1, seed=5, first_player=0, keep_log=keep_log)
    agents = (RandomAgent(5), GreedyAgent())
    while duel.request is not None:
        duel.answer(agents[duel.request.player].choose(duel, duel.request))
    return duel


def test_a_finished_duel_without_its_log_keeps_no_turn_records():
    """The same duel played with its log keeps records of cards sent to the GY in its last
    turns; without its log, once over, it keeps none: `recent_grave_records()` is empty, as
    the turn's and the past turns' records are."""
    full, lean = _play(True), _play(False)
    assert full.result is not None and lean.result == full.result
    assert full.recent_grave_records()              # (the position this test needs)
    assert lean.log == [] and lean.log_length() == len(full.log)
    assert lean.turn_log == [] and lean.past_turn_logs == []
    assert lean.recent_grave_records() == []
