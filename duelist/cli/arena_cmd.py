"""`duelist arena`: a round robin between agents, win rates and Elo ratings with intervals.

    duelist arena --agents random,greedy,search --duels 20 --plot arena.png

Every pair of agents plays `--duels` duels (seats and decks alternate, as
`duelist sim --swap-decks`); the table gives each pairing's win rate with its 95% Wilson
interval, and each agent's Elo rating (Bradley-Terry maximum likelihood, draws as half a
win, anchored so that the ratings average 1500) with a 95% interval from a parametric
bootstrap (seeded, so a run is reproducible).
"""

import math

from duelist.cli.common import DEFAULT_DECKS, CommandError, fail, load_playable_deck
from duelist.engine.rng import PRNG

ELO_SCALE = 400.0 / math.log(10)


def add_parser(sub):
    p = sub.add_parser("arena", help="round robin between agents: win rates and Elo with intervals")
    p.add_argument("--agents", default="random,greedy,search",
                   help="comma-separated agent names (default random,greedy,search)")
    p.add_argument("--duels", type=int, default=20, help="duels per pairing (default 20)")
    p.add_argument("--deck1", default=DEFAULT_DECKS[0], help="one deck (default %(default)s)")
    p.add_argument("--deck2", default=DEFAULT_DECKS[1], help="the other deck (default %(default)s)")
    p.add_argument("--rules", default="MR5", help="rules preset: MR1..MR5 or GOAT (default MR5)")
    p.add_argument("--seed", type=int, default=0, help="first duel seed (default 0)")
    p.add_argument("--workers", type=int, default=1, help="local processes (0: one per core)")
    p.add_argument("--plot", default=None, metavar="FILE.png",
                   help="draw the ratings and win rates (needs matplotlib: pip install 'duelist[plot]')")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.set_defaults(run=run)


def fit_elo(names, results, iterations=5000):
    """Bradley-Terry by minorization-maximization. results: {(i, j): (score_i, games)}
    with i < j, score_i counting draws as half. Each agent also gets half a win and half a
    loss against a virtual 1500 player (keeps ratings finite when one side never wins).
    Returns Elo ratings averaging 1500."""
    k = len(names)
    strength = [1.0] * k
    for _ in range(iterations):
        new = []
        for i in range(k):
            wins = 0.5
            denom = 1.0 / (strength[i] + 1.0)
            for (a, b), (score, games) in results.items():
                if games == 0 or i not in (a, b):
                    continue
                other = b if i == a else a
                wins += score if i == a else games - score
                denom += games / (strength[i] + strength[other])
            new.append(wins / denom)
        change = max(abs(a - b) / b for a, b in zip(new, strength))
        strength = new
        if change < 1e-12:
            break
    ratings = [ELO_SCALE * math.log(s) for s in strength]
    shift = 1500 - sum(ratings) / k
    return [r + shift for r in ratings]


def elo_intervals(names, results, seed=0, samples=200):
    """95% intervals of each rating by a parametric bootstrap (binomial resampling of each
    pairing's score at its Laplace-smoothed rate)."""
    rng = PRNG(seed)
    draws = [[] for _ in names]
    for _ in range(samples):
        resampled = {}
        for pair, (score, games) in results.items():
            p = (score + 1.0) / (games + 2.0)      # Laplace: a 4-0 record is not a certainty
            wins = sum(1 for _ in range(games) if rng.next32() < p * 4294967296.0)
            resampled[pair] = (wins, games)
        for i, r in enumerate(fit_elo(names, resampled)):
            draws[i].append(r)
    out = []
    for values in draws:
        values.sort()
        out.append((values[int(0.025 * (samples - 1))], values[int(0.975 * (samples - 1))]))
    return out


