"""Where PyPy's nursery fills up: a sampling allocation profile of one bench pair.

    PYPY_GC_NURSERY=2M nice -n 10 pypy3 scripts/pypy_allocs.py goat-warrior-zombie 30 15 [TOP]

Plays the bench's random-vs-random duels (seeds 0, 1, ...) for WARM seconds of CPU time (the
JIT's warm-up), then for MEASURE seconds with a hook on every minor collection
(`gc.hooks.on_gc_minor`): a minor collection starts when the nursery is full, so the code
running at that moment is a sample of what allocates, weighted by bytes (each sample stands
for one nursery's worth). The hook runs at the interpreter's next safe point, in the frame
that was running (or its caller: attribute to functions, not to exact lines). Prints the
nursery filled per turn (KB) and, per turn, the KB by the innermost frame (function and line),
by the innermost frame of duelist's own code, and by function including callers (each
function on the stack once per sample). A small nursery gives more samples (2 MB: ~200 a turn
on the Goat pairs) and moves the figures of the GC itself, not the allocations. Taking the stack
forces the JIT's frames at each sample: run it for the profile, not for speed. Tool output is
not kept in the repo (docs/performance.md records the figures).
"""

import collections
import gc
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from duelist.cli.bench_cmd import PAIRS, _play_out  # noqa: E402
from duelist.cli.common import load_playable_deck  # noqa: E402
from duelist.engine.duel import Duel  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _where(frame):
    code = frame.f_code
    return "%s %s:%d" % (code.co_name, os.path.relpath(code.co_filename, ROOT)
                         if code.co_filename.startswith(ROOT) else os.path.basename(code.co_filename),
                         frame.f_lineno)


def main(pair, warm, measure, top=30):
    if sys.implementation.name != "pypy":
        sys.exit("pypy_allocs.py: PyPy only (gc.hooks)")
    d1, d2 = dict(PAIRS)[pair][:2]
    deck1, deck2 = load_playable_deck(d1, "deck 1"), load_playable_deck(d2, "deck 2")
    nursery = gc.get_stats()._s.nursery_size
    seed = 0
    start = time.process_time()
    while time.process_time() - start < warm:
        _play_out(Duel(deck1, deck2, seed=seed), seed)
        seed += 1
    inner = collections.Counter()
    own = collections.Counter()
    inclusive = collections.Counter()
    samples = [0]
    engine = os.path.join(ROOT, "duelist")

    def hook(stats):
        frame = sys._getframe(1)
        weight = stats.count
        samples[0] += weight
        inner[_where(frame)] += weight
        seen = set()
        first = True
        while frame is not None:
            code = frame.f_code
            if code.co_filename.startswith(engine):
                if first:
                    own[_where(frame)] += weight
                    first = False
                name = "%s %s" % (code.co_name, os.path.relpath(code.co_filename, ROOT))
                if name not in seen:
                    seen.add(name)
                    inclusive[name] += weight
            frame = frame.f_back

    turns = 0
    gc.hooks.on_gc_minor = hook
    start = time.process_time()
    while time.process_time() - start < measure:
        turns += _play_out(Duel(deck1, deck2, seed=seed), seed).turn
        seed += 1
    gc.hooks.on_gc_minor = None
    kb = nursery / 1024.0
    print("pair %s: %d turns, %d minor collections of %.0f KB: %.0f KB per turn"
          % (pair, turns, samples[0], kb, samples[0] * kb / turns))
    for title, counter in (("innermost frame", inner), ("innermost duelist frame", own),
                           ("function, callers included", inclusive)):
        print("--- KB per turn by %s" % title)
        for key, n in counter.most_common(top):
            print("%8.1f  %s" % (n * kb / turns, key))


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else 30)
