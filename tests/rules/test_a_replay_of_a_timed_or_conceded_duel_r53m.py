"""A duel's replay carries its outside inputs: a time limit set and a concession by either
player (round 53m: survivors of replay.py `check_replay_data`'s input check, stop 52's lines).

Seed 001 判定1/判定2 (the time limit: at the end of the last turn the player with more LP
wins) and Konami's tournament policy (a player may concede at any moment) are inputs from
outside the answers: a replay records each as [answers so far, "turn_limit", turn] or
[answers so far, "concede", player 0 or 1] and re-runs to the same log byte for byte
(tests/rules/test_a_player_concedes.py concedes for player 2 only). An input whose turn is no
integer is refused, saying which input."""

import json

import pytest

from duelist.engine.duel import Duel
from duelist.engine.replay import ReplayError, check_replay_data, run_replay
from duelist.testing.property import default_decks


def _duel(answers):
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=11, first_player=0)
    for _ in range(answers):
        duel.answer(0)
    return duel


def test_a_duel_under_a_time_limit_replays_to_the_same_log():
    """Q: time is called in a duel after 4 answers (its last turn: 2) and it is played to its
    end. A: its replay holds the limit and re-runs to the same result and log."""
    duel = _duel(4)
    duel.set_turn_limit(2)
    while duel.request is not None:
        duel.answer(0)
    data = json.loads(json.dumps(duel.replay_data()))
    assert data["inputs"] == [[4, "turn_limit", 2]]
    again = run_replay(data)
    assert again.result == duel.result and again.turn_limit == 2
    assert again.log_digest() == duel.log_digest()


def test_a_duel_conceded_by_player_1_replays_to_the_same_log():
    """Q: player 1 concedes after 9 answers. A: player 2 wins; the replay re-runs the same."""
    duel = _duel(9)
    duel.concede(0)
    data = json.loads(json.dumps(duel.replay_data()))
    assert data["inputs"] == [[9, "concede", 0]]
    again = run_replay(data)
    assert again.result == duel.result == {"winner": 1, "reason": "concede", "turn": duel.turn}
    assert again.log_digest() == duel.log_digest()


def test_a_time_limit_of_turn_0_is_a_well_formed_input_and_a_turn_in_words_is_not():
    duel = _duel(4)
    duel.concede(1)
    data = json.loads(json.dumps(duel.replay_data()))
    check_replay_data(dict(data, inputs=[[0, "turn_limit", 0]] + data["inputs"]))
    for bad in ([0, "turn_limit", "2"], [0, "turn_limit", -1], [0, "turn_limit", None]):
        with pytest.raises(ReplayError, match="input 1 is"):
            check_replay_data(dict(data, inputs=[bad] + data["inputs"]))
