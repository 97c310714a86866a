"""A time limit typed at the command line (`duelist match --time-limit`) that no clock can
hold is refused with a message: more digits than a float holds was an OverflowError out of
parse_time_limit; digits of other scripts are not read as seconds. A Match given a limit of
NaN or infinity (a replay's JSON may say NaN) refuses it as it refuses 0."""

import pytest

from duelist.cli.main import main
from duelist.match import Match
from duelist.match.clock import parse_time_limit
from matchkit import decks


@pytest.mark.parametrize("text", ["9" * 400, "9" * 400 + "h", "1h" + "9" * 400 + "m"])
def test_a_time_limit_too_long_for_a_float_is_refused(text):
    with pytest.raises(ValueError) as caught:
        parse_time_limit(text)
    assert "is too long" in str(caught.value) and len(str(caught.value)) < 80


@pytest.mark.parametrize("text", ["\u0663m", "\u0661\u0662\u0660", "\uff19\uff10s"])
def test_digits_of_other_scripts_are_not_a_time_limit(text):
    with pytest.raises(ValueError) as caught:
        parse_time_limit(text)
    assert "cannot read" in str(caught.value)


def test_the_command_line_says_so_without_a_traceback(capsys):
    assert main(["match", "--time-limit", "9" * 400, "--seed", "1"]) == 2
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and "is too long" in err


@pytest.mark.parametrize("limit", [float("nan"), float("inf")])
def test_a_match_refuses_a_limit_of_nan_or_infinity(limit):
    with pytest.raises(ValueError) as caught:
        Match(*decks(), time_limit=limit)
    assert "time_limit must be a number of seconds above 0" in str(caught.value)


def test_ordinary_limits_still_read():
    assert [parse_time_limit(t) for t in ("2400", "40m", "1h30m", "2m30s", "1.5")] == [2400, 2400, 5400, 150, 1.5]
