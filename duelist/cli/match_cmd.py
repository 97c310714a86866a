"""`duelist match`: a best-of-3 match under tournament rules, agents or you against an agent.

Rules: seed 004 §对战方法 (2 wins; 1 win + 2 draws; 1W 1D 1L is a draw), seed 000 §副卡組
(side decking between duels), seed 001 大會規定 (the time limit, 判定1-3). The score is
printed after each duel; a human is offered side decking between duels (as in
`duelist play --match`); --replay writes a match replay that `duelist replay FILE`
re-runs and verifies, time limit included.
"""

import sys

from duelist.cli.common import (DEFAULT_DECKS, banlist_hint, check_replay_path, CommandError,
                                effective_banlist, fail, load_playable_deck, random_seed,
                                write_replay)
from duelist.cli.play_cmd import TerminalSession

CLOCK_HELP = ("what the time limit counts: 'decisions' (each decision counts as 1 second; "
              "the default without a human, so the same seed gives the same match) or 'wall' "
              "(real time; the default with a human)")

EPILOG = """time limit (seed 001 判定1-3), when --time-limit is given:
  time runs out during a duel: the turn is finished, then 3 extra turns; more LP wins,
    equal LP goes to sudden death (the first turn that ends with different LP)
  time runs out between duels, or a duel ends after it ran out:
    a player with a win and no loss wins the match (判定3);
    otherwise (1-1, or no win yet) an extra duel of 4 turns at 4000 LP decides it (判定2)
  --time-limit takes seconds (2400) or a number with a unit: 90s, 40m, 1h30m
  --clock decisions: each decision is 1 second (40m = 2400 decisions); --clock wall: real time

examples:
  duelist match --p1 greedy --p2 random --seed 3 --replay m.json
  duelist match --p1 human --deck1 my.ydk --time-limit 40m
  duelist match --time-limit 300 --clock decisions --seed 7
"""

REASONS = {
    "two_wins": "two duel wins",
    "one_win_two_draws": "one win and two draws",
    "draw": "nobody won the match",
    "time_limit_lead": "one win and no loss when time ran out, seed 001 判定3",
    "extra_duel": "the extra duel decided it, seed 001 判定2",
    "match_win_by_card": "a card's effect won the match",
    "concede": "the match was conceded",
}


def add_parser(sub):
    import argparse
    p = sub.add_parser("match", help="a best-of-3 match with side decking and the tournament time limit",
                       description="A best-of-3 match under tournament rules: agents, or you against an agent.",
                       epilog=EPILOG,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--p1", default=None, metavar="AGENT",
                   help="agent for player 1 (random, greedy, ...), or 'human' to play that seat "
                        "yourself (default greedy)")
    p.add_argument("--p2", default=None, metavar="AGENT", help="agent for player 2 (default random; "
                   "greedy against a human)")
    p.add_argument("--deck1", default=DEFAULT_DECKS[0], metavar="DECK",
                   help="player 1's deck: file, ydke:// URL or bundled name (default %(default)s)")
    p.add_argument("--deck2", default=DEFAULT_DECKS[1], metavar="DECK",
                   help="player 2's deck (default %(default)s)")
    p.add_argument("--agents", default=None, metavar="A[,B]",
                   help="shorthand for --p1 A --p2 B; one name serves every agent seat")
    p.add_argument("--human", default=None, metavar="1|2", help="you play this seat at the terminal "
                   "(the same as --p1 human or --p2 human)")
    p.add_argument("--time-limit", default=None, metavar="TIME",
                   help="match time limit, e.g. 40m (the tournament limit), 90s, 2400 (default: none)")
    p.add_argument("--clock", default=None, metavar="decisions|wall", help=CLOCK_HELP)
    p.add_argument("--seed", type=int, default=None,
                   help="match seed (default 0 between agents; random, printed, with a human)")
    p.add_argument("--replay", metavar="PATH", help="write the match replay here")
    p.add_argument("--banlist", default=None,
                   help="check both decks against this banlist (GOAT, TCG, OCG...; default: the list "
                        "named like the rules preset, e.g. GOAT for --rules GOAT; 'none' for none)")
    p.add_argument("--rules", default="MR5", help="rules preset: MR1..MR5 or GOAT (default MR5)")
    p.set_defaults(run=run)


