"""Hardening: random duels on the bundled deck pairs, as fast as the interpreter goes, every
failure printed as one line that replays it.

The property test (duelist.testing.property) checks every invariant after every decision, on
decks it builds; this script only plays, on the decks people play: every pairing of the eight
Goat decks (duelist/deck/decks/goat_0*.ydk, mirrors included: 36 pairs), the starter decks
and the Normal-Monster decks (the `duelist bench` pairs are among them), under the bench's
rules (MR5, the default) and the Goat format's (GOAT), with random agents on both sides (the
bench's own seeding: `bench_cmd._play_out`, so a bench crash replays here) or a greedy or
aggressive agent (duelist.testing.property.AggressiveAgent) on one side.

A failure is any exception out of the engine or an agent, a request with no option, a duel
still going after MAX_TURNS turns, or one that took more than MAX_SECONDS of this process's CPU
time (not the wall clock: on a busy machine a duel is not too long for waiting its turn).
With --check, also a broken invariant (duelist.testing.invariants), and a Main or Battle Phase
menu offered before the state rules were applied (`check_state_rules_applied`: a state check
made there in a fork would still change something: an Equip Card left equipped to nothing, a
player at 0 LP, a position a continuous rule holds); with --probe, at every such menu each
option's fork reaches; and a turn that begins with what the last one left unchecked
(`check_state_rules_at_turn_start`, a Draw Phase hook); and a kept answer of the engine
(the offer cache, the field roles, the Extra Deck frames, the phase-trigger cards, the
negation state, the continuous tags present) that is current but differs from its plain
computation, or a menu or window offering other activations than the plain rule allows
(`check_kept_answers`, at every decision and when any window opens: a stale kept answer
offers an illegal activation or hides a legal one without any exception).
Each is printed on standard output as one line:

    FAIL <spec> turn <T> decision <D>: <what> | replay: pypy3 scripts/fuzz_pairs.py --replay <spec>

where <spec> is deck1,deck2,agent1,agent2,rules,seed; `--replay` plays that one duel again
and prints the traceback. The standard library only: runs under pypy3 without the venv.

    nice -n 15 pypy3 scripts/fuzz_pairs.py --seconds 1800            # all pairs, seeds from 0
    pypy3 scripts/fuzz_pairs.py --duels 5000 --seed-base 100000 --pairs goat_01:goat_07
    pypy3 scripts/fuzz_pairs.py --replay goat_01,goat_07,random,random,MR5,6685
"""

import argparse
import os
import sys
import time
import traceback

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from duelist.agents import GreedyAgent, RandomAgent               # noqa: E402
from duelist.deck.formats import load_bundled_deck                # noqa: E402
from duelist.engine.duel import Duel                              # noqa: E402
from duelist.testing.property import AggressiveAgent              # noqa: E402

GOAT = ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_02_chaos_control_community",
        "goat_03_chaos_turbo_worlds2020_community", "goat_04_warrior_swarm_metagame_2005",
        "goat_05_zombie_mchale_2005", "goat_06_gravekeeper_mchale_2005",
        "goat_07_monarch_soul_control_vargas_2005_sjc_la",
        "goat_08_burn_lockdown_face_down_fury_2005")
# short name (used in specs) -> bundled deck name
DECKS = dict((name[:7], name) for name in GOAT)
DECKS.update({"yugi-starter": "yugi-starter", "kaiba-starter": "kaiba-starter",
              "yugi_normals": "yugi_normals", "kaiba_normals": "kaiba_normals"})
PAIRS = tuple([(GOAT[i][:7], GOAT[j][:7]) for i in range(len(GOAT)) for j in range(i, len(GOAT))]
              + [("yugi-starter", "kaiba-starter"), ("yugi_normals", "kaiba_normals")])
AGENTS = (("random", "random"), ("greedy", "random"), ("random", "greedy"),
          ("aggressive", "random"), ("random", "aggressive"))
