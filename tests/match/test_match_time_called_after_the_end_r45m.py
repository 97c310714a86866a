"""A judge who calls time after the last duel of a match has ended changes nothing: the
match is over, its result stands (a 2-0 is not turned into a win "on time"), and the call
is refused as any answer after the end is."""

import pytest

from duelist.engine.protocol import DuelOverError
from duelist.match import Match

from matchkit import decks, finish_duel, next_duel


def test_time_called_after_a_two_nil_match_is_refused_and_the_result_stands():
    match = Match(*decks(), seed=4510, time_limit=2400)
    finish_duel(match, 0)
    next_duel(match)
    finish_duel(match, 0)
    result = dict(match.result)
    assert result["reason"] == "two_wins"
    with pytest.raises(DuelOverError, match="the match is over"):
        match.call_time()
    assert match.result == result and match.time_up is None
