"""Property test: many random duels, invariants after every decision, the log reread by a
referee who recomputes what the rules say (docs/mutation.md), replays checked, illegal
answers refused without a trace.

Runs under pytest (tests/engine/test_property.py, fixed seeds) and stand-alone, so CI can
run it under pypy3 without installing pytest there, on seeds that differ every run:

    pypy3 -m duelist.testing.property --duels 200              # seeds from os.urandom, printed
    pypy3 -m duelist.testing.property --duels 1 --seed-base S  # replay the duel of seed S
    pypy3 -m duelist.testing.property --duels 500 --kind 2     # only seeds with seed % 6 == 2
    pypy3 -m duelist.testing.property --duels 100 --theme "Gladiator Beast"   # decks built around it
    pypy3 -m duelist.testing.property --duels 100 --kind 2 --determinize 9    # copies at quiet points
"""

import argparse
import os
import sys

from duelist.agents import GreedyAgent, RandomAgent
from duelist.agents.base import Agent
from duelist.engine.duel import Duel
from duelist.engine.protocol import IllegalAnswerError
from duelist.engine.replay import run_replay
from duelist.engine.rules import PRESETS
from duelist.testing.leaks import check_request_keys
from duelist.testing.invariants import (check_invariants, check_kept_answers, check_log, check_offers,
                                        check_once_per_turn, check_state_rules_applied,
                                        check_state_rules_at_turn_start)

AGENT_PAIRS = (("random", "random"), ("greedy", "random"), ("random", "greedy"), ("greedy", "greedy"),
               ("aggressive", "random"), ("greedy", "aggressive"), ("aggressive", "aggressive"))
# beater decks are played by at least one agent that attacks
BEATER_PAIRS = (("aggressive", "aggressive"), ("aggressive", "random"), ("greedy", "aggressive"),
                ("aggressive", "greedy"))
RULE_CYCLE = ("MR5", "MR5", "GOAT", "MR3", "MR4", "MR1", "MR2")
DECK_KINDS = 6     # seed % 6: which decks (run_one)


class AggressiveAgent(Agent):
    """Ends duels by battle: Normal Summons its strongest monster face-up, Flip Summons,
    turns Defense Position monsters to Attack, enters every Battle Phase and attacks with
    everything (directly when it may, else a random target); anything else at random."""

    name = "aggressive"

    def __init__(self, seed=0):
        self.random = RandomAgent(seed)

    def choose(self, duel, request):
        options = request.options
        by_kind = {}
        for option in options:
            by_kind.setdefault(option.kind, []).append(option)
        if request.kind == "idle":
            summons = by_kind.get("summon")
            if summons:
                return max(summons, key=lambda o: (self._atk(duel, request.player, o.card), -o.id))
            for kind in ("flip_summon", "battle"):
                if kind in by_kind:
                    return by_kind[kind][0]
            for option in by_kind.get("change_position", ()):
                if option.position == "attack":
                    return option
            if "end_turn" in by_kind:
                return by_kind["end_turn"][0]
        elif request.kind == "battle":
            attacks = by_kind.get("attack")
            if attacks:
                direct = [o for o in attacks if o.target == "player"]
                return direct[0] if direct else attacks[self.random.rng.below(len(attacks))]
            for kind in ("end_battle", "end_turn"):
                if kind in by_kind:
                    return by_kind[kind][0]
        return self.random.choose(duel, request)

    @staticmethod
    def _atk(duel, player, uid):
        """ATK of a card in its own hand, from its own view."""
        from duelist.cards.db import get_card
        for card in duel.view(player)["players"][player]["hand"]:
            if card["uid"] == uid and card.get("code") is not None:
                return get_card(card["code"]).atk or 0
        return 0


def _agent(name, seed):
    if name == "random":
        return RandomAgent(seed)
    if name == "aggressive":
        return AggressiveAgent(seed)
    return GreedyAgent()


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
        _NORMAL_POOL.extend(c.code for c in all_cards() if c.is_normal_monster and is_implemented(c)
                            and c.code == c.alias and not c.is_pendulum)     # (Pendulums need MR3+)
    pool = _NORMAL_POOL
    rng = PRNG(seed)
    deck = []
    while len(deck) < size:
        code = pool[rng.below(len(pool))]
        if deck.count(code) < 3:
            deck.append(code)
    return deck


_BEATERS = []
_BIG = []


