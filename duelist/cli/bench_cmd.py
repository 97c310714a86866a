"""`duelist bench`: speed and size of the engine, random vs random, one core.

For each deck pair (all in one run, so that ratios between pairs hold on any machine; by
default (`--process own`) each pair in a fresh interpreter, a child process of this one, so
that on PyPy a pair's warm-up and compiled code do not depend on the pairs before it;
`--process shared` plays every pair in this process, one after the other):

- duels/s, turns/s, decisions/s: the whole loop (engine + two random agents), for
  `--seconds` after a warm-up. PyPy: by default (`--warmup auto`) duels are played in
  windows of `WARMUP_WINDOW` s until the rate stops rising (the last two windows are less
  than `WARMUP_TOLERANCE` above the two before them, not `WARMUP_DIP` below the best two,
  after `WARMUP_MIN_WINDOWS` windows at least: `warmup_is_over`), at most `--warmup-max` s; the JIT
  needs 10-60 s on effect decks. `--warmup N` plays N s instead. The figures say which
  warm-up was used, how long, and the rate of each window (`warmup_*` in the JSON);
- set-up: ms to construct a duel (shuffle, opening hands, first request), timed after a
  `gc.collect()`, so that the duel loop's garbage is not collected in the figure;
- fork: ms per `Duel.fork()` at a quiet point (Main Phase menu) at mid-game (turn 6),
  the common case for search: five forks of each duel (PyPy: after forks of other duels
  have warmed the JIT); the duel and its forks share the log's events, each Log handing
  them out read-only (round 7c: a fork freezes nothing). The first forks and
  the later ones are timed apart (`fork_first_ms`, `fork_later_ms`), the later ones for
  `FORK_SECONDS` after a `gc.collect()`, so that a collection does not land in the figure
  or miss it by chance;
- KB per live duel: heap growth while duels at mid-game are kept alive; KB per finished
  duel: the same for duels played to the end (and, when the engine offers
  `Duel(..., keep_log=False)`, for finished duels without their log). Heap: tracemalloc
  on CPython, the GC's own count on PyPy;
- every time is CPU time of this process (`time.process_time`), so that other work on a
  shared machine disturbs the figures as little as possible;
- env steps/s: the RL environment's steps per second (issue 14: empty until the
  environment exists, see `_env_steps_per_s`).

Every duel of a run (warm-up, duel loop, set-up, memory, forks, the RL environment's) is
played under one rules preset, `--rules` (MR5 by default, as every figure before stop 44; GOAT
plays the Goat pairs as a Goat researcher does: no Extra Monster Zones, the GOAT priority of
Ignition Effects, 2005 card texts); the text and the JSON (`rules`, per pair) say which.
Decks are checked against the preset's deck-building rules but no banlist (the bench measures
the engine; it does not judge legality): under GOAT the Goat pairs' decks pass the GOAT list,
the 2002 starter decks would not (Dark Hole, Monster Reborn), and are still measured.

The header is printed before anything is measured and a progress line (standard error)
shows where the bench is while it measures.
"""

import gc
import inspect
import platform
import sys
import time

# name -> (deck 1, deck 2, what the pair stands for). The Normal-Monster pair is the
# reference the effect decks are compared with (issue 11: effect decks should reach at
# least half its turns/s); the last pair has Extra Decks (Fusion Monsters).
PAIRS = (
    ("normals", ("yugi_normals", "kaiba_normals", "Normal Monsters only")),
    ("starter", ("yugi-starter", "kaiba-starter", "2002 starter decks (effects)")),
    ("goat-warrior-zombie", ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005",
                             "Goat: Warrior Swarm vs Zombies (effects)")),
    ("goat-gravekeeper-burn", ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005",
                               "Goat: Gravekeepers vs Face Down Fury burn (effects)")),
    ("goat-control-monarch", ("goat_01_goat_control_suffridge_2005_us_nationals",
                              "goat_07_monarch_soul_control_vargas_2005_sjc_la",
                              "Goat: Goat Control vs Monarch (effects, Extra Decks of Fusions)")),
)
PAIR_NAMES = tuple(name for name, _ in PAIRS)
REFERENCE = "normals"

# Every rate is per second of this process's CPU time, not of the wall clock: on a shared
# machine other processes then slow the figures far less (the budgets still hold: a
# process that gets half a core takes twice as long in wall time).
_clock = time.process_time


