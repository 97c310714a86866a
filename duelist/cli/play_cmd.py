"""`duelist play`: a duel against the built-in AI in the terminal.

The board, both LPs, hands, the phase, the log and numbered options. Type the number
of an option; `b` shows the board again, `l` the whole log, `q` quits (the replay is
still written when --replay is given).
"""

import sys

from duelist.cli.common import DEFAULT_DECKS, CommandError, fail, load_playable_deck, random_seed

POS_SHORT = {"attack": "ATK", "defense": "DEF", "set": "SET"}


def add_parser(sub):
    p = sub.add_parser("play", help="duel the computer in the terminal")
    p.add_argument("--deck", default=DEFAULT_DECKS[0], help="your deck: file, ydke:// URL or bundled name")
    p.add_argument("--ai-deck", default=DEFAULT_DECKS[1], help="the AI's deck")
    p.add_argument("--ai", default="greedy", help="AI agent: greedy (default) or random")
    p.add_argument("--banlist", default=None, help="check both decks against this banlist (e.g. GOAT, TCG, OCG)")
    p.add_argument("--rules", default="MR5", help="rules preset: MR1..MR5 or GOAT (default MR5)")
    p.add_argument("--seed", type=int, default=None, help="duel seed (default: random, printed)")
    p.add_argument("--replay", metavar="FILE", help="write the replay file here at the end")
    p.add_argument("--match", action="store_true", help="play a best-of-3 match with side decking")
    p.set_defaults(run=run)


def run(args, input_fn=None, out=None):
    from duelist.agents import make_agent
    from duelist.engine.duel import Duel, DeckRefusedError
    from duelist.engine.rules import get_rules
    out = out or sys.stdout
    seed = args.seed if args.seed is not None else random_seed()
    if seed < 0:
        return fail("--seed must be a non-negative integer")
    try:
        rules = get_rules(args.rules)
        mine = load_playable_deck(args.deck, "your deck", getattr(args, "banlist", None))
        theirs = load_playable_deck(args.ai_deck, "the AI's deck", getattr(args, "banlist", None))
        ai = make_agent(args.ai, seed=seed + 1)
        if getattr(args, "match", False):
            from duelist.match import Match
            game = Match(mine, theirs, rules=rules, seed=seed)
        else:
            game = Duel(mine, theirs, rules=rules, seed=seed)
    except (CommandError, ValueError, DeckRefusedError) as exc:
        return fail(str(exc))
    session = TerminalSession(game, human=0, ai=ai, input_fn=input_fn or input, out=out)
    # the seed fixes every shuffle (the AI's hand too): it is shown when the session ends
    print("duelist: you (Player 1, %s) vs %s AI (Player 2, %s); rules %s%s"
          % (args.deck, ai.name, args.ai_deck, rules.name,
             "; best of 3" if getattr(args, "match", False) else ""), file=out)
    try:
        session.play()
    except KeyboardInterrupt:
        print("\nInterrupted.", file=out)
    finally:
        print("Seed: %d (play this deal again with --seed %d)" % (seed, seed), file=out)
        # written however the session ends: an unfinished duel's replay re-runs up to where it stopped
        if args.replay:
            from duelist.engine.replay import save_replay
            save_replay(game, args.replay)
            print("Replay written to %s%s (re-run it with: duelist replay %s)"
                  % (args.replay, "" if game.result is not None else ", unfinished", args.replay), file=out)
    return 0


