"""A match replay whose duel records are not records (a number, a string, null where a
duel's record belongs), whose answers are not option ids, whose seed, decks, version or
time limit are not what a match replay holds, is refused as a damaged replay, saying which
field, before anything is re-run, never with a traceback; an answer after the match's
end is refused as such."""

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


def test_an_answer_after_the_match_ended_is_refused_as_such():
    data = _played()
    n = len(data["answers"])
    data["answers"].append(0)
    with pytest.raises(ReplayError, match="answer %d comes after the match ended" % (n + 1)):
        run_match_replay(data)


@pytest.mark.parametrize("decks_field", [[], "two decks", [{}, {}, {}], [{}, []], [[], []]])
def test_decks_that_are_not_two_decks_are_refused(decks_field):
    data = _played()
    data["decks"] = decks_field
    with pytest.raises(ReplayError, match="'decks' must hold two decks"):
        run_match_replay(data)


@pytest.mark.parametrize("version", [True, 3, "2", None])
def test_a_version_that_is_not_1_or_2_is_not_a_match_replay(version):
    data = _played()
    data["version"] = version
    with pytest.raises(ReplayError, match="not a duelist match replay"):
        run_match_replay(data)


@pytest.mark.parametrize("limit", ["40m", True, [2400]])
def test_a_time_limit_that_is_not_seconds_is_refused(limit):
    data = _played()
    data["time_limit"] = limit
    with pytest.raises(ReplayError, match="'time_limit' must be a number of seconds or null"):
        run_match_replay(data)