# PyPy's warm-up (`--warmup auto`): windows of duels, each WARMUP_WINDOW s of CPU time; the
# JIT is taken as warm (`warmup_is_over`) when the mean rate of the last two windows is less
# than WARMUP_TOLERANCE above the mean of the two before them (the curve has stopped rising;
# pairs of windows because one window swings by 10-20% on a shared machine), no sooner than
# WARMUP_MIN_WINDOWS windows, and only while those last two are within WARMUP_DIP of the best
# two windows so far (a curve that has just fallen is not taken as flat: the bench stopped
# the starter decks on 5,325, 12,328, 13,953, 11,234, 10,150 turns/s and W/Z on 3,573,
# 10,344, 9,129, 8,677, 7,800, and measured the fall); at the latest after --warmup-max s.
# Effect decks need 20-60 s (docs/performance.md, rounds 4e and 8d).
WARMUP_WINDOW = 5.0
WARMUP_TOLERANCE = 0.05
WARMUP_MIN_WINDOWS = 6
WARMUP_DIP = 0.10
WARMUP_MAX = 90.0

# Where the pairs are played: each in a fresh interpreter ("own", the default) or all in this
# process ("shared", the only way before round 7d). On PyPy a pair played after others starts
# on their compiled code, its own traces land beside theirs, and the automatic warm-up saw a
# flat curve sooner: in paired runs the Goat pairs ran 8-38% faster in their own process
# (docs/performance.md, round 7d), and a training process plays one pair.
PROCESS_MODES = ("own", "shared")
DEFAULT_PROCESS = "own"

# The later forks of the fork figure are timed for this long (CPU time; `--seconds` / 5 when
# that is shorter), at least four per duel.
FORK_SECONDS = 1.0

# The rules preset of the bench's duels unless `--rules` names another: MR5, the engine's
# default and the rules of every figure before stop 44 (docs/performance.md), so that figures
# stay comparable from run to run.
DEFAULT_RULES = "MR5"


def _warmup_arg(text):
    import argparse
    if text == "auto":
        return text
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("'auto' or a number of seconds, not %r" % text)
    if value < 0 or value != value:
        raise argparse.ArgumentTypeError("cannot be negative (%r)" % text)
    return value


def rate_is_steady(rates, tolerance=WARMUP_TOLERANCE):
    """Has a warm-up curve (turns/s of successive windows) stopped rising? The mean of the
    last two windows is less than `tolerance` above the mean of the two before them."""
    if len(rates) < 4:
        return False
    before = (rates[-4] + rates[-3]) / 2.0
    last = (rates[-2] + rates[-1]) / 2.0
    return last < before * (1.0 + tolerance)


def warmup_is_over(rates, tolerance=WARMUP_TOLERANCE, dip=WARMUP_DIP, min_windows=WARMUP_MIN_WINDOWS):
    """May the automatic warm-up stop after these windows (turns/s of each)? At least
    `min_windows` of them, the rate has stopped rising (`rate_is_steady`), and the last two
    windows are not a fall: their mean is at least `1 - dip` of the best mean of two
    successive windows so far. A curve that falls and stays down runs to the cap and is
    reported as not steady."""
    if len(rates) < max(4, min_windows) or not rate_is_steady(rates, tolerance):
        return False
    last = (rates[-2] + rates[-1]) / 2.0
    best = max((rates[i] + rates[i + 1]) / 2.0 for i in range(len(rates) - 1))
    return last >= best * (1.0 - dip)


def add_parser(sub):
    p = sub.add_parser("bench", help="measure engine speed and size (random vs random, one core)")
    p.add_argument("--decks", default=None,
                   help="comma-separated pairs to measure: %s, or DECK1:DECK2 (default: all)"
                        % ", ".join(PAIR_NAMES))
    p.add_argument("--seconds", type=float, default=5.0,
                   help="time budget of the duel loop, per pair (default 5)")
    p.add_argument("--deck1", default=None, help="measure this pair only (with --deck2)")
    p.add_argument("--deck2", default=None, help="the second deck of the pair (with --deck1)")
    p.add_argument("--warmup", type=_warmup_arg, default="auto",
                   help="PyPy only: 'auto' (default): duels per pair until the rate stops rising "
                        "(windows of %.0f s, at most --warmup-max), or a number of seconds"
                        % WARMUP_WINDOW)
    p.add_argument("--warmup-max", type=float, default=WARMUP_MAX,
                   help="PyPy only: the longest automatic warm-up per pair, s (default %.0f)" % WARMUP_MAX)
    p.add_argument("--samples", type=int, default=200,
                   help="duels kept alive for the memory and fork figures (default 200)")
    p.add_argument("--process", choices=PROCESS_MODES, default=DEFAULT_PROCESS,
                   help="'own' (default): each pair in a fresh interpreter, a child process "
                        "(on PyPy a pair's JIT warm-up and compiled code then do not depend on "
                        "the pairs before it, as in a training process that plays one pair); "
                        "'shared': every pair in this process, one after the other. The JSON "
                        "says which ('process', 'pairs_before')")
    p.add_argument("--repeat", type=int, default=1,
                   help="measure every pair this many times, each time in a fresh process, in "
                        "rounds over the pairs (default 1); the figures are those of each pair's "
                        "median run by turns/s, with every run's turns/s beside them: on a shared "
                        "or unsteady machine one reading can be far from the next")
    p.add_argument("--rules", metavar="PRESET", default=DEFAULT_RULES,
                   help="rules preset every duel of the bench is played under: MR1..MR5 or GOAT "
                        "(default %s, the rules of every earlier figure); the figures name it "
                        "('rules' in the JSON)" % DEFAULT_RULES)
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.set_defaults(run=run)


