"""A match replay's concession records are checked before the match is re-run (round 53m:
survivors of match.py `check_concessions`, stop 52's lines).

A concession is recorded as [answer index, player 0 or 1, "duel" or "match", 0 or 1 (time had
been called)] (docs of `Match.concede`; Konami's tournament policy lets either player concede):
a record that is no list, or names a player other than 0 or 1, is refused as a bad record,
saying which one, before anything is re-run."""

import json

import pytest

from duelist.engine.replay import ReplayError
from duelist.match import Match
from duelist.match.match import run_match_replay

from matchkit import decks, pass_to_turn


def _conceded_replay():
    match = Match(*decks(), seed=5)
    pass_to_turn(match, 2)
    match.concede(1, match=True)
    return json.loads(json.dumps(match.replay_data()))


def test_concessions_that_are_no_list_are_refused_as_such():
    data = _conceded_replay()
    for bad in (5, {"0": [0, 1, "match", 0]}):
        with pytest.raises(ReplayError, match="'concessions' must be a list"):
            run_match_replay(dict(data, concessions=bad))


def test_a_concession_by_a_third_player_is_refused_as_a_bad_record():
    data = _conceded_replay()
    n = data["concessions"][0][0]
    assert data["concessions"] == [[n, 1, "match", 0]]
    with pytest.raises(ReplayError, match="concession 1 is"):
        run_match_replay(dict(data, concessions=[[n, 2, "match", 0]]))
    assert run_match_replay(data).result == {"winner": 0, "reason": "concede", "wins": [1, 0], "duels": 1}


def test_a_second_concession_after_the_match_ended_is_refused():
    """Q: a replay records a second concession, by the winner, at the same point, after the
    first one had ended the Match. A: refused: nothing can be conceded once the Match is over
    (Match.concede's rule), and the re-run says where."""
    data = _conceded_replay()
    first = data["concessions"][0]
    with pytest.raises(ReplayError, match="comes after the match ended"):
        run_match_replay(dict(data, concessions=[first, [first[0], 0, "match", 0]]))
