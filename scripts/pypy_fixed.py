"""Play a fixed set of bench duels (seeds 0..N-1 of one pair, `duelist bench`'s random players):
the same turns in every run, so PyPy's compiled operations a turn (`scripts/pypy_jitops.py`)
compare two trees independently of the machine's load (rounds 9a-9e: the same tree reads the
same figure to ~0.1%; 5-second windows hold 30-50% more or fewer turns from run to run under
load, and their warm-up share moves with them).

    PYPYLOG=jit-log-opt,jit-backend-counts:/tmp/j.log PYPY_GC_NURSERY=64M \\
        nice -n 15 pypy3 scripts/pypy_fixed.py goat-warrior-zombie 2500
    python3 scripts/pypy_jitops.py /tmp/j.log TURNS

Prints the turns played (the TURNS to divide by) and the seconds taken. Tool output is not
kept in the repo.
"""

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from duelist.cli.bench_cmd import PAIRS, _play_out  # noqa: E402
from duelist.cli.common import load_playable_deck  # noqa: E402
from duelist.engine.duel import Duel  # noqa: E402


def main(argv):
    if len(argv) != 2 or argv[0] not in dict(PAIRS) or not argv[1].isdigit():
        sys.exit("usage: pypy3 scripts/pypy_fixed.py PAIR N   (PAIR one of: %s)"
                 % ", ".join(name for name, _ in PAIRS))
    name, n = argv[0], int(argv[1])
    first, second, _ = dict(PAIRS)[name]
    deck1, deck2 = load_playable_deck(first, "deck 1"), load_playable_deck(second, "deck 2")
    turns = 0
    start = time.time()
    for seed in range(n):
        turns += _play_out(Duel(deck1, deck2, seed=seed), seed).turn
    print("turns", turns, "seconds %.1f" % (time.time() - start))


if __name__ == "__main__":
    main(sys.argv[1:])
