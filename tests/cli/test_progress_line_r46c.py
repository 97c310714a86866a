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