RULES = ("MR5", "GOAT")
# `--wide`: every pairing of the twelve bundled decks (Goat against starter and Normal decks
# too), every agent pairing and every rules preset
ALL_DECKS = tuple(name[:7] for name in GOAT) + ("yugi-starter", "kaiba-starter", "yugi_normals",
                                                "kaiba_normals")
WIDE_PAIRS = tuple((ALL_DECKS[i], ALL_DECKS[j]) for i in range(len(ALL_DECKS))
                   for j in range(i, len(ALL_DECKS)))
WIDE_AGENTS = tuple((a, b) for a in ("random", "greedy", "aggressive") for b in ("random", "greedy", "aggressive"))
WIDE_RULES = ("MR1", "MR2", "MR3", "MR4", "MR5", "GOAT")
MAX_TURNS = 400
MAX_SECONDS = 30.0
PROBE_STEPS = 30


class NoOption(Exception):
    """A request offered no option: no answer is legal, the duel cannot go on."""


class TooLong(Exception):
    """The duel went past the turn or wall-clock bound."""


def _agent(name, seed):
    if name == "random":
        return RandomAgent(seed)
    if name == "aggressive":
        return AggressiveAgent(seed)
    if name == "greedy":
        return GreedyAgent()
    raise ValueError("unknown agent %r" % name)


_LOADED = {}


def _deck(short):
    if short not in _LOADED:
        _LOADED[short] = load_bundled_deck(DECKS.get(short, short))
    return _LOADED[short]


class ProbeFailure(Exception):
    """An option of a menu, tried in a fork, failed a few decisions later."""


def probe_menu(duel, decision, steps=PROBE_STEPS, check=False):
    """Try every option of the menu `duel` is at, each in a fork answered on by random agents
    for `steps` decisions: an option the menu offers must lead to requests that have options
    (the bench crash of seed 6685 was a Tribute Set offered whose Tribute request had none).
    With `check`, at every Main or Battle Phase menu the fork reaches, the state rules must
    have been applied (invariants.check_state_rules_applied): every option's aftermath is
    looked at, not only the one the duel's player picks."""
    if check:
        from duelist.testing.invariants import check_kept_answers, check_state_rules_applied
    request = duel.request
    for i in range(len(request.options)):
        fork = duel.fork()
        if check:
            _check_windows(fork)
        agents = (RandomAgent(decision * 31 + i), RandomAgent(decision * 31 + i + 7))
        label = "%s" % (request.options[i],)
        try:
            fork.answer(fork.request.options[i])
            for _ in range(steps):
                r = fork.request
                if r is None:
                    break
                if not r.options:
                    raise NoOption("a %r request to player %d has no option" % (r.kind, r.player))
                if check:
                    check_state_rules_applied(fork)
                    check_kept_answers(fork)
                fork.answer(agents[r.player].choose(fork, r))
        except Exception as exc:
            raise ProbeFailure("decision %d, turn %d, %s %s tried: %s: %s"
                               % (decision, duel.turn, request.kind, label, type(exc).__name__, exc))


def _check_windows(duel):
    """--check: the kept answers checked whenever a window opens too (`check_kept_answers`
    as a hook on every window; a fork's hooks are a plain copy, so each fork gets it again)."""
    from duelist.testing.invariants import EveryWindow, check_kept_answers_in_window
    hooks = duel.hooks = EveryWindow(duel.hooks)
    every = hooks.setdefault("*", [])
    if check_kept_answers_in_window not in every:
        every.append(check_kept_answers_in_window)