def random_beater_deck(seed, size=40):
    """A deck made to end duels by battle: Normal Monsters of Level 4 or lower with 1300 ATK
    or more, and one in five of Level 5 or higher (Tributes)."""
    from duelist.cards.db import get_card
    from duelist.engine.rng import PRNG
    random_normal_deck(seed)           # fills the pool
    if not _BEATERS:
        for code in _NORMAL_POOL:
            data = get_card(code)
            if (data.level or 0) <= 4 and (data.atk or 0) >= 1300:
                _BEATERS.append(code)
            elif (data.level or 0) >= 5:
                _BIG.append(code)
    rng = PRNG(seed)
    deck = []
    while len(deck) < size:
        pool = _BIG if len(deck) % 5 == 4 else _BEATERS
        code = pool[rng.below(len(pool))]
        if deck.count(code) < 3:
            deck.append(code)
    return deck


THEME_SIZE = 3      # a series is a deck theme when it has this many scripted cards


def playable_scripts():
    """The passcodes of the scripted cards a deck may hold, sorted: every script but one that
    plays only part of its card (`registry.incomplete`: a deck refuses it, and so would the
    replay check of a property duel)."""
    from duelist.cards.db import get_card
    from duelist.cards.registry import incomplete, script_index
    return [c for c in sorted(script_index()) if not incomplete(get_card(c))]


def themes():
    """The series (database "series" words) with at least THEME_SIZE scripted cards, sorted:
    the archetypes a themed deck is built around (Gladiator Beast, Artifact, ...)."""
    from duelist.cards.db import get_card
    counts = {}
    for code in playable_scripts():
        for series in get_card(code).series or ():
            counts[series] = counts.get(series, 0) + 1
    return sorted(s for s, n in counts.items() if n >= THEME_SIZE)


def theme_cards(theme, rules=None, extra=False):
    """The scripted cards of series `theme` (Extra Deck ones with `extra`) that `rules` allow;
    a theme that is no series is a list of card names or passcodes, joined by "+"
    ("Proxy Dragon+Artifact Moralltach"): those cards."""
    from duelist.cards.db import find_card, get_card
    if "+" in theme or theme not in themes():
        codes = sorted(set(find_card(name).code for name in theme.split("+")))
    else:
        codes = [c for c in playable_scripts() if theme in (get_card(c).series or ())]
    return [c for c in codes if get_card(c).is_extra_deck == extra and (rules is None or rules.allows(get_card(c)))]


