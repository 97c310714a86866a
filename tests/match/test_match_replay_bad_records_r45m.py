"""A match replay whose duel records are not records (a number, a string, null where a
duel's record belongs), whose answers are not option ids or whose seed is not a seed, is
refused as a damaged replay, saying which field, before anything is re-run, never with a
traceback."""

import json

import pytest

from duelist.agents import RandomAgent, play_out
from duelist.engine.replay import ReplayError
from duelist.match import Match
from duelist.match.match import run_match_replay

from matchkit import decks


def _played():
    match = Match(*decks(), seed=4541)
    play_out(match, (RandomAgent(1), RandomAgent(2)))
    return json.loads(json.dumps(match.replay_data()))


@pytest.mark.parametrize("record", [7, "events log_sha256 deck_sha256", None, ["events"]])
def test_a_duel_record_that_is_not_an_object_is_refused(record):
    data = _played()
    data["duels"][0] = record
    with pytest.raises(ReplayError, match="'duels' must be a list of duel records"):
        run_match_replay(data)


@pytest.mark.parametrize("bad", [-1, True, "0", 1.0, None])
def test_an_answer_that_is_not_an_option_id_is_refused_before_the_re_run(bad):
    data = _played()
    data["answers"][3] = bad
    with pytest.raises(ReplayError, match="'answers' must be a list of option ids"):
        run_match_replay(data)


@pytest.mark.parametrize("seed", [-1, "4541", True, 4541.0, None])
def test_a_seed_that_is_not_a_non_negative_integer_is_refused(seed):
    data = _played()
    data["seed"] = seed
    with pytest.raises(ReplayError, match="'seed' must be a non-negative integer, not %s" % repr(seed).replace(".", r"\.")):
        run_match_replay(data)