def _options(args):
    """(human seat or None, agent names per seat, clock name, time limit in seconds or None)."""
    from duelist.match.clock import CLOCKS, parse_time_limit
    human = None
    if args.human is not None:
        if str(args.human).strip() not in ("1", "2"):
            raise CommandError("--human must be 1 or 2 (the seat you play), not %r" % (args.human,))
        human = int(args.human) - 1
    seats = [args.p1, args.p2]
    for p, name in enumerate(seats):
        if name is not None and name.strip().lower() == "human":
            if human is not None and human != p:
                raise CommandError("only one seat can be played by a human")
            human = p
            seats[p] = None
    if args.agents is not None:
        if any(name is not None for name in seats):
            raise CommandError("give the agents with --p1/--p2 or with --agents, not both")
        names = [n.strip() for n in args.agents.split(",")]
        if not 1 <= len(names) <= 2 or not all(names):
            raise CommandError("--agents takes one or two agent names separated by a comma, not %r"
                               % args.agents)
        if len(names) == 1:
            names = names * 2
    else:
        default = ["greedy", "greedy"] if human is not None else ["greedy", "random"]
        names = [seats[p] if seats[p] is not None else default[p] for p in (0, 1)]
    clock = args.clock or ("wall" if human is not None else "decisions")
    if clock not in CLOCKS:
        raise CommandError("--clock must be 'decisions' (each decision counts as 1 second) or "
                           "'wall' (real time), not %r" % (clock,))
    limit = None
    if args.time_limit is not None:
        try:
            limit = parse_time_limit(args.time_limit)
        except ValueError as exc:
            raise CommandError("--time-limit: %s" % exc)
    return human, names, clock, limit


def run(args, input_fn=None, out=None):
    from duelist.agents import make_agent
    from duelist.engine.duel import DeckRefusedError
    from duelist.engine.rules import get_rules
    from duelist.match import Match
    from duelist.match.clock import CLOCKS
    out = out or sys.stdout
    try:
        human, agent_names, clock_name, limit = _options(args)
        seed = args.seed if args.seed is not None else (random_seed() if human is not None else 0)
        if seed < 0:
            raise CommandError("--seed must be a non-negative integer")
        rules = get_rules(args.rules)
        check_replay_path(args.replay)
        banlist = effective_banlist(rules.name, args.banlist)
        hint = banlist_hint(rules.name, args.banlist, banlist)
        decks = [load_playable_deck(args.deck1, "player 1's deck", banlist, hint, rules),
                 load_playable_deck(args.deck2, "player 2's deck", banlist, hint, rules)]
        agents = [None if p == human else make_agent(agent_names[p], seed=seed * 2 + 1 + p) for p in (0, 1)]
        match = Match(decks[0], decks[1], rules=rules, seed=seed, clock=CLOCKS[clock_name](),
                      time_limit=limit)
    except (CommandError, ValueError, DeckRefusedError) as exc:
        return fail(str(exc))
    if human is None:
        names = ["P1 (%s)" % agents[0].name, "P2 (%s)" % agents[1].name]
    else:
        names = ["You", "AI"] if human == 0 else ["AI", "You"]
    report = MatchReport(match, names, out, clock_name)
    seats = " vs ".join("%s with %s" % (names[p], deck) for p, deck in enumerate((args.deck1, args.deck2)))
    # with a human at the table the seed is shown only at the end (it fixes the AI's hands)
    shown = "" if human is not None else "seed %d; " % seed
    print("duelist match: %s; rules %s; %s%s" % (seats, rules.name, shown, report.limit_text()),
          file=out)
    sides = match.view(None)["side_decks"]
    print("Side Decks: %s %d cards, %s %d cards" % (names[0], sides[0], names[1], sides[1]), file=out)
    code = 0
    try:
        if human is None:
            from duelist.agents import play_out
            from duelist.cli.progress import Progress
            # on a terminal: a progress line (duels played, decisions) while agents play
            bar = Progress(total=None, label="match: duel", unit="decisions")

            def step(*_):
                report.update()
                bar.label = "match: duel %d," % (len(match.duels) + 1)
                bar.update()
            try:
                play_out(match, agents, on_decision=step)
            finally:
                bar.close()
        else:
            session = MatchSession(match, human, agents[1 - human], input_fn or input, out, report)
            session.play()
    except KeyboardInterrupt:
        print("\nInterrupted.", file=out)
        code = 130
    finally:
        report.update()
        if match.result is not None:
            report.tell_result()
        else:
            print("The match was left unfinished (%d-%d)." % tuple(match.wins), file=out)
        print("Decisions: %d" % len(match.answers), file=out)
        if human is not None:
            print("Seed: %d" % seed, file=out)
        if args.replay and write_replay(match, args.replay, out):
            from duelist.cli.common import command_name
            print("Replay written to %s (re-run it with: %s replay %s)"
                  % (args.replay, command_name(), args.replay), file=out)
    return code


