"""PyPy's warm-up curve and steady state of one bench pair, window by window.

    PYPY_GC_NURSERY=64M nice -n 10 pypy3 scripts/pypy_windows.py goat-warrior-zombie 5 8
    JITP=max_unroll_recursion=0,trace_eagerness=5 pypy3 scripts/pypy_windows.py normals 5 8

Plays the bench's random-vs-random duels (`duelist bench`'s `_play_out`, seeds 0, 1, ...)
in windows of WINDOW seconds of CPU time and prints, for each window: turns/s, the GC's
share of the window (`gc.get_stats().total_gc_time`), the loops and bridges the JIT
compiled in it (a compile hook), and the decisions per turn. With JITP set, the JIT
parameters are those (comma-separated `pypyjit.set_param` strings) instead of the engine's
(DUELIST_PYPY_JIT_DEFAULTS is set so that importing the engine leaves them alone).
With PRE=pair:seconds,... other pairs are played first in the same process (as `duelist
bench` plays every pair in one process). The last line gives the mean of the windows from the middle one on (the steady state when
the curve has flattened by then). Under PYPYLOG each window is a `{duelist-window` section
(`__pypy__.debug_start`), so that a log of gc-minor or jit sections can be cut by window.

Runs on CPython too (no JIT columns), for a side-by-side rate. Tool output is not kept in
the repo (docs/performance.md records the figures).
"""

import gc
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

PYPY = sys.implementation.name == "pypy"
if PYPY and os.environ.get("JITP"):
    os.environ["DUELIST_PYPY_JIT_DEFAULTS"] = "1"
    import pypyjit
    for _p in os.environ["JITP"].split(","):
        pypyjit.set_param(_p)

from duelist.cli.bench_cmd import PAIRS, _play_out  # noqa: E402
from duelist.cli.common import load_playable_deck  # noqa: E402
from duelist.engine.duel import Duel  # noqa: E402

compiled = {"loop": 0, "bridge": 0, "entry_bridge": 0}


def _hook(info):
    kind = getattr(info, "type", "loop")
    compiled[kind] = compiled.get(kind, 0) + 1


def gc_time():
    try:
        return gc.get_stats().total_gc_time / 1000.0
    except Exception:
        return 0.0


if PYPY:
    import __pypy__
    try:
        import pypyjit
        pypyjit.set_compile_hook(_hook)
    except ImportError:
        pass


def main(argv):
    name, window, count = argv[0], float(argv[1]), int(argv[2])
    deck1, deck2, _ = dict(PAIRS)[name]
    deck1 = load_playable_deck(deck1, "a")
    deck2 = load_playable_deck(deck2, "b")
    clock = time.process_time
    print("pair %s, %s; JIT %s; nursery %s" % (
        name, sys.implementation.name, os.environ.get("JITP", "engine's"),
        os.environ.get("PYPY_GC_NURSERY", "default")), flush=True)
    for spec in filter(None, os.environ.get("PRE", "").replace(";", ",").split(",")):
        # PRE=pair:seconds,... (or ;): play other pairs first, as `duelist bench` does in one process
        other, seconds = spec.split(":")
        a, b, _ = dict(PAIRS)[other]
        a, b = load_playable_deck(a, "a"), load_playable_deck(b, "b")
        t0 = clock()
        n = 0
        while clock() - t0 < float(seconds):
            _play_out(Duel(a, b, seed=10 ** 6 + n), 10 ** 6 + n)
            n += 1
        print("played %s for %s s first (%d duels)" % (other, seconds, n), flush=True)
    seed = 0
    rates = []
    start = clock()
    for w in range(count):
        if PYPY:
            __pypy__.debug_start("duelist-window")
            __pypy__.debug_print("window %d" % w)
        before = dict(compiled)
        t0 = clock()
        g0 = gc_time()
        turns = decisions = duels = 0
        while clock() - t0 < window:
            try:
                duel = _play_out(Duel(deck1, deck2, seed=seed), seed)
            except ValueError as exc:
                # a request with no options (C/M seed 6685: /work/reports/hjit5-requests.md):
                # said, and skipped, so that a long curve is not cut short by one duel
                print("seed %d failed (%s): skipped" % (seed, exc), flush=True)
                seed += 1
                continue
            turns += duel.turn
            decisions += getattr(duel, "decisions", 0) or 0
            seed += 1
            duels += 1
        spent = clock() - t0
        if PYPY:
            __pypy__.debug_stop("duelist-window")
        rates.append(turns / spent)
        new = " ".join("%s+%d" % (k, compiled.get(k, 0) - before.get(k, 0)) for k in sorted(compiled))
        print("w%d t=%3.0fs %7.0f turns/s  gc %4.1f%%  %d duels %d turns  %s" % (
            w, clock() - start, rates[-1], 100.0 * (gc_time() - g0) / spent, duels, turns, new),
            flush=True)
    tail = rates[len(rates) // 2:]
    print("steady (windows %d-%d) %.0f turns/s" % (len(rates) - len(tail), len(rates) - 1,
                                                    sum(tail) / len(tail)))


if __name__ == "__main__":
    main(sys.argv[1:])
