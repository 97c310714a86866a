"""A match replay says when time was called ({"answer": k}: before answer k was taken). A
replay whose time call lies past its last answer, or is not an answer's index, cannot be
the record of any match: it is refused with what is wrong, never re-run as if time had not
been called."""

import json

import pytest

from duelist.agents import RandomAgent, play_out
from duelist.engine.replay import ReplayError
from duelist.match import Match
from duelist.match.match import run_match_replay

from matchkit import decks


def _played():
    match = Match(*decks(), seed=4540)
    play_out(match, (RandomAgent(4540), RandomAgent(4541)))
    assert match.result is not None and match.time_up is None
    return json.loads(json.dumps(match.replay_data()))


def test_the_untouched_replay_verifies():
    data = _played()
    assert run_match_replay(data).result == data["result"]


def test_time_called_after_the_last_answer_is_refused():
    data = _played()
    n = len(data["answers"])
    data["time_up"] = {"answer": n + 3, "duel": 3, "turn": None}
    with pytest.raises(ReplayError, match="time was called at answer %d of %d" % (n + 4, n)):
        run_match_replay(data)


@pytest.mark.parametrize("time_up", [{"answer": -1}, {"answer": True}, {"answer": "3"}, {"duel": 1}, [3]])
def test_a_time_call_that_names_no_answer_is_refused(time_up):
    data = _played()
    data["time_up"] = time_up
    with pytest.raises(ReplayError, match="'time_up' must be"):
        run_match_replay(data)


def test_time_called_after_the_match_ended_is_refused_as_such():
    data = _played()
    n = len(data["answers"])
    data["time_up"] = {"answer": n, "duel": len(data["duels"]) + 1, "turn": None}
    with pytest.raises(ReplayError, match=r"time was called \(before answer %d\) after the match ended" % (n + 1)):
        run_match_replay(data)