class MatchReport(object):
    """Prints, once each and in order: each finished duel with the score, the time call,
    the start of the extra duel, and the match result."""

    def __init__(self, match, names, out, clock_name):
        self.match = match
        self.names = names
        self.out = out
        self.clock_name = clock_name
        self.duels_told = 0
        self.time_told = False
        self.extra_told = False

    def say(self, text):
        print(text, file=self.out)

    def limit_text(self):
        from duelist.match.clock import format_seconds
        limit = self.match.time_limit
        if limit is None:
            return "no time limit"
        if self.clock_name == "decisions":
            return "time limit %s (decision clock: %d decisions)" % (format_seconds(limit), limit)
        return "time limit %s (wall clock)" % format_seconds(limit)

    def update(self):
        match = self.match
        while True:
            up = match.time_up
            if up is not None and not self.time_told and self.duels_told + 1 >= up["duel"]:
                self.tell_time(up)
            elif self.duels_told < len(match.duels):
                self.tell_duel(self.duels_told)
                self.duels_told += 1
            else:
                break
        if match.extra_duel and not self.extra_told:
            self.extra_told = True
            self.say("Extra duel (seed 001 判定2): 4000 LP each, 4 turns, then more LP wins "
                     "(equal LP: sudden death)")

    def tell_time(self, up):
        self.time_told = True
        from duelist.match.clock import format_seconds
        when = ("after %d decisions" % up["answer"] if self.clock_name == "decisions"
                else "the %s limit is over" % format_seconds(self.match.time_limit))
        if up["turn"] is None:
            self.say("Time is up (%s) before duel %d: seed 001 判定2/判定3 decide the match"
                     % (when, up["duel"]))
        else:
            self.say("Time is up (%s) in duel %d, turn %d (seed 001 判定1): the turn is finished, "
                     "then 3 extra turns; after turn %d more LP wins, equal LP goes to sudden death"
                     % (when, up["duel"], up["turn"], up["turn"] + 3))

    def tell_duel(self, index):
        match = self.match
        record = match.duels[index]
        wins = [sum(1 for d in match.duels[:index + 1] if d["winner"] == p) for p in (0, 1)]
        self.say("Duel %d%s: %s. Score: %s %d, %s %d" % (
            index + 1, " (extra duel)" if record.get("extra_duel") else "",
            duel_result_text(record, self.names), self.names[0], wins[0], self.names[1], wins[1]))

    def tell_result(self):
        from duelist.cli.play_cmd import match_result_text
        self.say("Match: " + match_result_text(self.match.result, self.names))


def duel_result_text(result, names):
    """A duel's result in words, with the time-limit reasons spelled out."""
    from duelist.engine.text import describe_result
    winner, reason = result["winner"], result["reason"]
    if winner is None or reason not in ("time_limit", "sudden_death"):
        return describe_result(result, names)
    why = ("more LP when the last turn of the time limit ended" if reason == "time_limit"
           else "sudden death: more LP at the end of the turn")
    who = names[winner]
    return "%s %s on turn %d (%s)" % (who, "win" if who == "You" else "wins", result["turn"], why)


class MatchSession(TerminalSession):
    """`duelist play`'s terminal session, with the match report, the opponent's Side Deck
    size and the time left."""

    def __init__(self, match, human, ai, input_fn, out, report):
        TerminalSession.__init__(self, match, human=human, ai=ai, input_fn=input_fn, out=out)
        self.report = report

    announce_duel_end = False   # the report says each duel's result, with the score

    def flush_log(self, finished=None):
        TerminalSession.flush_log(self, finished)     # (a duel that just ended: its last lines too)
        self.report.update()

    def show_side_deck(self):
        TerminalSession.show_side_deck(self)
        self.say("The AI's Side Deck: %d cards" % len(self.game.decks[1 - self.human]["side"]))

    def ask(self, request):
        left = self.game.time_left()
        if left is not None and self.game.time_up is None:
            from duelist.match.clock import format_seconds
            self.say("(time left: %s)" % ("%d decisions" % left if self.report.clock_name == "decisions"
                                          else format_seconds(left)))
        return TerminalSession.ask(self, request)