# ------------------------------------------------------------------ progress
class _Progress(object):
    """Where the bench is, on standard error: on a terminal the shared progress bar
    (duelist/cli/progress.py) with the time left of the whole bench; otherwise (a pipe, a
    log file) one line per step."""

    def __init__(self, total_s, stream=None):
        from duelist.cli.progress import Progress
        self.stream = stream if stream is not None else sys.stderr
        self.bar = Progress(label="bench", unit="", stream=self.stream, clock=time.perf_counter,
                            seconds=max(total_s, 0.001), min_interval=0.25)
        self.step = None

    def show(self, pair, step, detail="", force=False):
        if not self.bar.enabled:
            if (pair, step) != self.step:
                self.step = (pair, step)
                self.stream.write("  ... %s: %s\n" % (pair, step))
                self.stream.flush()
            return
        self.bar.label = ("%s: %s %s" % (pair, step, detail)).strip()
        if force:
            self.bar.last_draw = None
        self.bar.update(0)

    def done(self):
        self.bar.close()


class _Silent(object):
    def show(self, *args, **kwargs):
        pass

    def done(self):
        pass


# -------------------------------------------------------------------- memory
def _pypy():
    return platform.python_implementation() == "PyPy"


def _heap_kb():
    """Live heap in KB: tracemalloc on CPython (when tracing), the GC's own figure on PyPy,
    else RSS."""
    gc.collect()
    if _pypy():
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


def _kb_per_duel(make, count):
    """Heap growth per duel while `count` duels made by make(i) are kept alive."""
    tracing = False
    if not _pypy():
        import tracemalloc
        if not tracemalloc.is_tracing():
            tracemalloc.start()
            tracing = True
    try:
        before = _heap_kb()
        keep = [make(i) for i in range(count)]
        after = _heap_kb()
    finally:
        if tracing:
            import tracemalloc
            tracemalloc.stop()
    if before is None or after is None:
        return None, keep
    return (after - before) / count, keep


