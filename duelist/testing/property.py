"""Property test: many random duels, invariants after every decision, replays checked,
illegal answers refused without a trace.

Runs under pytest (tests/engine/test_property.py) and stand-alone, so CI can run the
same test under pypy3 without installing pytest there:

    pypy3 -m duelist.testing.property --duels 200
"""

import argparse
import sys

from duelist.agents import GreedyAgent, RandomAgent
from duelist.engine.duel import Duel
from duelist.engine.protocol import IllegalAnswerError
from duelist.engine.replay import run_replay
from duelist.engine.rules import PRESETS
from duelist.testing.invariants import check_invariants

AGENT_PAIRS = (("random", "random"), ("greedy", "random"), ("random", "greedy"), ("greedy", "greedy"))
RULE_CYCLE = ("MR5", "MR5", "GOAT", "MR3", "MR4", "MR1", "MR2")


def _agent(name, seed):
    return RandomAgent(seed) if name == "random" else GreedyAgent()


def default_decks():
    from duelist.deck.formats import load_bundled_deck
    return load_bundled_deck("yugi_normals"), load_bundled_deck("kaiba_normals")


def starter_decks():
    """Starter Deck: Yugi and Starter Deck: Kaiba (2002), every card playable."""
    from duelist.deck.formats import load_bundled_deck
    return load_bundled_deck("yugi-starter"), load_bundled_deck("kaiba-starter")


_NORMAL_POOL = []


def random_normal_deck(seed, size=40):
    """`size` Normal Monsters drawn from the whole card database (at most 3 per name)."""
    from duelist.cards.db import all_cards
    from duelist.cards.registry import is_implemented
    from duelist.engine.rng import PRNG
    if not _NORMAL_POOL:
        _NORMAL_POOL.extend(c.code for c in all_cards() if c.is_normal_monster and is_implemented(c) and c.code == c.alias)
    pool = _NORMAL_POOL
    rng = PRNG(seed)
    deck = []
    while len(deck) < size:
        code = pool[rng.below(len(pool))]
        if deck.count(code) < 3:
            deck.append(code)
    return deck


def random_effect_deck(seed, size=40):
    """Half scripted cards (every main-deck card with a script is eligible), half Normal
    Monsters."""
    from duelist.cards.db import get_card
    from duelist.cards.registry import script_index
    from duelist.engine.rng import PRNG
    scripted = [c for c in sorted(script_index()) if not get_card(c).is_extra_deck]
    rng = PRNG(seed)
    deck = random_normal_deck(seed + 7, size - size // 2)
    while len(deck) < size:
        code = scripted[rng.below(len(scripted))]
        if deck.count(code) < 3:
            deck.append(code)
    return deck


def random_extra_deck(seed, size=15):
    """Up to `size` playable Extra Deck monsters (every scripted one and the Fusion Monsters
    without effects), at most 3 per name."""
    from duelist.cards.db import all_cards
    from duelist.cards.registry import is_implemented
    from duelist.engine.rng import PRNG
    pool = sorted(c.code for c in all_cards() if c.is_extra_deck and c.code == c.alias and is_implemented(c))
    rng = PRNG(seed)
    deck = []
    while len(deck) < size and pool:
        code = pool[rng.below(len(pool))]
        if deck.count(code) < 3:
            deck.append(code)
    return deck


def run_one(seed, decks=None, check_every=True):
    """Play one duel chosen by `seed`; return it after all checks passed.
    Seeds play, by their remainder mod 5: 0 the bundled Normal Monster decks, 1 and 3 the
    2002 starter decks (Yugi vs Kaiba), 2 two decks half made of every scripted card with an
    Extra Deck of every playable Fusion Monster (Polymerization, Metamorphosis), 4
    two decks of random Normal Monsters from the database."""
    decks = decks or default_decks()
    if seed % 5 == 4:
        from duelist.deck.formats import Deck
        decks = (Deck(main=random_normal_deck(seed)), Deck(main=random_normal_deck(seed + 100000)))
    elif seed % 5 == 2:
        from duelist.deck.formats import Deck
        decks = (Deck(main=random_effect_deck(seed), extra=random_extra_deck(seed)),
                 Deck(main=random_effect_deck(seed + 100000), extra=random_extra_deck(seed + 100000)))
    elif seed % 5 in (1, 3):
        decks = starter_decks()
    pair = AGENT_PAIRS[seed % len(AGENT_PAIRS)]
    rules = PRESETS[RULE_CYCLE[seed % len(RULE_CYCLE)]]
    first = (None, 0, 1)[seed % 3]
    d0, d1 = (decks[0], decks[1]) if seed % 2 == 0 else (decks[1], decks[0])
    duel = Duel(d0, d1, rules=rules, seed=seed, first_player=first)
    totals = (len(d0.main) + len(d0.extra), len(d1.main) + len(d1.extra))
    agents = (_agent(pair[0], seed * 2 + 1), _agent(pair[1], seed * 2 + 2))
    check_invariants(duel, totals)
    decisions = 0
    while duel.request is not None:
        request = duel.request
        if decisions % 17 == 5:
            _refuses_an_illegal_answer(duel)
        duel.answer(agents[request.player].choose(duel, request))
        decisions += 1
        if decisions > 20000:
            raise AssertionError("seed %d: duel did not end in 20000 decisions" % seed)
        if check_every:
            check_invariants(duel, totals)
    if duel.result is None:
        raise AssertionError("seed %d: no request pending but no result" % seed)
    again = run_replay(duel.replay_data(), "seed %d replay" % seed)
    if again.log != duel.log:
        raise AssertionError("seed %d: the replay's log differs" % seed)
    return duel


def _refuses_an_illegal_answer(duel):
    """An answer outside the options raises and leaves the duel exactly as it was."""
    request, events, answers = duel.request, len(duel.log), len(duel.answers)
    try:
        duel.answer(len(request.options))
    except IllegalAnswerError:
        pass
    else:
        raise AssertionError("an illegal answer was accepted")
    if duel.request is not request or len(duel.log) != events or len(duel.answers) != answers:
        raise AssertionError("an illegal answer changed the duel")


def run_many(count=200, start=0, out=None):
    decks = default_decks()
    turns = 0
    for seed in range(start, start + count):
        try:
            duel = run_one(seed, decks)
        except Exception as exc:
            raise AssertionError("property duel seed %d failed: %s: %s" % (seed, type(exc).__name__, exc))
        turns += duel.turn
    if out is not None:
        out.write("%d property duels (seeds %d-%d), %d turns: all invariants held, all replays matched\n"
                  % (count, start, start + count - 1, turns))
    return turns


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m duelist.testing.property")
    parser.add_argument("--duels", type=int, default=200)
    parser.add_argument("--start", type=int, default=0)
    args = parser.parse_args(argv)
    try:
        run_many(args.duels, args.start, sys.stdout)
    except AssertionError as exc:
        print("FAILED: %s" % exc)
        print("0 passed, 1 failed")
        return 1
    print("1 passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