def play(spec, max_turns=MAX_TURNS, max_seconds=MAX_SECONDS, check=False, probe=0):
    """Play the duel of `spec` (deck1, deck2, agent1, agent2, rules, seed) to its end; raise
    on a failure. The random agents are seeded as in `duelist bench` (seed*2+1, seed*2+2).
    With `check`, the property test's checks too: every state invariant after every
    decision, at every Main and Battle Phase menu the state rules applied (a state check
    made there in a fork changes nothing), every kept answer of the engine equal to its plain
    computation and the activations offered those the plain rule allows (`check_kept_answers`,
    at every decision and whenever a window opens), the referee's reading of the log and the
    once-per-turn limits at the end, and the replay's log the same."""
    d1, d2, a1, a2, rules, seed = spec
    deck1, deck2 = _deck(d1), _deck(d2)
    duel = Duel(deck1, deck2, rules=rules, seed=seed)
    agents = (_agent(a1, seed * 2 + 1), _agent(a2, seed * 2 + 2))
    if check:
        from duelist.testing.invariants import (check_invariants, check_kept_answers, check_state_rules_applied,
                                                check_state_rules_at_turn_start)
        totals = (len(deck1.main) + len(deck1.extra), len(deck2.main) + len(deck2.extra))
        duel.hooks.setdefault("draw_phase", []).append(check_state_rules_at_turn_start)
        _check_windows(duel)
        check_invariants(duel, totals)
        check_kept_answers(duel)
    start = time.process_time()
    decisions = 0
    request = duel.request
    while request is not None:
        if not request.options:
            raise NoOption("a %r request to player %d has no option" % (request.kind, request.player))
        if probe and decisions % probe == 0 and request.kind in ("idle", "battle") and duel._proc is None:
            probe_menu(duel, decisions, check=check)
        duel.answer(agents[request.player].choose(duel, request))
        decisions += 1
        if check:
            check_invariants(duel, totals)
            check_state_rules_applied(duel)
            check_kept_answers(duel)
        if decisions & 255 == 0:
            if duel.turn > max_turns:
                raise TooLong("still going after %d turns" % max_turns)
            if time.process_time() - start > max_seconds:
                raise TooLong("still going after %.0f s of CPU time (turn %d)" % (max_seconds, duel.turn))
        request = duel.request
    if duel.result is None:
        raise AssertionError("no request pending but no result")
    if duel.turn > max_turns:
        raise TooLong("ended after turn %d (bound %d)" % (duel.turn, max_turns))
    if check:
        from duelist.engine.replay import run_replay
        from duelist.testing.invariants import check_log, check_once_per_turn
        check_log(duel)
        check_once_per_turn(duel)
        if run_replay(duel.replay_data(), spec_text(spec)).log != duel.log:
            raise AssertionError("the replay's log differs")
    return duel


def spec_text(spec):
    return ",".join(str(x) for x in spec)


def parse_spec(text):
    parts = text.split(",")
    if len(parts) != 6:
        raise argparse.ArgumentTypeError("a spec is deck1,deck2,agent1,agent2,rules,seed: %r" % text)
    return tuple(parts[:5]) + (int(parts[5]),)


def combos(pairs, agents, rules):
    return [(p[0], p[1], a[0], a[1], r) for p in pairs for a in agents for r in rules]


def _where(exc):
    """file:line of the innermost frame of the traceback, for grouping failures."""
    tb = exc.__traceback__
    last = None
    while tb is not None:
        last = tb
        tb = tb.tb_next
    if last is None:
        return "?"
    return "%s:%d" % (os.path.basename(last.tb_frame.f_code.co_filename), last.tb_lineno)


