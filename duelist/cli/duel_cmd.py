"""`duelist duel`: AI against AI, printing the log and the result."""

import sys

from duelist.cli.common import (DEFAULT_DECKS, banlist_hint, check_replay_path, CommandError,
                                effective_banlist, fail, load_playable_deck, write_replay)


def add_parser(sub):
    p = sub.add_parser("duel", help="AI vs AI: print the log and the result",
                       description="Two agents duel; prints the log and the result (same seed, "
                                   "same output).")
    p.add_argument("--p1", default="greedy", metavar="AGENT",
                   help="agent for player 1 (duelist.agents: %s; default greedy)" % _agents())
    p.add_argument("--p2", default="random", metavar="AGENT", help="agent for player 2 (default random)")
    p.add_argument("--deck1", default=DEFAULT_DECKS[0], metavar="DECK",
                   help="player 1's deck: file, ydke:// URL or bundled name (default %(default)s)")
    p.add_argument("--deck2", default=DEFAULT_DECKS[1], metavar="DECK",
                   help="player 2's deck (default %(default)s)")
    p.add_argument("--banlist", default=None,
                   help="check both decks against this banlist (GOAT, TCG, OCG...; default: the list "
                        "named like the rules preset, e.g. GOAT for --rules GOAT; 'none' for none)")
    p.add_argument("--rules", default="MR5", help="rules preset: MR1..MR5 or GOAT (default MR5)")
    p.add_argument("--seed", type=int, default=0, help="duel seed (default 0)")
    p.add_argument("--replay", metavar="FILE", help="write the replay file here")
    p.add_argument("--public", action="store_true", help="print the log as a spectator sees it")
    p.add_argument("--quiet", action="store_true", help="print only the result")
    p.add_argument("--match", action="store_true", help="a best-of-3 match with side decking")
    p.set_defaults(run=run)


def _agents():
    from duelist.agents import AGENTS
    return ", ".join(sorted(AGENTS))


def run(args):
    from duelist.agents import make_agent, play_out
    from duelist.engine.duel import Duel, DeckRefusedError
    from duelist.engine.rules import get_rules
    from duelist.engine.text import describe_result
    if args.seed < 0:
        return fail("--seed must be a non-negative integer")
    try:
        rules = get_rules(args.rules)
        check_replay_path(args.replay)
        banlist = effective_banlist(rules.name, args.banlist)
        hint = banlist_hint(rules.name, args.banlist, banlist)
        decks = [load_playable_deck(args.deck1, "deck 1", banlist, hint, rules),
                 load_playable_deck(args.deck2, "deck 2", banlist, hint, rules)]
        agents = [make_agent(args.p1, seed=args.seed * 2 + 1), make_agent(args.p2, seed=args.seed * 2 + 2)]
        if args.match:
            from duelist.match import Match
            game = Match(decks[0], decks[1], rules=rules, seed=args.seed)
        else:
            game = Duel(decks[0], decks[1], rules=rules, seed=args.seed)
    except (CommandError, ValueError, DeckRefusedError) as exc:
        return fail(str(exc))
    names = ["P1 (%s)" % agents[0].name, "P2 (%s)" % agents[1].name]
    if args.match:
        return _run_match(game, agents, names, args)
    duel = game
    play_out(duel, agents)
    _print_log(duel, names, args)
    print("Result: " + describe_result(duel.result, names))
    print("Decisions: %d, events: %d, log sha256: %s" % (len(duel.answers), len(duel.log), duel.log_digest()))
    if args.replay and not write_replay(duel, args.replay, sys.stderr):
        return 1
    if args.replay:
        print("Replay written to " + args.replay)
    return 0


def _print_log(duel, names, args):
    from duelist.engine.text import describe, describe_full
    if args.quiet:
        return
    for event in duel.log:
        line = describe(event, None, names) if args.public else describe_full(event, names)
        if line:
            print(line)


def _run_match(match, agents, names, args):
    from duelist.agents import play_out
    from duelist.engine.text import describe_result
    finished = [match.duel]

    def track(match, request, option):
        if match.duel is not None and match.duel is not finished[-1]:
            finished.append(match.duel)

    play_out(match, agents, on_decision=track)
    for n, (duel, result) in enumerate(zip(finished, match.duels), 1):
        if not args.quiet:
            print("===== Duel %d =====" % n)
        _print_log(duel, names, args)
        print("Duel %d: %s" % (n, describe_result(result, names)))
    from duelist.cli.play_cmd import match_result_text
    print("Match: " + match_result_text(match.result, names))
    print("Decisions: %d" % len(match.answers))
    if args.replay and not write_replay(match, args.replay, sys.stderr):
        return 1
    if args.replay:
        print("Replay written to " + args.replay)
    return 0
