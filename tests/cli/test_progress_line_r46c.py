"""The progress line of long commands (sim, bench, match) as a user watches it: the time left
while work remains, none once it is done (round 46c)."""

import io

from duelist.cli.progress import Progress


class Clock(object):
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_the_time_left_is_shown_while_duels_remain_and_not_once_all_are_played():
    clock = Clock()
    bar = Progress(total=4, label="sim", stream=io.StringIO(), force=True, clock=clock)
    clock.now += 10
    bar.update()
    assert bar.line().endswith("1/4 duels 30 s left")
    clock.now += 30
    bar.update(4)
    assert bar.line() == "sim [########################] 100% 4/4 duels"


def test_the_time_left_reads_in_seconds_minutes_and_hours():
    from duelist.cli.progress import format_eta
    assert [format_eta(s) for s in (0, 59.4, 60, 185, 3599, 3600, 3725)] == [
        "0 s", "59 s", "1 min 00 s", "3 min 05 s", "59 min 59 s", "1 h 00 min", "1 h 02 min"]
