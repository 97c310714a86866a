"""`duelist bench`: speed and size of the engine, random vs random, one core.

Figures: duels/s, turns/s, decisions/s (the whole loop: engine + random agents),
ms to set up a duel (construct, shuffle, opening hands, first request), KB per live
duel at mid-game (heap growth while 400 duels are kept alive: tracemalloc on CPython,
the GC's own count on PyPy), and ms per fork at
mid-game (at a quiet point, the common case for search).
"""

import gc
import platform
import sys
import time


def add_parser(sub):
    p = sub.add_parser("bench", help="measure engine speed (random vs random, one core)")
    p.add_argument("--seconds", type=float, default=5.0, help="time budget for the duel loop (default 5)")
    p.add_argument("--deck1", default=None, help="measure this pair only (with --deck2)")
    p.add_argument("--deck2", default=None, help="the second deck of the pair (with --deck1)")
    p.add_argument("--warmup", type=float, default=10.0,
                   help="PyPy only: seconds of duels before measuring, for the JIT (default 10)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.set_defaults(run=run)


def _heap_kb():
    """Live heap in KB: tracemalloc on CPython, the GC's own figure on PyPy, else RSS."""
    gc.collect()
    if platform.python_implementation() == "PyPy":
        stats = gc.get_stats()
        raw = getattr(getattr(stats, "_s", None), "total_gc_memory", None)
        if isinstance(raw, int):
            return raw / 1024.0
        return _rss_kb()
    import tracemalloc
    if tracemalloc.is_tracing():
        return tracemalloc.get_traced_memory()[0] / 1024.0
    return _rss_kb()


def _rss_kb():
    try:
        with open("/proc/self/statm") as handle:
            pages = int(handle.read().split()[1])
        import resource
        return pages * resource.getpagesize() / 1024.0
    except (OSError, ImportError, ValueError):
        return None


def _mid_game(duel, agents, turn=6):
    """Play until `turn` at a quiet point (Main Phase menu)."""
    while duel.request is not None and not (duel.turn >= turn and duel.request.kind == "idle"):
        request = duel.request
        duel.answer(agents[request.player].choose(duel, request))
    return duel


def measure(deck1, deck2, seconds=5.0, warmup=10.0):
    from duelist.agents import RandomAgent
    from duelist.engine.duel import Duel

    results = {"python": "%s %s" % (platform.python_implementation(), platform.python_version())}
    # warm-up: on PyPy the JIT needs several hundred duels with effect cards (every card's
    # callbacks are new paths to compile) before it reaches its steady speed, which is what
    # long simulations see; the budget is `warmup` seconds (CPython: a few duels)
    pypy = platform.python_implementation() == "PyPy"
    warm_until = time.perf_counter() + (warmup if pypy else 0.0)
    seed = 0
    while seed < 3 or time.perf_counter() < warm_until:
        duel = Duel(deck1, deck2, seed=seed)
        agents = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
        while duel.request is not None:
            req = duel.request
            duel.answer(agents[req.player].choose(duel, req))
        seed += 1
    results["warmup_duels"] = seed

    # 1. the duel loop
    duels = turns = decisions = 0
    seed = 1000
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        duel = Duel(deck1, deck2, seed=seed)
        agents = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
        while duel.request is not None:
            req = duel.request
            duel.answer(agents[req.player].choose(duel, req))
        duels += 1
        turns += duel.turn
        decisions += len(duel.answers)
        seed += 1
        if time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - start
    results.update(duels=duels, seconds=round(elapsed, 2), duels_per_s=duels / elapsed,
                   turns_per_s=turns / elapsed, decisions_per_s=decisions / elapsed,
                   turns_per_duel=turns / float(duels))

    # 2. set-up
    n = 300
    start = time.perf_counter()
    for s in range(n):
        Duel(deck1, deck2, seed=s)
    results["setup_ms"] = (time.perf_counter() - start) * 1000.0 / n

    # 3. memory of live duels at mid-game
    tracing = False
    if platform.python_implementation() != "PyPy":
        import tracemalloc
        tracemalloc.start()
        tracing = True
    keep = []
    before = _heap_kb()
    count = 400
    for s in range(count):
        duel = Duel(deck1, deck2, seed=5000 + s)
        keep.append(_mid_game(duel, (RandomAgent(s), RandomAgent(s + 7))))
    after = _heap_kb()
    if tracing:
        tracemalloc.stop()
    results["kb_per_duel"] = None if before is None else (after - before) / count
    results["mid_game_events"] = sum(len(d.log) for d in keep) / float(count)

    # 4. forks at mid-game
    forks = 0
    start = time.perf_counter()
    for duel in keep[:200]:
        for _ in range(5):
            duel.fork()
            forks += 1
    results["fork_ms"] = (time.perf_counter() - start) * 1000.0 / forks
    del keep
    return results


DEFAULT_PAIRS = (("yugi_normals", "kaiba_normals"), ("yugi-starter", "kaiba-starter"),
                 # Goat Control vs Monarch: effect decks with Extra Decks of Fusion Monsters
                 ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def run(args):
    from duelist.cli.common import CommandError, fail, load_playable_deck
    if args.deck1 or args.deck2:
        pairs = ((args.deck1 or "yugi_normals", args.deck2 or "kaiba_normals"),)
    else:
        pairs = DEFAULT_PAIRS
    everything = []
    for name1, name2 in pairs:
        try:
            deck1 = load_playable_deck(name1, "deck 1")
            deck2 = load_playable_deck(name2, "deck 2")
        except CommandError as exc:
            return fail(str(exc))
        r = measure(deck1, deck2, args.seconds, args.warmup)
        r["decks"] = [name1, name2]
        everything.append(r)
        if not args.json:
            _print(r, name1, name2)
    if args.json:
        import json
        print(json.dumps(everything[0] if len(everything) == 1 else everything, sort_keys=True))
    return 0


def _print(r, name1, name2):
    print("duelist bench: %s, random vs random, %s vs %s, one core" % (r["python"], name1, name2))
    print("  duels/s        %10.1f   (%d duels in %.1f s, %.1f turns per duel; %d warm-up duels)"
          % (r["duels_per_s"], r["duels"], r["seconds"], r["turns_per_duel"], r["warmup_duels"]))
    print("  turns/s        %10.0f" % r["turns_per_s"])
    print("  decisions/s    %10.0f" % r["decisions_per_s"])
    print("  setup          %10.3f ms per duel" % r["setup_ms"])
    if r["kb_per_duel"] is not None:
        print("  memory         %10.1f KB per live duel at mid-game (%.0f events logged)"
              % (r["kb_per_duel"], r["mid_game_events"]))
    print("  fork           %10.3f ms per fork at mid-game" % r["fork_ms"])
    sys.stdout.flush()
