"""Clocks for the match time limit (seed 001 大會規定: 40 minutes a match).

A clock is any object with `now()` returning seconds (an int or a float) on a
monotonic scale; only differences between readings matter. A Match reads its clock
once when it starts and once per answer it receives (before taking the answer), until
the time has run out; it never reads it otherwise.

- `WallClock`: real time (`time.monotonic`), the default; for people at a table.
- `DecisionClock`: game time counted in decisions: each answer the match has taken
  is one second. Runs between agents stay deterministic (same seed, same match).
- Tests drive their own fake clocks (any object with `now()`).

`parse_time_limit("40m")` reads the limits people write: "2400" (seconds), "90s",
"40m", "1h", "1h30m", "2m30s".
"""

import re
import time


class WallClock(object):
    """Real time, in seconds (time.monotonic)."""

    name = "wall"

    def now(self):
        return time.monotonic()

    def __repr__(self):
        return "WallClock()"


class DecisionClock(object):
    """Game time in decisions: `now()` is the number of answers `game` has taken.

    A Match given a DecisionClock follows itself with a fresh one (so one DecisionClock
    can be handed to several matches); `game` is anything with an `answers` list."""

    name = "decisions"

    def __init__(self, game=None):
        self.game = game

    def now(self):
        return 0 if self.game is None else len(self.game.answers)

    def __repr__(self):
        return "DecisionClock()"


CLOCKS = {"wall": WallClock, "decisions": DecisionClock}

_UNIT_SECONDS = {"h": 3600, "m": 60, "s": 1}
_PART_RE = re.compile(r"([0-9]+(?:\.[0-9]+)?)([hms])")     # ASCII digits, as the whole-number form


def parse_time_limit(text):
    """Seconds (an int when whole) from '2400', '90s', '40m', '1h', '1h30m' or '2m30s'.

    Raises ValueError with a message that says what is accepted."""
    raw = str(text).strip().lower()
    seconds = None
    if re.match(r"^[0-9]+(?:\.[0-9]+)?$", raw):
        seconds = float(raw)
    elif raw and _PART_RE.sub("", raw) == "":
        units = [unit for _, unit in _PART_RE.findall(raw)]
        if units == sorted(set(units), key="hms".index):   # each unit once, hours first
            seconds = sum(float(n) * _UNIT_SECONDS[u] for n, u in _PART_RE.findall(raw))
    if seconds is None:
        raise ValueError("cannot read %r as a time limit: write seconds (2400), or a number "
                         "with a unit: 90s, 40m, 1h, 1h30m" % (text,))
    if seconds == float("inf"):      # more digits than a float holds: int() would overflow
        raise ValueError("a time limit of %s is too long" % _abbreviated(text))
    if seconds <= 0:
        raise ValueError("a time limit must be more than 0 seconds, not %r" % (text,))
    return int(seconds) if seconds == int(seconds) else seconds


def _abbreviated(text, width=40):
    text = repr(text)
    return text if len(text) <= width else text[:width - 4] + "...'"


def format_seconds(seconds):
    """'40m', '1h30m', '90s' -> for messages; '2m30s' style for odd amounts."""
    seconds = int(round(seconds))
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    out = ""
    if hours:
        out += "%dh" % hours
    if minutes:
        out += "%dm" % minutes
    if secs or not out:
        out += "%ds" % secs
    return out


def read_clock(clock):
    """One reading of `clock` in seconds; ValueError if it is not a clock."""
    now = getattr(clock, "now", None)
    if not callable(now):
        raise ValueError("a match clock must be an object with a now() method returning "
                         "seconds (e.g. duelist.match.clock.WallClock()), not %r" % (clock,))
    value = now()
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError("the match clock's now() must return seconds (a number), not %r"
                         % (value,))
    return value
