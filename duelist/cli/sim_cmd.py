"""`duelist sim`: many AI-vs-AI duels, win rates with a 95% interval.

Seats alternate who goes first so the first-turn advantage cancels out; `--swap-decks`
also alternates which agent plays which deck (so an agent comparison does not depend on
the decks). Duel n has seed `--seed` + n and its agents' seeds come from it, so a run is
reproducible, and it gives the same figures whatever `--workers` (local processes) or
`--ray` (a Ray cluster) runs it: each duel is a pure function of its number.

Two questions it answers:
- which agent is stronger: `duelist sim --p1 search --p2 greedy --swap-decks`;
- which deck wins a matchup: `duelist sim --deck1 A --deck2 B` (same agent on both sides).
"""

import math
import sys
import time

from duelist.cli.common import DEFAULT_DECKS, CommandError, fail, load_playable_deck
from duelist.cli.progress import Progress


def add_parser(sub):
    p = sub.add_parser("sim", help="simulate many AI-vs-AI duels and report win rates")
    p.add_argument("--p1", default="greedy", help="agent for player 1 (default greedy; any agent name, "
                                                  "e.g. random, greedy, search, search:N, easy, normal, hard)")
    p.add_argument("--p2", default="random", help="agent for player 2 (default random)")
    p.add_argument("--deck1", default=DEFAULT_DECKS[0], help="player 1's deck: a file, ydke:// URL or bundled name (default %(default)s)")
    p.add_argument("--deck2", default=DEFAULT_DECKS[1], help="player 2's deck (default %(default)s)")
    p.add_argument("--swap-decks", action="store_true",
                   help="every other pair of duels the agents swap decks (compare agents, not decks)")
    p.add_argument("--banlist", default=None, help="check both decks against this banlist (e.g. GOAT, TCG, OCG)")
    p.add_argument("--rules", default="MR5", help="rules preset: MR1..MR5 or GOAT (default MR5)")
    p.add_argument("--duels", type=int, default=200, help="number of duels (default 200)")
    p.add_argument("--seed", type=int, default=0, help="first duel seed (default 0)")
    p.add_argument("--workers", type=int, default=1, help="local processes (default 1; 0: one per core)")
    p.add_argument("--ray", default=None, metavar="ADDRESS",
                   help="run the duels on a Ray cluster (an address, or 'local' for a local Ray); "
                        "needs the ray extra (pip install duelist[ray])")
    p.add_argument("--progress", dest="progress", action="store_true", default=None,
                   help="show a progress line with the time left (default: when stderr is a terminal)")
    p.add_argument("--no-progress", dest="progress", action="store_false", help="never show the progress line")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.set_defaults(run=run)