def run(args):
    cs = combos(args.pairs, args.agents, args.rules)
    played = {}
    failures = {}
    turns = 0
    start = time.time()
    last_note = start
    i = 0
    while True:
        if args.duels is not None and i >= args.duels:
            break
        if args.seconds is not None and time.time() - start >= args.seconds:
            break
        c = cs[i % len(cs)]
        spec = c + (args.seed_base + i // len(cs),)
        i += 1
        key = "%s:%s" % (c[0], c[1])
        played[key] = played.get(key, 0) + 1
        try:
            duel = play(spec, args.max_turns, args.max_seconds, args.check, args.probe)
            turns += duel.turn
        except Exception as exc:
            what = "%s: %s" % (type(exc).__name__, str(exc).splitlines()[0] if str(exc) else "")
            sig = (type(exc).__name__, _where(exc))
            failures.setdefault(sig, []).append(spec)
            print("FAIL %s at %s: %s | replay: pypy3 scripts/fuzz_pairs.py --replay %s%s"
                  % (spec_text(spec), sig[1], what[:300], spec_text(spec),
                     (" --probe %d" % args.probe if args.probe else "") + (" --check" if args.check else "")),
                  flush=True)
        now = time.time()
        if now - last_note >= args.note_every:
            last_note = now
            sys.stderr.write("%d duels, %d turns, %.0f s, %d failures (%d kinds)\n"
                             % (i, turns, now - start, sum(len(v) for v in failures.values()), len(failures)))
            sys.stderr.flush()
    elapsed = time.time() - start
    print("# %d duels (%d combos, seeds %d-%d), %d turns in %.0f s; %d failures of %d kinds"
          % (i, len(cs), args.seed_base, args.seed_base + max(0, (i - 1) // len(cs)), turns, elapsed,
             sum(len(v) for v in failures.values()), len(failures)))
    for key in sorted(played):
        print("# played %-30s %d" % (key, played[key]))
    for sig, specs in sorted(failures.items(), key=lambda kv: -len(kv[1])):
        print("# kind %s at %s: %d, first %s" % (sig[0], sig[1], len(specs), spec_text(specs[0])))
    return 1 if failures else 0


def replay(spec, args):
    print("replaying %s" % spec_text(spec))
    try:
        duel = play(spec, args.max_turns, args.max_seconds, args.check, args.probe)
    except Exception:
        traceback.print_exc()
        return 1
    print("no failure: %s after %d turns, %d decisions" % (duel.result, duel.turn, len(duel.answers)))
    return 0


def _pairs_arg(text):
    out = []
    for item in text.split(","):
        a, _, b = item.partition(":")
        if not b:
            raise argparse.ArgumentTypeError("a pair is deck1:deck2, not %r" % item)
        out.append((a, b))
    return tuple(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--duels", type=int, default=None, help="stop after this many duels")
    ap.add_argument("--seconds", type=float, default=None, help="stop after this many seconds")
    ap.add_argument("--seed-base", type=int, default=0)
    ap.add_argument("--pairs", type=_pairs_arg, default=PAIRS,
                    help="deck1:deck2,... (short names: goat_01 .. goat_08, yugi-starter, ...)")
    ap.add_argument("--agents", type=_pairs_arg, default=AGENTS, help="agent1:agent2,...")
    ap.add_argument("--rules", type=lambda t: tuple(t.split(",")), default=RULES)
    ap.add_argument("--max-turns", type=int, default=MAX_TURNS)
    ap.add_argument("--max-seconds", type=float, default=MAX_SECONDS,
                    help="a duel running past this many seconds of CPU time fails as too long (default %(default)s)")
    ap.add_argument("--note-every", type=float, default=60.0, help="progress line every N s (stderr)")
    ap.add_argument("--check", action="store_true",
                    help="the property test's checks too (invariants every decision; slower)")
    ap.add_argument("--probe", type=int, default=0, metavar="N",
                    help="every N decisions, at a Main or Battle Phase menu, try every option in a "
                         "fork and play on %d random decisions (offered but impossible actions)" % PROBE_STEPS)
    ap.add_argument("--replay", type=parse_spec, default=None, metavar="SPEC")
    ap.add_argument("--wide", action="store_true",
                    help="every pairing of the 12 bundled decks, of the 3 agents, every rules preset "
                         "(unless --pairs, --agents, --rules say otherwise)")
    args = ap.parse_args(argv)
    if args.wide:
        given = argv if argv is not None else sys.argv[1:]
        if not any(a.startswith("--pairs") for a in given):
            args.pairs = WIDE_PAIRS
        if not any(a.startswith("--agents") for a in given):
            args.agents = WIDE_AGENTS
        if not any(a.startswith("--rules") for a in given):
            args.rules = WIDE_RULES
    if args.replay is not None:
        return replay(args.replay, args)
    if args.duels is None and args.seconds is None:
        args.duels = 1000
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