class TerminalSession(object):
    """Plays a Duel or a Match for one human at the terminal."""

    def __init__(self, game, human, ai, input_fn, out):
        self.game = game
        self.human = human
        self.ai = ai
        self.input_fn = input_fn
        self.out = out
        self.seen = 0
        self.shown_duel = None
        self.names = ["You", "AI"] if human == 0 else ["AI", "You"]

    @property
    def duel(self):
        """The duel on the table (None between the duels of a match)."""
        game = self.game
        return game.duel if hasattr(game, "duels") else game

    def say(self, text=""):
        print(text, file=self.out)

    def flush_log(self):
        from duelist.engine.text import describe
        duel = self.duel
        if duel is None:
            return
        if duel is not self.shown_duel:
            self.shown_duel = duel
            self.seen = 0
            if hasattr(self.game, "duels"):
                self.say("")
                self.say("##### Duel %d of the match (wins: you %d, AI %d) #####"
                         % (len(self.game.duels) + 1, self.game.wins[self.human],
                            self.game.wins[1 - self.human]))
        for line in _grouped_lines(duel.log[self.seen:], self.human, self.names):
            self.say("  " + line)
        self.seen = len(duel.log)

    def play(self):
        from duelist.engine.text import describe_result
        game = self.game
        while game.request is not None:
            request = game.request
            duel = self.duel
            if request.player != self.human:
                game.answer(self.ai.choose(duel if duel is not None else game, request))
                if duel is not None and duel.result is not None:
                    self.flush_log()
                continue
            self.flush_log()
            if duel is not None and duel.turn > 0:
                self.show_board()
            elif duel is None and request.kind == "side":
                self.show_side_deck()
            option = self.ask(request)
            if option is None:
                self.say("You left the %s." % ("match" if hasattr(game, "duels") else "duel"))
                return
            game.answer(option)
            duel_now = self.duel
            if duel is not None and duel_now is not duel:
                self.shown_duel = duel      # a match duel just ended: show its end
                self.flush_log()
        self.flush_log()
        self.say("")
        if hasattr(game, "duels"):
            for n, result in enumerate(game.duels, 1):
                self.say("Duel %d: %s" % (n, describe_result(result, self.names)))
            winner = game.result["winner"]
            text = "the match is a draw" if winner is None else (
                "You win the match" if winner == self.human else "The AI wins the match")
            self.say("*** %s (%d-%d) ***" % (text, game.wins[self.human], game.wins[1 - self.human]))
        else:
            self.say("*** " + describe_result(game.result, self.names) + " ***")

    def show_side_deck(self):
        from duelist.cards.db import get_card
        deck = self.game.decks[self.human]
        self.say("")
        self.say("Side decking (match score: you %d, AI %d)" % (self.game.wins[self.human],
                                                             self.game.wins[1 - self.human]))
        self.say("Side Deck: " + (", ".join(get_card(c).name for c in deck["side"]) or "(empty)"))

    def ask(self, request):
        self.say("%s" % request.prompt)
        for option in request.options:
            self.say("  %2d) %s" % (option.id, option.label))
        while True:
            try:
                text = self.input_fn("> ").strip().lower()
            except EOFError:
                return None
            if text in ("q", "quit", "exit"):
                return None
            if text in ("b", "board"):
                self.show_board()
                continue
            if text in ("l", "log") and self.duel is not None:
                from duelist.engine.text import describe
                for event in self.duel.log:
                    line = describe(event, self.human, self.names)
                    if line:
                        self.say("  " + line)
                continue
            if text in ("h", "?", "help"):
                self.say("Type an option's number; b = board, l = log, q = quit.")
                continue
            if text.isdigit() and int(text) < len(request.options):
                return request.options[int(text)]
            self.say("Please type a number from 0 to %d (h for help)." % (len(request.options) - 1))

    def show_board(self):
        view = self.duel.view(self.human)
        from duelist.engine.text import PHASE_WORDS
        phase = PHASE_WORDS.get(view["phase"], "")
        self.say("")
        whose = "Your" if view["turn_player"] == self.human else "The AI's"
        self.say("=== Turn %d: %s turn, %s ===" % (view["turn"], whose, phase))
        for p in (1 - self.human, self.human):
            side = view["players"][p]
            hand = side["hand"]
            self.say("%-4s LP %5d | hand %d | deck %d | GY %d | banished %d"
                     % (self.names[p], side["lp"], len(hand), side["deck"], len(side["grave"]),
                        len(side["banished"])))
            cells = []
            for zone in side["monsters"]:
                if zone is None:
                    cells.append("[ ------ ]")
                elif "name" in zone:
                    face = "" if zone["position"] != "set" else " (set)"
                    cells.append("[%s %d/%d %s%s]" % (zone["name"], zone.get("atk", 0), zone.get("def", 0),
                                                     POS_SHORT.get(zone["position"], ""), face))
                else:
                    cells.append("[face-down DEF]")
            self.say("     Monsters: " + " ".join(cells))
            spells = []
            for zone in side["spells"]:
                if zone is None:
                    spells.append("[ ------ ]")
                elif "name" in zone and zone["position"] != "facedown":
                    spells.append("[%s]" % zone["name"])
                elif "name" in zone:
                    spells.append("[%s (set)]" % zone["name"])      # your own Set card
                else:
                    spells.append("[ set card ]")
            field = side["field"]
            if field is not None:
                spells.append("Field: [%s]" % (field.get("name", "set card")))
            if any(z is not None for z in side["spells"]) or field is not None:
                self.say("     Spells/Traps: " + " ".join(spells))
            if side["grave"]:
                self.say("     GY: " + ", ".join(c["name"] for c in side["grave"][-5:])
                         + (" ..." if len(side["grave"]) > 5 else ""))
        if view.get("chain"):
            self.say("Chain: " + " <- ".join("%d. %s" % (link["link"], link["name"]) for link in view["chain"]))
        mine = view["players"][self.human]["hand"]
        if mine:
            from duelist.cards.db import get_card
            self.say("Your hand:")
            for card in mine:
                data = get_card(card["code"])
                if data.card_type != "Monster":
                    self.say("   - %-32s %s %s" % (data.name, data.property or "", data.card_type))
                    continue
                self.say("   - %-32s Level %-2d %-6s %-13s %5s/%-5s" % (
                    data.name, data.level or 0, data.attribute or "", data.race or "",
                    _stat(data.atk), _stat(data.defense)))


def _stat(value):
    return "?" if value is None else str(value)


def _grouped_lines(events, viewer, names):
    """Log lines for the terminal; a run of draws by one player becomes one line."""
    from duelist.engine.events import event_for
    from duelist.engine.text import describe
    lines = []
    run = []

    def flush():
        if not run:
            return
        if len(run) == 1:
            lines.append(describe(run[0], viewer, names))
        else:
            who = names[run[0]["player"]]
            seen = [event_for(e, viewer).get("name") for e in run]
            verb = "draw" if who == "You" else "draws"
            if all(seen):
                lines.append("%s %s %d cards: %s" % (who, verb, len(run), ", ".join(seen)))
            else:
                lines.append("%s %s %d cards" % (who, verb, len(run)))
        del run[:]

    for event in events:
        if event["type"] == "draw" and (not run or run[0]["player"] == event["player"]):
            run.append(event)
            continue
        flush()
        if event["type"] == "draw":
            run.append(event)
            continue
        line = describe(event, viewer, names)
        if line:
            lines.append(line)
    flush()
    return lines
