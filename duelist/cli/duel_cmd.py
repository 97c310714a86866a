"""`duelist duel`: AI against AI, printing the log and the result."""

from duelist.cli.common import DEFAULT_DECKS, CommandError, fail, load_playable_deck


def add_parser(sub):
    p = sub.add_parser("duel", help="AI vs AI: print the log and the result")
    p.add_argument("--p1", default="greedy", help="agent for player 1: random or greedy (default greedy)")
    p.add_argument("--p2", default="random", help="agent for player 2 (default random)")
    p.add_argument("--deck1", default=DEFAULT_DECKS[0], help="deck file, ydke:// URL or bundled name")
    p.add_argument("--deck2", default=DEFAULT_DECKS[1])
    p.add_argument("--rules", default="MR5", help="rules preset: MR1..MR5 or GOAT (default MR5)")
    p.add_argument("--seed", type=int, default=0, help="duel seed (default 0)")
    p.add_argument("--replay", metavar="FILE", help="write the replay file here")
    p.add_argument("--public", action="store_true", help="print the log as a spectator sees it")
    p.add_argument("--quiet", action="store_true", help="print only the result")
    p.set_defaults(run=run)


def run(args):
    from duelist.agents import make_agent, play_out
    from duelist.engine.duel import Duel, DeckRefusedError
    from duelist.engine.replay import save_replay
    from duelist.engine.rules import get_rules
    from duelist.engine.text import describe, describe_result
    if args.seed < 0:
        return fail("--seed must be a non-negative integer")
    try:
        rules = get_rules(args.rules)
        decks = [load_playable_deck(args.deck1, "deck 1"), load_playable_deck(args.deck2, "deck 2")]
        agents = [make_agent(args.p1, seed=args.seed * 2 + 1), make_agent(args.p2, seed=args.seed * 2 + 2)]
        duel = Duel(decks[0], decks[1], rules=rules, seed=args.seed)
    except (CommandError, ValueError, DeckRefusedError) as exc:
        return fail(str(exc))
    names = ["P1 (%s)" % agents[0].name, "P2 (%s)" % agents[1].name]
    play_out(duel, agents)
    if not args.quiet:
        viewer = None
        for event in duel.log:
            line = describe(event, viewer, names) if args.public else _full(describe, event, names)
            if line:
                print(line)
    print("Result: " + describe_result(duel.result, names))
    print("Decisions: %d, events: %d, log sha256: %s" % (len(duel.answers), len(duel.log), duel.log_digest()))
    if args.replay:
        save_replay(duel, args.replay)
        print("Replay written to " + args.replay)
    return 0


def _full(describe, event, names):
    """Omniscient line: private details shown for whichever player owns them."""
    private = event.get("private")
    viewer = private.get("player") if private else None
    return describe(event, viewer, names)
