"""Issue 11 tooling: the log digests a speed change must not move.

Plays `--duels` duels (default 20) on each `duelist bench` pair with random agents and with
greedy agents, and prints one sha256 per (pair, agents) over every duel's log digest (check
`python -m duelist duel --seed 7 --quiet` beside it). Run it on main and on a changed tree (CPython and pypy3) and compare:
any difference means a speed change altered a duel.

    python scripts/perf_logs.py [--duels N] [--pairs starter,normals]
"""
import argparse
import hashlib
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from duelist.agents import RandomAgent                      # noqa: E402
from duelist.agents.greedy import GreedyAgent               # noqa: E402
from duelist.cli.bench_cmd import PAIRS                     # noqa: E402
from duelist.cli.common import load_playable_deck           # noqa: E402
from duelist.engine.duel import Duel                        # noqa: E402


def _play(duel, agents):
    while duel.request is not None:
        req = duel.request
        duel.answer(agents[req.player].choose(duel, req))
    return duel.log_digest()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--duels", type=int, default=20)
    ap.add_argument("--pairs", default=",".join(name for name, _ in PAIRS))
    args = ap.parse_args(argv)
    pairs = dict(PAIRS)
    for name in args.pairs.split(","):
        d1, d2, _ = pairs[name]
        deck1, deck2 = load_playable_deck(d1, "deck 1"), load_playable_deck(d2, "deck 2")
        for kind in ("random", "greedy"):
            h = hashlib.sha256()
            for seed in range(args.duels):
                if kind == "random":
                    agents = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
                else:
                    agents = (GreedyAgent(), GreedyAgent())
                h.update(_play(Duel(deck1, deck2, seed=seed), agents).encode())
            print("%-24s %-6s %s" % (name, kind, h.hexdigest()[:16]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