def wilson_interval(wins, n, z=1.96):
    """95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / float(n)
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def duel_plan(n, seed, swap_decks):
    """Duel n: (duel seed, who goes first, whether p1 plays deck 2), a pure function of n."""
    first = n % 2
    swapped = bool(swap_decks) and (n // 2) % 2 == 1
    return seed + n, first, swapped


def play_one(job):
    """Play duel n of a run; returns a small dict. `job` is picklable (decks as lists)."""
    from duelist.agents import make_agent, play_out
    from duelist.engine.duel import Duel
    from duelist.engine.rules import get_rules
    n, deck1, deck2, p1, p2, seed, rules, swap_decks = job
    duel_seed, first, swapped = duel_plan(n, seed, swap_decks)
    seat = 1 if swapped else 0           # the seat p1's agent takes
    decks = (deck2, deck1) if swapped else (deck1, deck2)
    names = (p2, p1) if swapped else (p1, p2)
    duel = Duel(decks[0], decks[1], rules=get_rules(rules), seed=duel_seed, first_player=first)
    agents = (make_agent(names[0], duel_seed * 2 + 1 + seat), make_agent(names[1], duel_seed * 2 + 2 - seat))
    play_out(duel, agents)
    winner = duel.result["winner"]
    mine = agents[seat]
    return {"n": n, "winner": None if winner is None else (0 if winner == seat else 1),
            "p1_first": first == seat, "reason": duel.result["reason"], "turns": duel.turn,
            "p1_searches": getattr(mine, "searches", 0), "p1_search_seconds": getattr(mine, "search_seconds", 0.0)}


def _plain(deck):
    return {"main": list(deck.main), "extra": list(getattr(deck, "extra", []))} if hasattr(deck, "main") else deck


def _results(jobs, workers, ray_address, on_result):
    if ray_address:
        _ray_results(jobs, ray_address, on_result)
        return
    if workers == 1 or len(jobs) <= 1:
        for job in jobs:
            on_result(play_one(job))
        return
    import multiprocessing
    with multiprocessing.Pool(workers) as pool:
        for result in pool.imap_unordered(play_one, jobs, chunksize=1):
            on_result(result)


def _ray_results(jobs, address, on_result):
    """The duels as Ray tasks (`address` "local" starts a local Ray)."""
    import ray
    if not ray.is_initialized():
        ray.init(address=None if address == "local" else address, log_to_driver=False,
                 include_dashboard=False)
    task = ray.remote(play_one)
    pending = [task.remote(job) for job in jobs]
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        for ref in done:
            on_result(ray.get(ref))


def simulate(deck1, deck2, p1, p2, duels, seed=0, rules=None, workers=1, ray=None, swap_decks=False,
             progress=False):
    """Play `duels` duels; the figures are the same whatever `workers` / `ray`."""
    rules_name = "MR5" if rules is None else (rules if isinstance(rules, str) else rules.name)
    jobs = [(n, _plain(deck1), _plain(deck2), p1, p2, seed, rules_name, swap_decks) for n in range(duels)]
    if workers is None or workers <= 0:
        import os
        workers = os.cpu_count() or 1
    bar = Progress(total=duels, label="sim", force=bool(progress))
    if not progress:
        bar.enabled = False                 # --no-progress, even on a terminal
    results = []

    def collect(result):
        results.append(result)
        bar.update()
    start = time.perf_counter()
    with bar:
        _results(jobs, workers, ray, collect)
    elapsed = time.perf_counter() - start
    results.sort(key=lambda r: r["n"])
    wins = [0, 0]
    draws = turns = first_wins = 0
    reasons = {}
    for r in results:
        if r["winner"] is None:
            draws += 1
        else:
            wins[r["winner"]] += 1
            first_wins += (r["winner"] == 0) == r["p1_first"]
        turns += r["turns"]
        reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
    score = wins[0] + 0.5 * draws
    searches = sum(r["p1_searches"] for r in results)
    search_seconds = sum(r["p1_search_seconds"] for r in results)
    return {"p1_searches": searches,
            "p1_seconds_per_search": search_seconds / searches if searches else None,
            "duels": duels, "wins": wins, "draws": draws, "first_player_wins": first_wins,
            "p1_win_rate": wins[0] / float(duels) if duels else 0.0,
            "p1_interval": wilson_interval(wins[0], duels),
            "p1_score": score / float(duels) if duels else 0.0,
            "turns_per_duel": turns / float(max(duels, 1)),
            "reasons": dict(sorted(reasons.items())), "seconds": elapsed,
            "swap_decks": bool(swap_decks)}


def run(args):
    from duelist.agents import make_agent
    from duelist.engine.rules import get_rules
    if args.duels <= 0 or args.seed < 0:
        return fail("--duels must be positive and --seed non-negative")
    if args.workers < 0:
        return fail("--workers must be 0 (one per core) or more")
    if args.ray:
        try:
            import ray  # noqa: F401
        except ImportError:
            return fail("--ray needs Ray: pip install 'duelist[ray]'")
    try:
        rules = get_rules(args.rules)
        make_agent(args.p1)
        make_agent(args.p2)
        deck1 = load_playable_deck(args.deck1, "deck 1", args.banlist, rules=rules)
        deck2 = load_playable_deck(args.deck2, "deck 2", args.banlist, rules=rules)
    except (CommandError, ValueError) as exc:
        return fail(str(exc))
    progress = args.progress if args.progress is not None else sys.stderr.isatty()
    r = simulate(deck1, deck2, args.p1, args.p2, args.duels, args.seed, rules, workers=args.workers,
                 ray=args.ray, swap_decks=args.swap_decks, progress=progress)
    if args.json:
        import json
        print(json.dumps(r, sort_keys=True))
        return 0
    low, high = r["p1_interval"]
    if args.swap_decks:
        setup = "%s vs %s, decks %s and %s swapped every other pair" % (args.p1, args.p2, args.deck1, args.deck2)
    else:
        setup = "%s (%s) vs %s (%s)" % (args.p1, args.deck1, args.p2, args.deck2)
    print("%d duels, %s, %s rules, seats alternate going first" % (r["duels"], setup, rules.name))
    print("  player 1 wins %d, player 2 wins %d, draws %d" % (r["wins"][0], r["wins"][1], r["draws"]))
    print("  player 1 win rate %.1f%% (95%% interval %.1f%%-%.1f%%)" % (100 * r["p1_win_rate"], 100 * low, 100 * high))
    if not args.swap_decks and args.p1 == args.p2:
        lead = "deck 1 (%s)" % args.deck1 if low > 0.5 else "deck 2 (%s)" % args.deck2 if high < 0.5 else None
        print("  matchup: " + ("%s wins it (the interval excludes 50%%)" % lead if lead
                               else "no clear winner at this sample size (the interval holds 50%)"))
    print("  the player going first won %d of %d decided duels"
          % (r["first_player_wins"], r["wins"][0] + r["wins"][1]))
    print("  %.1f turns per duel; endings: %s" % (r["turns_per_duel"],
                                                 ", ".join("%s %d" % kv for kv in r["reasons"].items())))
    if r["p1_searches"]:
        print("  player 1 searched %d decisions, %.3f CPU s each on average"
              % (r["p1_searches"], r["p1_seconds_per_search"]))
    print("  %.1f s" % r["seconds"])
    return 0