def random_effect_deck(seed, size=40, rules=None, theme=None):
    """Half scripted cards (every main-deck card with a script of a kind `rules` know is
    eligible), half Normal Monsters. With `theme` (a series, see themes()), three copies of
    each main-deck scripted card of that series come first, so its cards meet each other."""
    from duelist.cards.db import get_card
    from duelist.engine.rng import PRNG
    scripted = [c for c in playable_scripts() if not get_card(c).is_extra_deck
                and (rules is None or rules.allows(get_card(c)))]
    rng = PRNG(seed)
    deck = random_normal_deck(seed + 7, size - size // 2)
    if theme is not None:
        for code in theme_cards(theme, rules):
            deck.extend([code] * 3)
        deck = deck[:size]
    while len(deck) < size:
        code = scripted[rng.below(len(scripted))]
        if deck.count(code) < 3:
            deck.append(code)
    return deck


def random_extra_deck(seed, rules=None, size=15, theme=None):
    """Up to `size` playable Extra Deck monsters (every scripted one, and the Fusion and
    Synchro Monsters without effects) of the kinds `rules` know, at most 3 per name; with
    `theme`, three copies of each scripted Extra Deck monster of that series first."""
    from duelist.cards.db import all_cards
    from duelist.cards.registry import is_implemented
    from duelist.engine.rng import PRNG
    pool = sorted(c.code for c in all_cards() if c.is_extra_deck and c.code == c.alias and is_implemented(c)
                  and (rules is None or rules.allows(c)))
    rng = PRNG(seed)
    deck = []
    if theme is not None:
        for code in theme_cards(theme, rules, extra=True):
            deck.extend([code] * 3)
        deck = deck[:size]
    while len(deck) < size and pool:
        code = pool[rng.below(len(pool))]
        if deck.count(code) < 3:
            deck.append(code)
    return deck


def seed_theme(seed):
    """The theme of a seed of kind 2: one in three of them (seed // 6 % 3 == 2) builds both
    decks around the same series, the next theme of themes() every time; else None."""
    if (seed // DECK_KINDS) % 3 != 2:
        return None
    names = themes()
    return names[(seed // (DECK_KINDS * 3)) % len(names)] if names else None


def check_determinized(duel, player, seed, totals, steps=150):
    """A copy of `duel` as `player` knows it (determinization, at a quiet point) shows that
    player the same view, keeps every invariant and plays on for `steps` random decisions
    keeping them. Returns False (nothing checked) away from a quiet point."""
    from duelist.engine.determinize import determinize
    from duelist.engine.protocol import DuelError
    try:
        copy = determinize(duel, player, seed)
    except DuelError:
        return False                # mid-procedure: there is no determinization
    if copy.view(player) != duel.view(player):
        raise AssertionError("the copy determinized for player %d shows them another view" % player)
    check_invariants(copy, totals)
    check_kept_answers(copy)        # (a copy dealt other cards: nothing it keeps may be the original's)
    agents = (RandomAgent(seed), RandomAgent(seed + 1))
    for _ in range(steps):
        if copy.request is None:
            break
        copy.answer(agents[copy.request.player].choose(copy, copy.request))
        check_invariants(copy, totals)
        check_kept_answers(copy)
    return True


def run_one(seed, decks=None, check_every=True, theme=None, determinize_every=0):
    """Play one duel chosen by `seed`; return it after all checks passed.
    Seeds play, by their remainder mod 6: 0 the bundled Normal Monster decks, 1 and 3 the
    2002 starter decks (Yugi vs Kaiba), 2 two decks half made of every scripted card with an
    Extra Deck of every playable Fusion Monster (Polymerization, Metamorphosis) - one in
    three of them (seed_theme), or all with `theme`, built around one series of scripted
    cards (three of each, see themes()), 4
    two decks of random Normal Monsters from the database, 5 two decks of Normal beaters
    played by at least one aggressive agent (duels that end by battle). Without card
    scripts (0, 4, 5) the referee also recomputes every battle and Tribute from the printed
    ATK/DEF and Levels."""
    from duelist.deck.formats import Deck
    decks = decks or default_decks()
    kind = seed % DECK_KINDS
    pairs = AGENT_PAIRS
    if kind == 4:
        decks = (Deck(main=random_normal_deck(seed)), Deck(main=random_normal_deck(seed + 100000)))
    elif kind == 5:
        decks = (Deck(main=random_beater_deck(seed)), Deck(main=random_beater_deck(seed + 100000)))
        pairs = BEATER_PAIRS
    elif kind == 2:
        rules = PRESETS[RULE_CYCLE[seed % len(RULE_CYCLE)]]
        theme = theme or seed_theme(seed)
        decks = (Deck(main=random_effect_deck(seed, rules=rules, theme=theme),
                      extra=random_extra_deck(seed, rules, theme=theme)),
                 Deck(main=random_effect_deck(seed + 100000, rules=rules, theme=theme),
                      extra=random_extra_deck(seed + 100000, rules, theme=theme)))
    elif kind in (1, 3):
        decks = starter_decks()
    pair = pairs[(seed // DECK_KINDS) % len(pairs)]
    rules = PRESETS[RULE_CYCLE[seed % len(RULE_CYCLE)]]
    first = (None, 0, 1)[seed % 3]
    d0, d1 = (decks[0], decks[1]) if seed % 2 == 0 else (decks[1], decks[0])
    duel = Duel(d0, d1, rules=rules, seed=seed, first_player=first)
    totals = (len(d0.main) + len(d0.extra), len(d1.main) + len(d1.extra))
    agents = (_agent(pair[0], seed * 2 + 1), _agent(pair[1], seed * 2 + 2))
    if check_every:
        # each turn begins with what the last one changed checked (a Draw Phase hook)
        duel.hooks.setdefault("draw_phase", []).append(check_state_rules_at_turn_start)
    check_invariants(duel, totals)
    rules_only = kind in (0, 4, 5)
    decisions = 0
    while duel.request is not None:
        request = duel.request
        if decisions % 17 == 5:
            _refuses_an_illegal_answer(duel)
        if check_every:
            # every option's key (what answer(key) matches) names one option only (stop 54: two
            # triggers of one card's effect once shared one)
            check_request_keys(request)
        if determinize_every and decisions % determinize_every == 3:
            try:
                check_determinized(duel, (decisions // determinize_every) % 2, seed + decisions, totals)
            except Exception as exc:
                raise AssertionError("decision %d, determinized: %s: %s" % (decisions, type(exc).__name__, exc))
        duel.answer(agents[request.player].choose(duel, request))
        decisions += 1
        if decisions > 20000:
            raise AssertionError("seed %d: duel did not end in 20000 decisions" % seed)
        if check_every:
            check_invariants(duel, totals)
            if rules_only:
                check_offers(duel)
            else:
                # the state rules applied before every menu, whatever changed the state last
                check_state_rules_applied(duel)
                # every kept answer of the engine current is its plain computation, and a menu
                # or window offers the activations the plain rule allows
                check_kept_answers(duel)
    if duel.result is None:
        raise AssertionError("seed %d: no request pending but no result" % seed)
    check_log(duel, rules_only=rules_only)
    check_once_per_turn(duel)
    again = run_replay(duel.replay_data(), "seed %d replay" % seed)
    if again.log != duel.log:
        raise AssertionError("seed %d: the replay's log differs" % seed)
    # --- issue 8 (h8): hidden information and option keys, see duelist/testing/leaks.py ---
    if seed % 10 == 7:
        from duelist.testing.leaks import deck_order_twins
        deck_order_twins(d0, d1, seed=seed, rules=rules, first_player=seed % 2,
                         player=(seed // 10) % 2, max_steps=80)
    # --- end of the issue 8 block ---
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


def _seeds(count, start, kind=None):
    """`count` seeds from `start` on; with `kind`, only those with seed % DECK_KINDS == kind."""
    if kind is None:
        return list(range(start, start + count))
    first = start + (kind - start) % DECK_KINDS
    return [first + DECK_KINDS * i for i in range(count)]


def run_many(count=200, start=0, out=None, kind=None, theme=None, determinize_every=0):
    """Play seeds start .. start+count-1 (with `kind`, `count` seeds of that deck kind from
    `start` on; with `theme`, decks of kind 2 built around that series; with
    `determinize_every` N, a determinized copy checked every N decisions at quiet points,
    see check_determinized); returns (turns, {result reason: duels})."""
    decks = default_decks()
    turns = 0
    reasons = {}
    seeds = _seeds(count, start, kind)
    for seed in seeds:
        try:
            duel = run_one(seed, decks, theme=theme, determinize_every=determinize_every)
        except Exception as exc:
            raise AssertionError("property duel seed %d failed: %s: %s\n  replay it: python -m "
                                 "duelist.testing.property --duels 1 --seed-base %d%s%s"
                                 % (seed, type(exc).__name__, exc, seed,
                                    "" if theme is None else " --theme %r" % theme,
                                    "" if not determinize_every else " --determinize %d" % determinize_every))
        turns += duel.turn
        reason = duel.result["reason"] if duel.result["winner"] is not None else "draw"
        reasons[reason] = reasons.get(reason, 0) + 1
    if out is not None:
        out.write("%d property duels (seeds %d-%d), %d turns, ended by %s: all invariants and log "
                  "checks held, all replays matched\n"
                  % (count, seeds[0], seeds[-1], turns,
                     ", ".join("%s %d" % kv for kv in sorted(reasons.items()))))
    return turns, reasons


def fresh_seed_base():
    """A seed base that differs on every run (printed, so a failure can be replayed)."""
    return int.from_bytes(os.urandom(4), "big") % 1000000000


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m duelist.testing.property")
    parser.add_argument("--duels", type=int, default=200)
    parser.add_argument("--seed-base", "--start", dest="seed_base", type=int, default=None,
                        help="the first seed (default: a fresh one from os.urandom, printed)")
    parser.add_argument("--kind", type=int, choices=range(DECK_KINDS), default=None,
                        help="play only seeds of this deck kind (seed %% 6, see run_one)")
    parser.add_argument("--theme", default=None,
                        help="build the decks of kind 2 around this series (implies --kind 2): %s; "
                        "or around cards named with + between them (\"Proxy Dragon+Artifact "
                        "Moralltach\")" % ", ".join(themes()))
    parser.add_argument("--determinize", type=int, default=0, metavar="N",
                        help="every N decisions, at a quiet point, check a determinized copy of "
                        "the duel (same view for its player, invariants, plays on)")
    args = parser.parse_args(argv)
    if args.theme is not None:
        if args.theme not in themes():
            from duelist.cards.db import find_card
            try:
                for name in args.theme.split("+"):
                    find_card(name)
            except LookupError as exc:
                parser.error("--theme: %r is no series with %d scripted cards (%s) and no list of "
                             "cards: %s" % (args.theme, THEME_SIZE, ", ".join(themes()), exc))
        if args.kind not in (None, 2):
            parser.error("--theme builds decks of kind 2 only")
        args.kind = 2
    base = fresh_seed_base() if args.seed_base is None else args.seed_base
    seeds = _seeds(args.duels, base, args.kind)
    print("property duels: seeds %d-%d%s (run again with --seed-base %d%s%s%s)"
          % (seeds[0], seeds[-1], "" if args.kind is None else " of kind %d" % args.kind, base,
             "" if args.kind is None else " --kind %d" % args.kind,
             "" if args.theme is None else " --theme %r" % args.theme,
             "" if not args.determinize else " --determinize %d" % args.determinize), flush=True)
    try:
        run_many(args.duels, base, sys.stdout, args.kind, args.theme, args.determinize)
    except AssertionError as exc:
        print("FAILED: %s" % exc)
        print("0 passed, 1 failed")
        return 1
    print("1 passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
