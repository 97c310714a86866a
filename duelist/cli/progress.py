"""A one-line progress bar with the time left, for long commands (sim, bench, match).

It draws on a terminal only (stderr by default), so piped output and logs stay clean;
`force=True` draws anyway (tests). The clock is injectable.
"""

import sys
import time


def format_eta(seconds):
    """12 s, 3 min 05 s, 1 h 02 min."""
    seconds = max(0, int(round(seconds)))
    if seconds < 60:
        return "%d s" % seconds
    if seconds < 3600:
        return "%d min %02d s" % (seconds // 60, seconds % 60)
    return "%d h %02d min" % (seconds // 3600, (seconds % 3600) // 60)


class Progress(object):
    """Progress(total, label).update(done) ... .close().

    total: the number of units (duels), or None when only the elapsed time is known;
    seconds: a time budget instead of a count (bench): the bar follows the clock."""

    WIDTH = 24

    def __init__(self, total=None, label="", unit="duels", stream=None, force=False,
                 clock=time.monotonic, seconds=None, min_interval=0.2):
        self.total = total
        self.seconds = seconds
        self.label = label
        self.unit = unit
        self.stream = stream if stream is not None else sys.stderr
        isatty = getattr(self.stream, "isatty", None)
        self.enabled = force or bool(isatty and isatty())
        self.clock = clock
        self.start = clock()
        self.last_draw = None
        self.min_interval = min_interval
        self.done = 0
        self.drawn = False

    def line(self):
        elapsed = self.clock() - self.start
        if self.seconds:
            frac = min(1.0, elapsed / self.seconds)
            left = max(0.0, self.seconds - elapsed)
        elif self.total:
            frac = min(1.0, float(self.done) / self.total)
            rate = self.done / elapsed if elapsed > 0 else 0.0
            left = (self.total - self.done) / rate if rate > 0 else None
        else:
            frac, left = None, None
        parts = [self.label] if self.label else []
        if frac is not None:
            filled = int(frac * self.WIDTH)
            parts.append("[%s%s] %3d%%" % ("#" * filled, "." * (self.WIDTH - filled), int(frac * 100)))
        if self.total:
            parts.append("%d/%d %s" % (self.done, self.total, self.unit))
        elif self.done:
            parts.append("%d %s" % (self.done, self.unit))
        if left is not None and frac is not None and frac < 1.0:
            parts.append("%s left" % format_eta(left))
        return " ".join(parts)[:79]

    def update(self, done=None, step=1):
        self.done = self.done + step if done is None else done
        if not self.enabled:
            return
        now = self.clock()
        final = self.total is not None and self.done >= self.total
        if not final and self.last_draw is not None and now - self.last_draw < self.min_interval:
            return
        self.last_draw = now
        self.stream.write("\r" + self.line().ljust(79))
        self.stream.flush()
        self.drawn = True

    def close(self):
        """Erase the bar (the command's own output follows)."""
        if self.enabled and self.drawn:
            self.stream.write("\r" + " " * 79 + "\r")
            self.stream.flush()
        self.drawn = False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False
