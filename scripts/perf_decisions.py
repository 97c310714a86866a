"""Issue 11 tooling: what a bench turn costs, decision by decision, and what target 3 asks.

    python scripts/perf_decisions.py [--duels 60] [--pairs starter,goat-warrior-zombie] [--top 12]

Plays `duelist bench`'s random-vs-random duels (seeds 100...) and times each `Duel.answer`
(perf_counter: CPU time of the engine only, not the agents') by the kind of decision and
the answer chosen (`idle:end_turn`, `zone:-`, `target:-`, `chain:activate`...): the work an
answer sets off until the next decision is charged to it (after "end_turn", the End Phase,
the next turn's Draw and Standby Phases with their windows, and the next menu).

For each pair, Normal Monsters are played right before it (the same load), and it prints
the pair's cost a turn, its decisions a turn, the top kinds, and a bound for target 3
(effect decks at least half the Normal-Monster turns/s): the pair's turn if every decision
kind that Normal-Monster duels also make cost what it costs there ("no effect tax"), plus
the effect-only decisions (targets, selections, chain asks, activations...) at today's cost.
A ratio under 0.5 there means target 3 needs the effect-only decisions cheaper too, not only
the tax on the common ones. Timing figures: run it on an idle machine. Tool output is not
kept in the repo (docs/performance.md records the figures).
"""
import argparse
import collections
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from duelist.agents import RandomAgent                      # noqa: E402
from duelist.cli.bench_cmd import PAIRS                     # noqa: E402
from duelist.cli.common import load_playable_deck           # noqa: E402
from duelist.engine.duel import Duel                        # noqa: E402

_CHOSEN = ("idle", "chain", "battle")      # request kinds whose answer names an action


def play(name, duels):
    """Seconds spent in `answer` and answers given, by decision kind; turns played."""
    d1, d2, _ = dict(PAIRS)[name]
    deck1, deck2 = load_playable_deck(d1, "deck 1"), load_playable_deck(d2, "deck 2")
    spent, count = collections.Counter(), collections.Counter()
    turns = 0
    clock = time.perf_counter
    for seed in range(100, 100 + duels):
        duel = Duel(deck1, deck2, seed=seed)
        agents = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
        while duel.request is not None:
            request = duel.request
            option = agents[request.player].choose(duel, request)
            key = "%s:%s" % (request.kind, option.kind if request.kind in _CHOSEN else "-")
            start = clock()
            duel.answer(option)
            spent[key] += clock() - start
            count[key] += 1
        turns += duel.turn
    return spent, count, turns


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--duels", type=int, default=60)
    ap.add_argument("--pairs", default="starter,goat-warrior-zombie,goat-gravekeeper-burn,goat-control-monarch")
    ap.add_argument("--top", type=int, default=12)
    args = ap.parse_args(argv)
    known = dict(PAIRS)
    for name in args.pairs.split(","):
        if name not in known or name == "normals":
            ap.error("unknown pair %r (one of: %s)" % (name, ", ".join(n for n in known if n != "normals")))
    play("normals", 3)      # warm-up
    for name in args.pairs.split(","):
        n_spent, n_count, n_turns = play("normals", args.duels)
        spent, count, turns = play(name, args.duels)
        normal_turn = sum(n_spent.values()) / n_turns
        pair_turn = sum(spent.values()) / turns
        each_normal = dict((k, n_spent[k] / n_count[k]) for k in n_count)
        if "idle:set" in each_normal:
            each_normal.setdefault("idle:set_spell", each_normal["idle:set"])   # a Set, as a monster's
        common = sum(count[k] / turns * each_normal[k] for k in count if k in each_normal)
        common_now = sum(spent[k] / turns for k in count if k in each_normal)
        effect_only = sum(spent[k] / turns for k in count if k not in each_normal)
        print("%s: %.1f us a turn, %.2f decisions a turn (Normal Monsters, played just before: %.1f us, %.2f);"
              " vs Normal Monsters %.2f" % (name, pair_turn * 1e6, sum(count.values()) / float(turns),
                                          normal_turn * 1e6, sum(n_count.values()) / float(n_turns),
                                          normal_turn / pair_turn))
        print("  decisions Normal-Monster duels also make: %.1f us a turn (%.1f at their cost there: an effect"
              " tax of %.1f); effect-only decisions: %.1f us a turn" % (
                  common_now * 1e6, common * 1e6, (common_now - common) * 1e6, effect_only * 1e6))
        print("  bound for target 3 with no effect tax: %.2f of Normal Monsters" % (normal_turn / (common + effect_only)))
        for key, seconds in spent.most_common(args.top):
            print("  %-26s %5.2f a turn %7.1f us a turn %5.1f%% %7.1f us each%s" % (
                key, count[key] / float(turns), seconds / turns * 1e6, 100.0 * seconds / sum(spent.values()),
                seconds / count[key] * 1e6,
                "" if key not in each_normal else "  (Normal Monsters: %.1f)" % (each_normal[key] * 1e6)))


if __name__ == "__main__":
    main()
