"""A time limit as a tournament writes it, at its edges: one second, or half of one, is
still a limit (only 0 and below are refused); a limit too long for any clock is refused
with the text quoted short (40 characters, the end elided), so the message stays one line.
A clock reads as the call that makes it, for messages and debugging."""

import pytest

from duelist.match import Match
from duelist.match.clock import DecisionClock, WallClock, format_seconds, parse_time_limit

from matchkit import decks


@pytest.mark.parametrize("text, seconds", [("1", 1), ("1s", 1), ("0.5", 0.5), ("0.5s", 0.5)])
def test_a_limit_of_one_second_or_less_above_zero_is_a_limit(text, seconds):
    assert parse_time_limit(text) == seconds


@pytest.mark.parametrize("text", ["0", "0s", "0.0", "0m"])
def test_a_limit_of_zero_is_refused(text):
    with pytest.raises(ValueError, match="more than 0 seconds"):
        parse_time_limit(text)


def test_a_limit_too_long_is_quoted_in_forty_characters():
    with pytest.raises(ValueError) as caught:
        parse_time_limit("9" * 400)
    quoted = "'" + "9" * 35 + "...'"
    assert len(quoted) == 40
    assert str(caught.value) == "a time limit of %s is too long" % quoted


def test_a_clock_reads_as_the_call_that_makes_it():
    assert repr(WallClock()) == "WallClock()"
    assert repr(DecisionClock()) == "DecisionClock()"


@pytest.mark.parametrize("left, shown", [(0, "0s"), (0.4, "0s"), (59.6, "1m"), (3600, "1h"), (61, "1m1s")])
def test_the_time_left_shown_to_a_player_is_never_blank(left, shown):
    # the last half second of a wall clock rounds to 0: the player reads "0s", not nothing
    assert format_seconds(left) == shown


class _YesClock(object):
    def now(self):
        return True


def test_a_clock_that_answers_true_is_not_read_as_one_second():
    with pytest.raises(ValueError, match="now\\(\\) must return seconds \\(a number\\), not True"):
        Match(*decks(), clock=_YesClock(), time_limit=60)