def round_robin(names, deck1, deck2, duels, seed=0, rules="MR5", workers=1):
    from duelist.cli.sim_cmd import simulate, wilson_interval
    pairings = []
    results = {}
    for i in range(len(names)):
        for j in range(i + 1, len(names)):
            r = simulate(deck1, deck2, names[i], names[j], duels, seed + 100000 * len(pairings), rules,
                         workers=workers, swap_decks=True)
            score = r["wins"][0] + 0.5 * r["draws"]
            results[(i, j)] = (score, duels)
            pairings.append({"p1": names[i], "p2": names[j], "wins": r["wins"], "draws": r["draws"],
                             "p1_score": score / duels, "interval": wilson_interval(score, duels)})
    ratings = fit_elo(names, results)
    intervals = elo_intervals(names, results, seed)
    return {"agents": names, "duels_per_pairing": duels, "pairings": pairings,
            "elo": {n: {"rating": ratings[i], "interval": intervals[i]} for i, n in enumerate(names)}}


def plot(report, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    names = report["agents"]
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    ratings = [report["elo"][n]["rating"] for n in names]
    lows = [r - report["elo"][n]["interval"][0] for n, r in zip(names, ratings)]
    highs = [report["elo"][n]["interval"][1] - r for n, r in zip(names, ratings)]
    left.bar(names, ratings, yerr=[lows, highs], capsize=6, color="#4c72b0")
    left.set_ylabel("Elo (95% interval)")
    left.set_ylim(min(ratings) - max(lows) - 100, max(ratings) + max(highs) + 100)
    left.set_title("ratings")
    k = len(names)
    grid = [[float("nan")] * k for _ in range(k)]
    for p in report["pairings"]:
        i, j = names.index(p["p1"]), names.index(p["p2"])
        grid[i][j] = p["p1_score"]
        grid[j][i] = 1 - p["p1_score"]
    image = right.imshow(grid, vmin=0, vmax=1, cmap="RdYlGn")
    right.set_xticks(range(k))
    right.set_xticklabels(names)
    right.set_yticks(range(k))
    right.set_yticklabels(names)
    for i in range(k):
        for j in range(k):
            if i != j:
                right.text(j, i, "%.0f%%" % (100 * grid[i][j]), ha="center", va="center")
    right.set_title("row's score against column")
    fig.colorbar(image, ax=right)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def run(args):
    from duelist.agents import make_agent
    names = [n.strip() for n in args.agents.split(",") if n.strip()]
    if len(names) < 2 or len(set(names)) != len(names):
        return fail("--agents needs at least two different agent names")
    if args.duels <= 0 or args.seed < 0 or args.workers < 0:
        return fail("--duels must be positive, --seed and --workers non-negative")
    if args.plot:
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            return fail("--plot needs matplotlib: pip install 'duelist[plot]'")
    try:
        from duelist.engine.rules import get_rules
        get_rules(args.rules)
        for name in names:
            make_agent(name)
        deck1 = load_playable_deck(args.deck1, "deck 1")
        deck2 = load_playable_deck(args.deck2, "deck 2")
    except (CommandError, ValueError) as exc:
        return fail(str(exc))
    report = round_robin(names, deck1, deck2, args.duels, args.seed, args.rules, args.workers)
    if args.plot:
        plot(report, args.plot)
    if args.json:
        import json
        print(json.dumps(report, sort_keys=True))
        return 0
    print("round robin: %s, %d duels per pairing, decks %s and %s (swapped every other pair)"
          % (", ".join(names), args.duels, args.deck1, args.deck2))
    for p in report["pairings"]:
        low, high = p["interval"]
        print("  %-10s vs %-10s %3d-%-3d (draws %d)  %5.1f%% (95%% interval %.1f%%-%.1f%%)"
              % (p["p1"], p["p2"], p["wins"][0], p["wins"][1], p["draws"], 100 * p["p1_score"],
                 100 * low, 100 * high))
    print("Elo (average 1500, 95% interval):")
    for name in sorted(names, key=lambda n: -report["elo"][n]["rating"]):
        e = report["elo"][name]
        print("  %-10s %6.0f  (%.0f-%.0f)" % (name, e["rating"], e["interval"][0], e["interval"][1]))
    if args.plot:
        print("plot written to %s" % args.plot)
    return 0