def _interpreter_settings():
    """PyPy: the JIT parameters the engine set (duelist/engine/__init__.py) and the GC's
    nursery, which move the figures (docs/performance.md, round 4e); CPython: none."""
    if not _pypy():
        return {"pypy_jit_params": None, "pypy_gc_nursery_kb": None}
    import os
    import duelist.engine as engine
    params = None if os.environ.get("DUELIST_PYPY_JIT_DEFAULTS") else ",".join(engine.PYPY_JIT_PARAMS)
    nursery = getattr(getattr(gc.get_stats(), "_s", None), "nursery_size", None)
    return {"pypy_jit_params": params or "PyPy's defaults",
            "pypy_gc_nursery_kb": nursery // 1024 if isinstance(nursery, int) else None}


def keep_log_supported():
    """Does this engine offer Duel(..., keep_log=False)? (a duel that keeps no log)."""
    from duelist.engine.duel import Duel
    try:
        return "keep_log" in inspect.signature(Duel.__init__).parameters
    except (TypeError, ValueError):
        return False


# ---------------------------------------------------------------------- play
def duel_maker(rules=None):
    """What makes every duel of `measure`: `Duel` under `rules` (a preset name or a Rules
    object; None: the engine's default, MR5), called as make(deck1, deck2, seed=S) and with
    keep_log=False. A partial, so that the timed loop pays no extra Python call per duel."""
    import functools
    from duelist.engine.duel import Duel
    from duelist.engine.rules import get_rules
    return functools.partial(Duel, rules=get_rules(rules))


def _play_out(duel, seed):
    from duelist.agents import RandomAgent
    agents = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
    while duel.request is not None:
        req = duel.request
        duel.answer(agents[req.player].choose(duel, req))
    return duel


def _mid_game(duel, seed, turn=6):
    """Play until `turn` at a quiet point (Main Phase menu) or the end."""
    from duelist.agents import RandomAgent
    agents = (RandomAgent(seed), RandomAgent(seed + 7))
    while duel.request is not None and not (duel.turn >= turn and duel.request.kind == "idle"):
        request = duel.request
        duel.answer(agents[request.player].choose(duel, request))
    return duel


def _env_steps_per_s(deck1, deck2, seconds, rules=None):
    """Issue 14: steps per second of the RL environment `duelist/Duel-v0` (the learner's
    seat played through step() with uniformly random legal actions from the action mask,
    the other seat by the random agent), in CPU time like the duel loop; None when the
    `rl` extra (gymnasium, numpy) is not installed. The environment's duels are played under
    `rules` (None: MR5) like the bench's own."""
    try:
        import numpy as np
        from duelist.rl.env import DuelEnv
    except ImportError:
        return None
    from duelist.engine.rules import get_rules
    env = DuelEnv(opponent="random", deck=deck1, opponent_deck=deck2, rules=get_rules(rules))
    rng = np.random.default_rng(0)
    steps, episode = 0, 0
    budget = max(0.5, min(seconds, 3.0))
    start = _clock()
    obs, _ = env.reset(seed=episode)
    while _clock() - start < budget:
        legal = np.flatnonzero(obs["action_mask"])
        obs, _, terminated, truncated, _ = env.step(int(rng.choice(legal)))
        steps += 1
        if terminated or truncated:
            episode += 1
            obs, _ = env.reset(seed=episode)
    elapsed = _clock() - start
    env.close()
    return steps / elapsed if elapsed > 0 else None


def measure(deck1, deck2, seconds=5.0, warmup="auto", samples=200, progress=None, label="pair",
            warmup_max=WARMUP_MAX, rules=None):
    """The figures of one pair, every duel played under `rules` (a preset name or Rules
    object; None: MR5), made by `duel_maker`."""
    from duelist.engine.rules import get_rules
    rules = get_rules(rules)
    make_duel = duel_maker(rules)

    progress = progress or _Silent()
    results = {"python": "%s %s" % (platform.python_implementation(), platform.python_version()),
               "rules": rules.name}
    results.update(_interpreter_settings())
    # warm-up: on PyPy the JIT needs several hundred duels with effect cards (every card's
    # callbacks are new paths to compile) before it reaches its steady speed, which is what
    # long simulations see: until the rate stops rising ('auto'), or `warmup` seconds
    # (CPython: 3 duels)
    pypy = _pypy()
    start = _clock()
    seed = 0
    rates = []
    steady = None
    if pypy and warmup == "auto":
        mode = "auto"
        cap = start + max(0.0, warmup_max)
        while True:
            w_start, turns = _clock(), 0
            while True:
                turns += _play_out(make_duel(deck1, deck2, seed=seed), seed).turn
                seed += 1
                progress.show(label, "warm-up", "(%d duels, window %d)" % (seed, len(rates) + 1))
                now = _clock()
                if now - w_start >= WARMUP_WINDOW or now >= cap:
                    break
            if now - w_start >= WARMUP_WINDOW / 2.0:
                rates.append(turns / (now - w_start))
            if warmup_is_over(rates):
                steady = True
                break
            if now >= cap:
                steady = False
                break
    else:
        mode = "none" if not pypy or not warmup else "fixed"
        warm_until = start + (float(warmup) if mode == "fixed" else 0.0)
    while seed < 3 or (mode == "fixed" and _clock() < warm_until):
        _play_out(make_duel(deck1, deck2, seed=seed), seed)
        seed += 1
        progress.show(label, "warm-up", "(%d duels)" % seed)
    results["warmup_mode"] = mode
    results["warmup_duels"] = seed
    results["warmup_s"] = round(_clock() - start, 2)
    results["warmup_rates"] = [round(r) for r in rates]
    results["warmup_steady"] = steady

    # 1. the duel loop
    duels = turns = decisions = 0
    seed = 1000
    start = _clock()
    deadline = start + seconds
    while True:
        duel = _play_out(make_duel(deck1, deck2, seed=seed), seed)
        duels += 1
        turns += duel.turn
        decisions += len(duel.answers)
        seed += 1
        now = _clock()
        progress.show(label, "duel loop", "(%d duels)" % duels)
        if now >= deadline:
            break
    elapsed = now - start
    results.update(duels=duels, seconds=round(elapsed, 2), duels_per_s=duels / elapsed,
                   turns_per_s=turns / elapsed, decisions_per_s=decisions / elapsed,
                   turns_per_duel=turns / float(duels))

    # 2. set-up
    progress.show(label, "set-up", force=True)
    n = max(20, samples)
    gc.collect()        # the duel loop's garbage is not collected while timing (as for forks)
    start = _clock()
    for s in range(n):
        make_duel(deck1, deck2, seed=s)
    results["setup_ms"] = (_clock() - start) * 1000.0 / n

    # 3. memory of live duels at mid-game (a quiet point on turn 6)
    progress.show(label, "memory (mid-game)", force=True)
    count = max(10, samples)
    kb, keep = _kb_per_duel(lambda i: _mid_game(make_duel(deck1, deck2, seed=5000 + i), i), count)
    results["kb_per_live_duel"] = kb
    results["mid_game_events"] = sum(len(d.log) for d in keep) / float(count)

    # 4. forks at mid-game, at a quiet point. PyPy: like the duel loop, forks are timed once
    # the JIT has compiled them, warmed on the other half of the duels (a search forks
    # thousands of times). Two figures, each over enough forks, combined as five forks of
    # each duel (the mix this bench has always reported): the first fork of a duel and later
    # forks of the same duels (each shares the log's events, handed out read-only by each
    # Log: no fork freezes the log since round 7c), repeated until FORK_SECONDS of CPU time, so
    # that the garbage collector's pauses are spread over thousands of forks instead of
    # falling into a short timed window or not (a major collection on PyPy is several ms)
    progress.show(label, "fork", force=True)
    quiet = [d for d in keep if d.request is not None][:400]
    fork_warmup = 0
    if pypy and warmup and len(quiet) > 1:
        half = len(quiet) // 2
        warm, quiet = quiet[half:], quiet[:half]
        until = _clock() + (2.0 if warmup == "auto" else min(2.0, warmup / 5.0))
        while fork_warmup < 3000 and _clock() < until:
            for duel in warm:
                duel.fork()
            fork_warmup += len(warm)
        del warm
    quiet = quiet[:200]
    results["fork_warmup"] = fork_warmup
    first = later = None
    later_forks = 0
    if quiet:
        gc.collect()        # nothing the steps before left behind is collected while timing
        start = _clock()
        for duel in quiet:
            duel.fork()
        first = (_clock() - start) * 1000.0 / len(quiet)
        budget = min(FORK_SECONDS, max(0.05, seconds / 5.0))
        start = _clock()
        rounds = 0
        while True:
            for duel in quiet:
                duel.fork()
            rounds += 1
            elapsed = _clock() - start
            if rounds >= 4 and elapsed >= budget:
                break
        later_forks = rounds * len(quiet)
        later = elapsed * 1000.0 / later_forks
    results["fork_first_ms"] = first
    results["fork_later_ms"] = later
    results["fork_samples"] = [len(quiet), later_forks]
    results["fork_ms"] = None if first is None else (first + 4.0 * later) / 5.0
    del keep, quiet

    # 5. memory of finished duels (with their log; without it where the engine allows)
    progress.show(label, "memory (finished)", force=True)
    finished = max(5, samples // 4)
    kb, keep = _kb_per_duel(lambda i: _play_out(make_duel(deck1, deck2, seed=7000 + i), i), finished)
    results["kb_per_finished_duel"] = kb
    results["finished_duel_events"] = sum(len(d.log) for d in keep) / float(finished)
    del keep
    results["kb_per_finished_duel_no_log"] = None
    if keep_log_supported():
        kb, keep = _kb_per_duel(
            lambda i: _play_out(make_duel(deck1, deck2, seed=7000 + i, keep_log=False), i), finished)
        results["kb_per_finished_duel_no_log"] = kb
        del keep

    # 6. the RL environment (issue 14)
    results["env_steps_per_s"] = _env_steps_per_s(deck1, deck2, seconds, rules)
    return results


# ----------------------------------------------------------------------- run
def _choose_pairs(args):
    """[(name, deck1, deck2, description)] from --decks or --deck1/--deck2."""
    from duelist.cli.common import CommandError
    if args.deck1 or args.deck2:
        d1, d2 = args.deck1 or "yugi_normals", args.deck2 or "kaiba_normals"
        return [("%s:%s" % (d1, d2), d1, d2, "chosen pair")]
    if not args.decks or args.decks.strip() == "all":
        return [(name, d1, d2, what) for name, (d1, d2, what) in PAIRS]
    known = dict(PAIRS)
    out = []
    for item in args.decks.split(","):
        item = item.strip()
        if not item:
            continue
        if item in known:
            d1, d2, what = known[item]
            out.append((item, d1, d2, what))
        elif ":" in item:
            d1, d2 = item.split(":", 1)
            if not d1 or not d2:
                raise CommandError("--decks: %r needs two decks, DECK1:DECK2" % item)
            out.append((item, d1, d2, "chosen pair"))
        else:
            raise CommandError("--decks: unknown pair %r (known: %s, or DECK1:DECK2)"
                               % (item, ", ".join(PAIR_NAMES)))
    if not out:
        raise CommandError("--decks: no pair named")
    return out


def run(args):
    from duelist.cli.common import CommandError, fail, load_playable_deck
    if args.seconds <= 0:
        return fail("--seconds must be more than 0")
    if args.warmup_max < 0:
        return fail("--warmup-max cannot be negative")
    if args.samples < 1:
        return fail("--samples must be at least 1")
    if args.repeat < 1:
        return fail("--repeat must be at least 1")
    if args.repeat > 1 and args.process == "shared":
        return fail("--repeat measures each pair in fresh processes: it cannot be used with --process shared")
    from duelist.engine.rules import get_rules
    try:
        rules = get_rules(_rules_name(args))    # an unknown preset: the same error as `duelist duel`
    except ValueError as exc:
        return fail(str(exc))
    args.rules = rules.name                     # its own spelling, for the children and the figures
    try:
        pairs = _choose_pairs(args)
        loaded = []
        for name, d1, d2, what in pairs:
            loaded.append((name, d1, d2, what, load_playable_deck(d1, "deck 1 of %s" % name, rules=rules),
                           load_playable_deck(d2, "deck 2 of %s" % name, rules=rules)))
    except CommandError as exc:
        return fail(str(exc))

    pypy = _pypy()
    header = _header(pairs, args, pypy)
    out = sys.stderr if args.json else sys.stdout
    out.write(header + "\n")
    out.flush()
    per_pair = args.seconds + (_expected_warmup(args) if pypy else 0.5) + 2.0
    progress = _Progress(per_pair * len(pairs) * args.repeat)
    try:
        if args.repeat > 1:
            everything = _measure_repeated(loaded, args, progress)
        else:
            everything = _measure_each(loaded, args, progress)
    except CommandError as exc:
        progress.done()
        return fail(str(exc))
    if args.repeat > 1 and not args.json:
        progress.done()
        for r in everything:
            _print(r)
    progress.done()
    ref = [r for r in everything if r["pair"] == REFERENCE]
    for r in everything:
        r["turns_per_s_vs_normals"] = r["turns_per_s"] / ref[0]["turns_per_s"] if ref else None
        # each round's ratio (the pair's run against the normals' run of the same round)
        r["turns_per_s_vs_normals_runs"] = ([a / b for a, b in zip(r["turns_per_s_runs"], ref[0]["turns_per_s_runs"])]
                                            if ref else None)
    if args.json:
        import json
        print(json.dumps(everything[0] if len(everything) == 1 else everything, sort_keys=True))
    elif ref and len(everything) > 1:
        print("turns/s against the Normal-Monster decks (issue 11 target: at least 0.5):")
        for r in everything:
            if r["pair"] != REFERENCE:
                rounds = ""
                if r["repeat"] > 1:
                    rounds = "   (round by round: %s)" % ", ".join("%.2f" % x for x in r["turns_per_s_vs_normals_runs"])
                print("  %-24s %5.2f%s" % (r["pair"], r["turns_per_s_vs_normals"], rounds))
    sys.stdout.flush()
    return 0


def _child_command(name, args):
    """The command line that measures one pair in a fresh interpreter: this bench again,
    the same interpreter and options, for that pair alone, as JSON."""
    return [sys.executable, "-m", "duelist", "bench", "--decks", name, "--json",
            "--seconds", repr(args.seconds), "--warmup", str(args.warmup),
            "--warmup-max", repr(args.warmup_max), "--samples", str(args.samples),
            "--process", "own", "--rules", _rules_name(args)]


def _rules_name(args):
    """The preset of this run (`--rules`, MR5 where the options name none)."""
    return getattr(args, "rules", None) or DEFAULT_RULES


def _measure_in_child(name, args, progress, step="in its own process"):
    """`measure` for one pair in a child process (`--process own`): its figures, read from
    its JSON. The child inherits the environment (on PyPy the GC nursery the `duelist`
    command set) and finds this copy of duelist first on its path. A child that fails or
    prints no figures is a CommandError with the end of what it said."""
    import json
    import os
    import subprocess
    import tempfile
    from duelist.cli.common import CommandError
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([root] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    with tempfile.TemporaryFile(mode="w+") as err:
        try:
            child = subprocess.Popen(_child_command(name, args), stdout=subprocess.PIPE, stderr=err,
                                     env=env, universal_newlines=True)
        except OSError as exc:
            raise CommandError("--process own: cannot start %s for pair %s: %s" % (sys.executable, name, exc))
        try:
            while True:
                progress.show(name, step)
                try:
                    out, _ = child.communicate(timeout=0.25)
                    break
                except subprocess.TimeoutExpired:
                    continue
        except BaseException:
            child.kill()
            child.wait()
            raise
        err.seek(0)
        said = err.read().strip().splitlines()
    try:
        figures = json.loads(out) if child.returncode == 0 else None
    except ValueError:
        figures = None
    if not isinstance(figures, dict):
        tail = "\n  ".join(said[-5:]) or "(nothing on standard error)"
        raise CommandError("--process own: the child process for pair %s failed (exit status %s):\n  %s"
                           % (name, child.returncode, tail))
    return figures


def _measure_each(loaded, args, progress):
    """One run of every pair (`--repeat 1`): each in a fresh process of its own where there
    are several and `--process own`, else one after the other in this one; the text output
    prints each pair's figures as soon as it is measured. A failed child: CommandError."""
    everything = []
    own = args.process == "own" and len(loaded) > 1
    for name, d1, d2, what, deck1, deck2 in loaded:
        if own:
            r = _measure_in_child(name, args, progress)
            r["process"] = "own"
            r["pairs_before"] = []
        else:
            r = measure(deck1, deck2, args.seconds, args.warmup, args.samples, progress, name,
                        warmup_max=args.warmup_max, rules=_rules_name(args))
            r["process"] = "own" if len(loaded) == 1 else "shared"
            r["pairs_before"] = [e["pair"] for e in everything]
        r["pair"] = name
        r["decks"] = [d1, d2]
        r["what"] = what
        r["rules"] = r.get("rules") or _rules_name(args)
        r["repeat"] = 1
        r["turns_per_s_runs"] = [r["turns_per_s"]]
        everything.append(r)
        if not args.json:
            progress.done()
            _print(r)
    return everything


def _measure_repeated(loaded, args, progress):
    """`--repeat N`: every pair measured N times, each run in a fresh process, in rounds (each
    pair once, then each pair again...), so that a slow stretch of the machine falls on every
    pair alike. A pair's figures are those of its median run by turns/s (of an even number of
    runs, the lower of the two middle ones: a real run, never a mix of runs), with
    `turns_per_s_runs` (every run's turns/s, in the order run) and `repeat`."""
    runs = [[] for _ in loaded]
    for round_ in range(args.repeat):
        for i, (name, d1, d2, what, deck1, deck2) in enumerate(loaded):
            r = _measure_in_child(name, args, progress, "run %d of %d" % (round_ + 1, args.repeat))
            r["process"] = "own"
            r["pairs_before"] = []
            runs[i].append(r)
    everything = []
    for (name, d1, d2, what, deck1, deck2), pair_runs in zip(loaded, runs):
        ranked = sorted(pair_runs, key=lambda r: r["turns_per_s"])
        r = dict(ranked[(len(ranked) - 1) // 2])
        r["pair"] = name
        r["decks"] = [d1, d2]
        r["what"] = what
        r["rules"] = r.get("rules") or _rules_name(args)
        r["repeat"] = len(pair_runs)
        r["turns_per_s_runs"] = [x["turns_per_s"] for x in pair_runs]
        everything.append(r)
    return everything


def _expected_warmup(args):
    """Seconds of warm-up per pair for the progress bar (auto: a guess, under the cap)."""
    if args.warmup == "auto":
        return min(args.warmup_max, 40.0)
    return args.warmup


def _warmup_words(args):
    if args.warmup == "auto":
        return (" after a JIT warm-up until the rate stops rising (windows of %.0f s, "
                "under +%.0f%% and not %.0f%% below the best, at least %.0f s, at most %.0f s)"
                % (WARMUP_WINDOW, WARMUP_TOLERANCE * 100, WARMUP_DIP * 100,
                   WARMUP_WINDOW * WARMUP_MIN_WINDOWS, args.warmup_max))
    return " after a %.0f s JIT warm-up" % args.warmup


def _header(pairs, args, pypy):
    python = "%s %s" % (platform.python_implementation(), platform.python_version())
    lines = ["duelist bench: %s, random vs random, one core; %d pair%s: %s"
             % (python, len(pairs), "" if len(pairs) == 1 else "s", ", ".join(p[0] for p in pairs)),
             "  %.1f s of duels per pair%s; %d duels kept for memory and forks; keep_log=False %s"
             % (args.seconds, _warmup_words(args) if pypy else "",
                max(10, args.samples), "measured" if keep_log_supported() else "not offered by this engine"),
             "  %s" % ("each pair in its own process (--process own)" if args.process == "own" or len(pairs) == 1
                       else "every pair in this process, one after the other (--process shared)"),
             "  rules %s for every duel (%s)" % (_rules_name(args), "the default" if _rules_name(args) == DEFAULT_RULES
                                                 else "--rules; the default is %s" % DEFAULT_RULES)]
    if args.repeat > 1:
        lines.append("  each pair measured %d times, each in a fresh process, in rounds over the pairs; "
                     "the figures are its median run's by turns/s" % args.repeat)
    if pypy:
        settings = _interpreter_settings()
        lines.append("  JIT parameters: %s; GC nursery %s KB (PYPY_GC_NURSERY)"
                     % (settings["pypy_jit_params"], settings["pypy_gc_nursery_kb"]))
    return "\n".join(lines)


def _warmup_note(r):
    if not _pypy():
        return " (CPython: no JIT)"
    if r["warmup_mode"] == "auto":
        return " (%s; turns/s per %.0f s window: %s)" % (
            "steady" if r["warmup_steady"] else "cap reached before the rate was steady",
            WARMUP_WINDOW, ", ".join("%d" % x for x in r["warmup_rates"]))
    return " (%s)" % ("fixed" if r["warmup_mode"] == "fixed" else "none")


def _fmt(value, pattern, missing="n/a"):
    return missing if value is None else pattern % value


def _print(r):
    print("%s: %s vs %s (%s), rules %s" % (r["pair"], r["decks"][0], r["decks"][1], r["what"],
                                            r.get("rules", DEFAULT_RULES)))
    print("  turns/s        %10.0f" % r["turns_per_s"])
    if r.get("repeat", 1) > 1:
        print("                 (the median of %d runs: %s turns/s; its figures below)"
              % (r["repeat"], ", ".join("%.0f" % x for x in r["turns_per_s_runs"])))
    print("  decisions/s    %10.0f" % r["decisions_per_s"])
    print("  duels/s        %10.1f   (%d duels in %.1f s, %.1f turns per duel)"
          % (r["duels_per_s"], r["duels"], r["seconds"], r["turns_per_duel"]))
    print("  set-up         %10.3f ms per duel" % r["setup_ms"])
    print("  fork           %10s ms per fork (quiet point, turn 6; five forks of each duel:)"
          % _fmt(r["fork_ms"], "%.3f"))
    print("                 %10s ms the first of each duel, %s ms the later ones (%d timed)"
          % (_fmt(r["fork_first_ms"], "%.3f"), _fmt(r["fork_later_ms"], "%.3f"), r["fork_samples"][1]))
    print("  memory         %10s KB per live duel (turn 6, %.0f events logged)"
          % (_fmt(r["kb_per_live_duel"], "%.1f"), r["mid_game_events"]))
    print("                 %10s KB per finished duel (%.0f events logged)"
          % (_fmt(r["kb_per_finished_duel"], "%.1f"), r["finished_duel_events"]))
    print("                 %10s KB per finished duel with keep_log=False"
          % _fmt(r["kb_per_finished_duel_no_log"], "%.1f", "not offered"))
    print("  env steps/s    %10s" % _fmt(r["env_steps_per_s"], "%.0f", "n/a (pip install duelist[rl])"))
    print("  warm-up        %10d duels in %.1f s%s" % (r["warmup_duels"], r["warmup_s"], _warmup_note(r)))
    sys.stdout.flush()
