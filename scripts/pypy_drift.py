"""Does PyPy slow down over a long run of one bench pair, and why? Window by window.

    PYPY_GC_NURSERY=64M pypy3 scripts/pypy_drift.py goat-warrior-zombie 5 36
    PYPYLOG=jit-mem-collect,duelist-window:/tmp/drift.log PYPY_GC_NURSERY=64M pypy3 ...

Plays the bench's random-vs-random duels (`duelist bench`'s `_play_out`, seeds 0, 1, ...) in
windows of WINDOW seconds of CPU time, as scripts/pypy_windows.py does, and prints for each
window what could make a long run slow down:

- turns/s and turns per duel (a drift in the duels themselves, not in the engine's speed);
- the GC: its share of the window (`gc.get_stats().total_gc_time`, wall time), the minor and
  major collections in the window (`gc.hooks`), the memory the GC uses after the window
  (`total_gc_memory`) and the process's resident memory (/proc/self/statm);
- the JIT: loops and bridges compiled in the window (a compile hook), traces aborted (an
  abort hook, with the reasons), and the machine code in use (`jit_backend_used`): when it
  stops growing while bridges are still compiled, loops are being freed (`loop_longevity`);
  with PYPYLOG=jit-mem-collect the freed loop tokens are in the log;
- the engine: the total size of every module-level dict, list and set in duelist.* (a cache
  that grows per duel shows here), with the ones that grew named at the end.

With JITP set, the JIT parameters are those (comma-separated `pypyjit.set_param` strings)
instead of the engine's. Runs on CPython too (no JIT or GC columns). Tool output is not kept in
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

counts = {"loop": 0, "bridge": 0, "entry_bridge": 0, "abort": 0, "minor": 0, "major": 0}
aborts = {}


def _compiled(info):
    kind = getattr(info, "type", "loop")
    counts[kind] = counts.get(kind, 0) + 1


def _aborted(jitdriver_name, greenkey, reason, operations):
    counts["abort"] += 1
    aborts[reason] = aborts.get(reason, 0) + 1


class _GcHooks(object):
    on_gc_collect_step = None

    def on_gc_minor(self, stats):
        counts["minor"] += stats.count

    def on_gc_collect(self, stats):
        counts["major"] += stats.count


if PYPY:
    import __pypy__
    try:
        import pypyjit
        pypyjit.set_compile_hook(_compiled)
        pypyjit.set_abort_hook(_aborted)
    except ImportError:
        pass
    gc.hooks.set(_GcHooks())


def _rss_mb():
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1048576.0
    except (OSError, ValueError):
        return 0.0


def _gc_stats():
    if not PYPY:
        return 0.0, 0.0, 0.0
    s = gc.get_stats()
    mb = 1048576.0

    def num(x):
        return float(x) if not isinstance(x, str) else 0.0
    return (s.total_gc_time / 1000.0, num(s._s.total_gc_memory) / mb if hasattr(s, "_s") else 0.0,
            num(s._s.jit_backend_used) / mb if hasattr(s, "_s") else 0.0)


def _module_containers():
    """(module.name -> len) of every module-level dict, list, set of duelist.*."""
    sizes = {}
    for mname, mod in list(sys.modules.items()):
        if not mname.startswith("duelist") or mod is None:
            continue
        for name, value in list(vars(mod).items()):
            if type(value) in (dict, list, set):
                sizes["%s.%s" % (mname, name)] = len(value)
            elif isinstance(value, type):
                for aname, avalue in list(vars(value).items()):
                    if type(avalue) in (dict, list, set):
                        sizes["%s.%s.%s" % (mname, name, aname)] = len(avalue)
    return sizes


def main(argv):
    name, window, count = argv[0], float(argv[1]), int(argv[2])
    deck1, deck2, _ = dict(PAIRS)[name]
    deck1 = load_playable_deck(deck1, "a")
    deck2 = load_playable_deck(deck2, "b")
    clock = time.process_time
    print("pair %s, %s; JIT %s; nursery %s" % (
        name, sys.implementation.name, os.environ.get("JITP", "engine's"),
        os.environ.get("PYPY_GC_NURSERY", "default")), flush=True)
    print("win    t  turns/s t/duel  gc%  minor major gcMB rssMB codeMB  loops bridges abort  containers",
          flush=True)
    seed = 0
    rates = []
    start = clock()
    first_sizes = None
    for w in range(count):
        if PYPY:
            __pypy__.debug_start("duelist-window")
            __pypy__.debug_print("window %d" % w)
        before = dict(counts)
        t0 = clock()
        g0 = _gc_stats()[0]
        turns = duels = 0
        while clock() - t0 < window:
            try:
                duel = _play_out(Duel(deck1, deck2, seed=seed), seed)
            except ValueError as exc:      # a request with no options (C/M seed 6685): skipped
                print("seed %d failed (%s): skipped" % (seed, exc), flush=True)
                seed += 1
                continue
            turns += duel.turn
            seed += 1
            duels += 1
        spent = clock() - t0
        if PYPY:
            __pypy__.debug_stop("duelist-window")
        rates.append(turns / spent)
        gtime, gmem, code = _gc_stats()
        sizes = _module_containers()
        if first_sizes is None:
            first_sizes = sizes
        d = dict((k, counts[k] - before.get(k, 0)) for k in counts)
        print("w%-3d %4.0f %8.0f %6.1f %4.1f %6d %5d %4.0f %5.0f %6.1f %6d %7d %5d %11d" % (
            w, clock() - start, rates[-1], turns / float(duels), 100.0 * (gtime - g0) / spent,
            d["minor"], d["major"], gmem, _rss_mb(), code, d["loop"] + d["entry_bridge"], d["bridge"],
            d["abort"], sum(sizes.values())), flush=True)
    grew = sorted(((sizes[k] - first_sizes.get(k, 0), k) for k in sizes
                   if sizes[k] != first_sizes.get(k, 0)), reverse=True)
    print("module-level containers that changed size after window 0: %s" % (
        ", ".join("%s %+d (now %d)" % (k, n, sizes[k]) for n, k in grew[:15]) or "none"))
    print("aborts by reason: %s" % (aborts or "none"))
    third = max(1, len(rates) // 3)
    print("mean turns/s: windows %d-%d %.0f, last %d windows %.0f" % (
        third, 2 * third - 1, sum(rates[third:2 * third]) / third, third, sum(rates[-third:]) / third))


if __name__ == "__main__":
    main(sys.argv[1:])
