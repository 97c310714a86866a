"""`duelist sim`: many AI-vs-AI duels, win rates with a 95% interval.

Seats alternate who goes first so the first-turn advantage cancels out; each duel's
seed comes from --seed, so a run is reproducible.
"""

import math
import time

from duelist.cli.common import DEFAULT_DECKS, CommandError, fail, load_playable_deck


def add_parser(sub):
    p = sub.add_parser("sim", help="simulate many AI-vs-AI duels and report win rates")
    p.add_argument("--p1", default="greedy", help="agent for player 1 (default greedy)")
    p.add_argument("--p2", default="random", help="agent for player 2 (default random)")
    p.add_argument("--deck1", default=DEFAULT_DECKS[0], help="player 1's deck (default %(default)s)")
    p.add_argument("--deck2", default=DEFAULT_DECKS[1], help="player 2's deck (default %(default)s)")
    p.add_argument("--banlist", default=None, help="check both decks against this banlist (e.g. GOAT, TCG, OCG)")
    p.add_argument("--rules", default="MR5", help="rules preset: MR1..MR5 or GOAT (default MR5)")
    p.add_argument("--duels", type=int, default=200, help="number of duels (default 200)")
    p.add_argument("--seed", type=int, default=0, help="first duel seed (default 0)")
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


def simulate(deck1, deck2, p1, p2, duels, seed=0, rules=None):
    from duelist.agents import make_agent, play_out
    from duelist.engine.duel import Duel
    wins = [0, 0]
    draws = 0
    turns = 0
    first_wins = 0
    reasons = {}
    start = time.perf_counter()
    for n in range(duels):
        duel_seed = seed + n
        first = n % 2
        duel = Duel(deck1, deck2, rules=rules, seed=duel_seed, first_player=first)
        agents = (make_agent(p1, duel_seed * 2 + 1), make_agent(p2, duel_seed * 2 + 2))
        play_out(duel, agents)
        winner = duel.result["winner"]
        if winner is None:
            draws += 1
        else:
            wins[winner] += 1
            first_wins += winner == first
        turns += duel.turn
        reasons[duel.result["reason"]] = reasons.get(duel.result["reason"], 0) + 1
    elapsed = time.perf_counter() - start
    return {"duels": duels, "wins": wins, "draws": draws, "first_player_wins": first_wins,
            "p1_win_rate": wins[0] / float(duels) if duels else 0.0,
            "p1_interval": wilson_interval(wins[0], duels), "turns_per_duel": turns / float(max(duels, 1)),
            "reasons": dict(sorted(reasons.items())), "seconds": elapsed}


def run(args):
    from duelist.agents import make_agent
    from duelist.engine.rules import get_rules
    if args.duels <= 0 or args.seed < 0:
        return fail("--duels must be positive and --seed non-negative")
    try:
        rules = get_rules(args.rules)
        make_agent(args.p1)
        make_agent(args.p2)
        deck1 = load_playable_deck(args.deck1, "deck 1", args.banlist)
        deck2 = load_playable_deck(args.deck2, "deck 2", args.banlist)
    except (CommandError, ValueError) as exc:
        return fail(str(exc))
    r = simulate(deck1, deck2, args.p1, args.p2, args.duels, args.seed, rules)
    if args.json:
        import json
        print(json.dumps(r, sort_keys=True))
        return 0
    low, high = r["p1_interval"]
    print("%d duels, %s (%s) vs %s (%s), %s rules, seats alternate going first"
          % (r["duels"], args.p1, args.deck1, args.p2, args.deck2, rules.name))
    print("  player 1 wins %d, player 2 wins %d, draws %d" % (r["wins"][0], r["wins"][1], r["draws"]))
    print("  player 1 win rate %.1f%% (95%% interval %.1f%%-%.1f%%)" % (100 * r["p1_win_rate"], 100 * low, 100 * high))
    print("  the player going first won %d of %d decided duels"
          % (r["first_player_wins"], r["wins"][0] + r["wins"][1]))
    print("  %.1f turns per duel; endings: %s" % (r["turns_per_duel"],
                                                 ", ".join("%s %d" % kv for kv in r["reasons"].items())))
    print("  %.1f s" % r["seconds"])
    return 0
