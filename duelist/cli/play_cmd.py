"""`duelist play`: a duel against the built-in AI in the terminal.

The board fits an 80x24 terminal: a status line with the turn, the phase and both LPs
stands right above every question; the board (zones numbered 1-5 as the options name
them) is shown when it changed. Type the number of an option, or a key: `h` lists them
all (board, log, GY and banished piles, card details, auto-pass, quit). A replay of
every duel is kept (the newest 50 in the replays folder of the user's data directory,
or --replay FILE); the end screen says where it is and how to watch it.
"""

import sys
import textwrap

from duelist.cli.common import (DEFAULT_DECKS, banlist_hint, check_replay_path, command_name,
                                CommandError, effective_banlist, fail, load_playable_deck,
                                new_replay_path, prune_replays, random_seed, write_replay)

WIDTH = 80
POS_SHORT = {"attack": "ATK", "defense": "DEF", "set": "SET"}
ASK_MODES = ("always", "new", "never")
ASK_HELP = {"always": "you are asked in every window where you can respond",
            "new": "you are asked only when you can do something you have not passed on "
                   "this turn",
            "never": "you are never asked to respond (optional triggers are still asked)"}
KEYS_HELP = """Keys (type one at any question):
  N        choose option N
  b        show the board again          l      the whole duel log
  g        both Graveyards, whole        x      both banished piles, whole
  i N      details of option N's card    i TEXT details of a visible card by name
  a        how often you are asked to respond: always / new / never (now: {mode})
  h or ?   this help                     q      leave the duel (the replay is kept)
  concede  give up this duel: the AI wins it (a match goes on to the next duel)
  concede match   give up the whole match"""

CONCEDE, CONCEDE_MATCH = "concede", "concede match"


def add_parser(sub):
    p = sub.add_parser("play", help="duel the computer in the terminal",
                       description="Duel the built-in AI in the terminal. Type an option's "
                                   "number; h lists the other keys.")
    p.add_argument("--deck1", "--deck", dest="deck", default=DEFAULT_DECKS[0], metavar="DECK",
                   help="your deck: file, ydke:// URL or bundled name (default %(default)s)")
    p.add_argument("--deck2", "--ai-deck", dest="ai_deck", default=DEFAULT_DECKS[1], metavar="DECK",
                   help="the AI's deck (default %(default)s)")
    p.add_argument("--ai", default=None, metavar="AGENT",
                   help="the AI: %s (default %s)" % (", ".join(_agent_names()), _default_ai()))
    p.add_argument("--banlist", default=None,
                   help="check both decks against this banlist (GOAT, TCG, OCG...; default: the "
                        "list named like the rules preset, e.g. GOAT for --rules GOAT; 'none' for none)")
    p.add_argument("--rules", default="MR5", help="rules preset: MR1..MR5 or GOAT (default MR5)")
    p.add_argument("--seed", type=int, default=None, help="duel seed (default: random, shown at the end)")
    p.add_argument("--replay", metavar="FILE",
                   help="write the replay here (default: a new file in the replays folder)")
    p.add_argument("--no-replay", action="store_true", help="keep no replay of this duel")
    p.add_argument("--ask", default="always", choices=ASK_MODES,
                   help="when to ask you to respond: always (default), new (only when you can "
                        "do something you have not passed on this turn), never")
    p.add_argument("--match", action="store_true", help="play a best-of-3 match with side decking")
    p.set_defaults(run=run)


def _agent_names():
    from duelist.agents import AGENTS
    return sorted(AGENTS)


def _default_ai():
    from duelist import agents
    if getattr(agents, "DEFAULT_AI", None) in agents.AGENTS:
        return agents.DEFAULT_AI
    AGENTS = agents.AGENTS
    for name in ("search", "normal", "greedy"):
        if name in AGENTS:
            return name
    return sorted(AGENTS)[0]


def run(args, input_fn=None, out=None):
    import os
    from duelist.agents import make_agent
    from duelist.engine.duel import Duel, DeckRefusedError
    from duelist.engine.rules import get_rules
    out = out or sys.stdout
    seed = args.seed if args.seed is not None else random_seed()
    if seed < 0:
        return fail("--seed must be a non-negative integer")
    match = getattr(args, "match", False)
    ai_name = getattr(args, "ai", None) or _default_ai()
    try:
        rules = get_rules(args.rules)
        banlist = effective_banlist(rules.name, getattr(args, "banlist", None))
        hint = banlist_hint(rules.name, getattr(args, "banlist", None), banlist)
        replay = None
        if not getattr(args, "no_replay", False):
            replay = check_replay_path(args.replay) if args.replay else None
        mine = load_playable_deck(args.deck, "your deck", banlist, hint, rules)
        theirs = load_playable_deck(args.ai_deck, "the AI's deck", banlist, hint, rules)
        ai = make_agent(ai_name, seed=seed + 1)
        if match:
            from duelist.match import Match
            game = Match(mine, theirs, rules=rules, seed=seed)
        else:
            game = Duel(mine, theirs, rules=rules, seed=seed)
    except (CommandError, ValueError, DeckRefusedError) as exc:
        return fail(str(exc))
    kept = False
    if replay is None and not getattr(args, "no_replay", False):
        replay = new_replay_path("match" if match else "duel")
        kept = replay is not None
    session = TerminalSession(game, human=0, ai=ai, input_fn=input_fn or input, out=out,
                              ask_mode=getattr(args, "ask", "always"))
    # the seed fixes every shuffle (the AI's hand too): it is shown when the session ends
    print(_fit("duelist: you (%s) vs the %s AI (%s)" % (args.deck, ai.name, args.ai_deck)), file=out)
    print(_fit("Rules %s%s%s; type h at any question for help"
               % (rules.name, "; banlist %s" % banlist if banlist else "", "; best of 3" if match else "")),
          file=out)
    code = 0
    try:
        session.play()
    except KeyboardInterrupt:
        print("\nInterrupted.", file=out)
        code = 130
    finally:
        print("Seed: %d (play this deal again with --seed %d)" % (seed, seed), file=out)
        # written however the session ends: an unfinished duel's replay re-runs up to where it stopped
        if replay and write_replay(game, replay, out):
            if kept:
                prune_replays(os.path.dirname(replay))
            unfinished = "" if game.result is not None else " (unfinished)"
            print("Replay%s saved: %s" % (unfinished, replay), file=out)
            print("Watch it: %s replay %s --show" % (command_name(), _quote(replay)), file=out)
    return code


def _quote(path):
    import shlex
    return shlex.quote(path)


def _fit(text, indent="", width=WIDTH):
    """Wrap a line to the terminal width (continuation lines indented)."""
    if len(text) <= width:
        return text
    return "\n".join(textwrap.wrap(text, width=width, subsequent_indent=indent + "    ",
                                   break_long_words=True, break_on_hyphens=False))


def _cut(text, width):
    return text if len(text) <= width else text[:width - 1] + "~"


class TerminalSession(object):
    """Plays a Duel or a Match for one human at the terminal."""

    announce_duel_end = True    # a match's duel result said when it ends (MatchSession reports it itself)

    def __init__(self, game, human, ai, input_fn, out, ask_mode="always"):
        self.game = game
        self.human = human
        self.ai = ai
        self.input_fn = input_fn
        self.out = out
        self.seen = 0
        self.shown_duel = None
        self.names = ["You", "AI"] if human == 0 else ["AI", "You"]
        self.ask_mode = ask_mode if ask_mode in ASK_MODES else "always"
        self.passed = {}            # turn -> keys of responses you passed on (the "new" mode)
        self.board_shown_at = None  # (duel, log length) when the board was last drawn

    @property
    def duel(self):
        """The duel on the table (None between the duels of a match)."""
        game = self.game
        return game.duel if hasattr(game, "duels") else game

    def say(self, text="", indent=""):
        print(_fit(text, indent), file=self.out)

    def flush_log(self, finished=None):
        """Print the log lines not shown yet: of the duel on the table, or of `finished`, a
        match's duel that just ended (between two duels the table holds none)."""
        duel = finished if finished is not None else self.duel
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
            self.say("  " + line, "  ")
        if finished is not None and finished.result is not None and self.seen < len(duel.log) \
                and hasattr(self.game, "duels") and self.announce_duel_end:
            # a match's duel ended: said at once (the end screen lists every duel again)
            self.say("*** Duel %d: %s ***" % (len(self.game.duels), _result_text(finished.result, self.names)))
        self.seen = len(duel.log)

    def play(self):
        game = self.game
        while game.request is not None:
            request = game.request
            duel = self.duel
            if request.player != self.human:
                option = self.ai.choose(duel if duel is not None else game, request)
                game.answer(option)
                if request.kind == "chain" and option.kind == "pass":
                    self.flush_log()
                    self.say("  AI does not respond")
                if duel is not None and duel.result is not None:
                    self.flush_log(duel)
                continue
            auto = self.auto_pass(request)
            if auto is not None:
                self.flush_log()
                self.say("  (you pass: auto-pass is '%s'; type a at a question to change it)"
                         % self.ask_mode)
                game.answer(auto)
                continue
            self.flush_log()
            if duel is not None and duel.turn > 0 and self.board_shown_at != (duel, len(duel.log)):
                self.show_board()
            elif duel is None and request.kind == "side":
                self.show_side_deck()
            option = self.ask(request)
            if option is None:
                self.say("You left the %s." % ("match" if hasattr(game, "duels") else "duel"))
                return
            if option in (CONCEDE, CONCEDE_MATCH):
                if hasattr(game, "duels"):
                    game.concede(self.human, match=option == CONCEDE_MATCH)
                else:
                    game.concede(self.human)
                self.flush_log(duel)
                continue
            if request.kind == "chain" and option.kind == "pass" and duel is not None:
                self.passed.setdefault(duel.turn, set()).update(
                    o.key for o in request.options if o.kind != "pass")
            game.answer(option)
            duel_now = self.duel
            if duel is not None and duel_now is not duel:
                self.flush_log(duel)        # a match duel just ended: show its end
        self.flush_log()
        self.say("")
        if hasattr(game, "duels"):
            for n, result in enumerate(game.duels, 1):
                self.say("Duel %d: %s" % (n, _result_text(result, self.names)))
            self.say("*** Match: %s ***" % match_result_text(game.result, self.names))
        else:
            self.say("*** " + _result_text(game.result, self.names) + " ***")

    def auto_pass(self, request):
        """The pass option when the ask setting answers this response window by itself."""
        if request.kind != "chain" or self.ask_mode == "always":
            return None
        passes = [o for o in request.options if o.kind == "pass"]
        if not passes:
            return None
        if self.ask_mode == "never":
            return passes[0]
        duel = self.duel
        done = self.passed.get(duel.turn if duel is not None else None, set())
        if all(o.key in done for o in request.options if o.kind != "pass"):
            return passes[0]
        return None

    def show_side_deck(self):
        from duelist.cards.db import get_card
        deck = self.game.decks[self.human]
        self.say("")
        self.say("Side decking (match score: you %d, AI %d)" % (self.game.wins[self.human],
                                                             self.game.wins[1 - self.human]))
        self.say("Side Deck: " + (", ".join(get_card(c).name for c in deck["side"]) or "(empty)"))

    # ----- the question -----

    def status_line(self):
        """Turn, phase and both LPs: printed right above every question."""
        duel = self.duel
        if duel is None or duel.turn == 0:
            return None
        from duelist.engine.text import PHASE_WORDS
        view = duel.view(self.human)
        me, them = view["players"][self.human], view["players"][1 - self.human]
        whose = "your turn" if view["turn_player"] == self.human else "AI's turn"
        text = "-- Turn %d, %s, %s | You %d LP | AI %d LP " % (
            view["turn"], whose, PHASE_WORDS.get(view["phase"], view["phase"]), me["lp"], them["lp"])
        return _cut(text.ljust(WIDTH, "-"), WIDTH)

    def option_labels(self, request):
        """Each option's line; options that read alike say which card they mean."""
        labels = [o.label for o in request.options]
        counts = {}
        for label in labels:
            counts[label] = counts.get(label, 0) + 1
        duel = self.duel
        if duel is None or all(n == 1 for n in counts.values()):
            return labels
        places = self.places()
        out = []
        for option, label in zip(request.options, labels):
            if counts[label] > 1:
                where = places.get(option.target) if option.target not in (None, "player") else None
                where = where or places.get(option.card)
                if where:
                    label = "%s (%s)" % (label, where)
            out.append(label)
        # still alike (two cards in one hand, say): number them
        seen = {}
        for i, label in enumerate(out):
            if out.count(label) > 1:
                seen[label] = seen.get(label, 0) + 1
                out[i] = "%s (#%d)" % (label, seen[label])
        return out

    def places(self):
        """uid -> where the human sees it ("your zone 2", "AI's Spell & Trap 3", "your hand")."""
        view = self.duel.view(self.human)
        out = {}
        for p, side in enumerate(view["players"]):
            owner = "your" if p == self.human else "AI's"
            for i, zone in enumerate(side["monsters"]):
                if zone is not None:
                    out[zone["uid"]] = "%s zone %d" % (owner, i + 1)
            for i, zone in enumerate(side["spells"]):
                if zone is not None:
                    out[zone["uid"]] = "%s S/T %d" % (owner, i + 1)
            if side["field"] is not None:
                out[side["field"]["uid"]] = "%s Field Zone" % owner
            for i, zone in enumerate(side.get("pendulum") or ()):
                if zone is not None:       # (MR3: zones of their own; MR4+: S/T 1 and 5)
                    out.setdefault(zone["uid"], "%s Pendulum Zone %s" % (owner, "left" if i == 0 else "right"))
            for card in side.get("extra_face_up") or ():
                out.setdefault(card["uid"], "%s Extra Deck (face-up)" % owner)
            if isinstance(side["hand"], list):
                for i, card in enumerate(side["hand"]):
                    out[card["uid"]] = "%s hand %d" % (owner, i + 1)
            for card in side["grave"]:
                out.setdefault(card["uid"], "%s GY" % owner)
        for i, zone in enumerate(view.get("extra_monster_zones") or ()):
            if zone is not None:
                out[zone["uid"]] = "Extra Monster Zone %s" % ("left" if i == 0 else "right")
        return out

    def ask(self, request):
        status = self.status_line()
        if status:
            self.say(status)
        self.say(request.prompt)
        if request.kind == "zone" and self.duel is not None:
            self.show_zone_row(request)
        for option, label in zip(request.options, self.option_labels(request)):
            self.say("  %2d) %s" % (option.id, label), "      ")
        while True:
            try:
                text = self.input_fn("> ").strip()
            except EOFError:
                return None
            low = text.lower()
            if low in ("q", "quit", "exit"):
                return None
            if " ".join(low.split()) in (CONCEDE, CONCEDE_MATCH):
                what = " ".join(low.split())
                if what == CONCEDE and self.duel is None:
                    what = CONCEDE_MATCH        # between two duels: no duel to concede
                if what == CONCEDE_MATCH and not hasattr(self.game, "duels"):
                    what = CONCEDE
                return what
            if low in ("b", "board"):
                if self.duel is not None:
                    self.show_board()
                continue
            if low in ("l", "log") and self.duel is not None:
                from duelist.engine.text import describe
                for event in self.duel.log:
                    line = describe(event, self.human, self.names)
                    if line:
                        self.say("  " + line, "  ")
                continue
            if low in ("g", "gy", "grave") and self.duel is not None:
                self.show_piles("grave", "Graveyard")
                continue
            if low in ("x", "banished") and self.duel is not None:
                self.show_piles("banished", "banished")
                continue
            if low == "a":
                self.ask_mode = ASK_MODES[(ASK_MODES.index(self.ask_mode) + 1) % len(ASK_MODES)]
                self.say("Auto-pass is now '%s': %s." % (self.ask_mode, ASK_HELP[self.ask_mode]))
                continue
            if low.startswith("i ") or low == "i":
                self.show_card(text[1:].strip(), request)
                continue
            if low in ("h", "?", "help"):
                for line in KEYS_HELP.format(mode=self.ask_mode).splitlines():
                    self.say(line)
                continue
            # isdecimal, not isdigit: "\u00b2" is a digit that int() refuses
            if low.isdecimal() and int(low) < len(request.options):
                return request.options[int(low)]
            self.say("Please type a number from 0 to %d (h for help)." % (len(request.options) - 1))

    def show_zone_row(self, request):
        """Before a `zone` question: the row of zones it is about, numbered as the board
        and the options number them (--- is an empty zone)."""
        view = self.duel.view(self.human)
        names = [o.name or "" for o in request.options]
        spell = any(n.startswith("Spell") for n in names)
        theirs = any(n.endswith("(opponent's field)") for n in names)
        p = 1 - self.human if theirs else self.human
        row = view["players"][p]["spells" if spell else "monsters"]
        cells = []
        for i, zone in enumerate(row):
            if zone is None:
                cells.append("%d ---" % (i + 1))
            else:
                cells.append("%d %s" % (i + 1, _cut(zone.get("name", "Set card" if spell else "face-down"), 16)))
        self.say("%s %s: %s" % ("AI's" if theirs else "Your", "Spell & Trap Zones" if spell else "Monster Zones",
                                " | ".join(cells)), "    ")
        if not spell and view.get("extra_monster_zones"):
            self._show_extra_zones(view)

    # ----- what the human may look at -----

    def visible_cards(self):
        """(where, card view) for every card whose face the human may see."""
        view = self.duel.view(self.human)
        out = []
        for p in (self.human, 1 - self.human):
            side = view["players"][p]
            owner = "your" if p == self.human else "AI's"
            if isinstance(side["hand"], list):
                out.extend(("%s hand" % owner, c) for c in side["hand"] if "code" in c)
            for i, c in enumerate(side["monsters"]):
                if c is not None and "code" in c:
                    out.append(("%s zone %d" % (owner, i + 1), c))
            for i, c in enumerate(side["spells"]):
                if c is not None and "code" in c:
                    out.append(("%s S/T %d" % (owner, i + 1), c))
            if side["field"] is not None and "code" in side["field"]:
                out.append(("%s Field Zone" % owner, side["field"]))
            out.extend(("%s GY" % owner, c) for c in side["grave"] if "code" in c)
            out.extend(("%s banished" % owner, c) for c in side["banished"] if "code" in c)
            for c in side.get("pendulum") or ():
                if c is not None and "code" in c:
                    out.append(("%s Pendulum Zone" % owner, c))
            if isinstance(side["extra"], list):
                out.extend(("%s Extra Deck" % owner, c) for c in side["extra"] if "code" in c)
            else:
                out.extend(("%s Extra Deck (face-up)" % owner, c) for c in side.get("extra_face_up") or ())
        for zone in view.get("extra_monster_zones") or ():
            if zone is not None and "code" in zone:
                out.append(("Extra Monster Zone", zone))
        return out

    def show_card(self, what, request):
        if not what:
            self.say("Type i and an option number (i 3) or part of a card's name (i skull).")
            return
        cards = self.visible_cards() if self.duel is not None else []
        code = None
        if what.isdecimal():            # not isdigit: int() refuses "\u00b2"
            n = int(what)
            if n >= len(request.options):
                self.say("There is no option %d." % n)
                return
            option = request.options[n]
            uid = option.target if option.target not in (None, "player") and option.card is None else option.card
            for _, card in cards:
                if card["uid"] in (uid, option.target):
                    code = card["code"]
                    break
            if code is None and getattr(option, "name", None):
                code = _code_by_name(option.name)
            if code is None:
                self.say("Option %d names no card you can see." % n)
                return
        else:
            needle = what.lower()
            found = []
            for where, card in cards:
                if needle in card["name"].lower() and card["code"] not in [c for _, c in found]:
                    found.append((where, card["code"]))
            if not found:
                self.say("No card you can see is named like %r." % what)
                return
            if len(found) > 1:
                self.say("Several cards match: " + ", ".join(sorted(set(
                    _card_name(c) for _, c in found))) + ". Type more of the name.")
                return
            code = found[0][1]
        for line in card_details(code):
            self.say(line, "  ")

    def show_piles(self, key, title):
        view = self.duel.view(self.human)
        for p in (self.human, 1 - self.human):
            pile = view["players"][p][key]
            owner = "Your" if p == self.human else "The AI's"
            self.say("%s %s (%d):" % (owner, title, len(pile)))
            if not pile:
                self.say("   (empty)")
            for n, card in enumerate(pile, 1):
                self.say("  %2d. %s" % (n, card.get("name", "a face-down card")))

    def show_board(self):
        duel = self.duel
        view = duel.view(self.human)
        self.board_shown_at = (duel, len(duel.log))
        self.say("")
        for p in (1 - self.human, self.human):
            side = view["players"][p]
            extra = side["extra"] if isinstance(side["extra"], int) else len(side["extra"])
            self.say(_cut("%-3s LP %5d | hand %d | deck %d | extra %d | GY %d | banished %d"
                          % (self.names[p], side["lp"], len(side["hand"]), side["deck"], extra,
                             len(side["grave"]), len(side["banished"])), WIDTH))
            shown = [(i, z) for i, z in enumerate(side["monsters"]) if z is not None]
            for i, zone in shown:
                self.say("    zone %d   %s" % (i + 1, _monster_line(zone)), "           ")
            spells = [(i, z) for i, z in enumerate(side["spells"]) if z is not None]
            for i, zone in spells:
                self.say("    S/T %d    %s" % (i + 1, _spell_line(zone)), "           ")
            if side["field"] is not None:
                self.say("    Field    %s" % _spell_line(side["field"]), "           ")
            scales = side.get("pendulum") or ()
            if any(z is not None for z in scales):
                self.say(_cut("    Pendulum " + " | ".join(
                    "%s: %s" % ("left" if i == 0 else "right",
                                "---" if z is None else "%s (scale %d)" % (z.get("name", "?"), z["scale"]))
                    for i, z in enumerate(scales)), WIDTH), "           ")
            face_up = side.get("extra_face_up") or ()
            if face_up:
                self.say(_cut("    Extra Deck face-up: " + ", ".join(c["name"] for c in face_up), WIDTH),
                         "           ")
            if not shown and not spells and side["field"] is None and not any(z is not None for z in scales):
                self.say("    (no cards on the field)")
            if side["grave"]:
                top = side["grave"][-1].get("name", "?")
                self.say("    GY top: %s%s" % (top, " (g shows all %d)" % len(side["grave"])
                                                  if len(side["grave"]) > 1 else ""))
            if p == 1 - self.human:
                self._show_extra_zones(view)
        if view.get("chain"):
            places = self.places()
            links = []
            for link in view["chain"]:
                targets = [places.get(t, "a card") for t in link.get("targets") or ()]
                links.append("%d. %s%s" % (link["link"], link["name"],
                                           " -> " + ", ".join(targets) if targets else ""))
            self.say("Chain: " + " <- ".join(links), "       ")
        mine = view["players"][self.human]["hand"]
        if mine:
            from duelist.cards.db import get_card
            self.say("Your hand:")
            for n, card in enumerate(mine, 1):
                data = get_card(card["code"])
                if data.card_type != "Monster":
                    line = "  %d %-30s %s %s" % (n, _cut(data.name, 30), data.property or "", data.card_type)
                else:
                    line = "  %d %-30s Lv%-2d %-6s %-12s %5s/%-5s" % (
                        n, _cut(data.name, 30), data.level or 0, data.attribute or "",
                        _cut(data.race or "", 12), _stat(data.atk), _stat(data.defense))
                self.say(_cut(line.rstrip(), WIDTH))

    def _show_extra_zones(self, view):
        zones = view.get("extra_monster_zones")
        if not zones:
            return
        cells = []
        for i, zone in enumerate(zones):
            side = "left" if i == 0 else "right"
            if zone is None:
                cells.append("%s: ---" % side)
            else:
                owner = "yours" if zone.get("controller") == self.human else "AI's"
                cells.append("%s: %s (%s)" % (side, _monster_line(zone), owner))
        self.say("  Extra Monster Zones  " + " | ".join(cells), "    ")


def _code_by_name(name):
    from duelist.cards import db
    try:
        return db.find_card(name).code
    except Exception:       # a hidden card's placeholder name, a Token without an entry
        return None


def _card_name(code):
    from duelist.cards.db import get_card
    return get_card(code).name


def card_details(code):
    """Our description and the stats of a card, as lines of at most 80 columns."""
    from duelist.cards.db import get_card
    from duelist.cards.registry import describe_card
    data = get_card(code)
    lines = [data.name]
    if data.card_type == "Monster":
        kinds = " / ".join((data.race or "?",) + tuple(getattr(data, "kinds", ()) or ()))
        level = ("Rank %d" % data.rank) if getattr(data, "rank", None) else "Level %d" % (data.level or 0)
        if data.link:
            lines.append("  %s monster, %s, %s, ATK %s"
                         % (data.attribute or "?", kinds, _link_text(data), _stat(data.atk)))
        else:
            lines.append("  %s monster, %s, %s, ATK %s / DEF %s"
                         % (data.attribute or "?", kinds, level, _stat(data.atk), _stat(data.defense)))
    else:
        lines.append("  %s %s" % (data.property or "", data.card_type))
    text = describe_card(data) or "(no description: the engine does not play this card yet)"
    lines.extend(textwrap.wrap(text, width=WIDTH - 2, initial_indent="  ", subsequent_indent="  "))
    return lines


def _monster_line(zone):
    # Xyz Materials are public (seed 004 §XYZ素材): named even under a face-down monster
    stack = zone.get("materials")
    mats = " [materials: %s]" % ", ".join(m.get("name", "?") for m in stack) if stack else ""
    if "name" not in zone:
        return "face-down monster (DEF)" + mats
    pos = POS_SHORT.get(zone["position"], zone["position"])
    if zone["position"] == "set":
        pos = "SET, face-down"
    link = _link_data(zone.get("code"))
    if link is not None:       # a Link Monster: no DEF; its rating and arrows instead
        return "%s %s %s %s%s" % (zone["name"], zone.get("atk", "?"), _link_text(link), pos, mats)
    return "%s %s/%s %s%s" % (zone["name"], zone.get("atk", "?"), zone.get("def", "?"), pos, mats)


# Link Arrows as the card's controller sees them (duelist.cards.db.ARROWS)
ARROW_MARKS = {"Top-Left": "NW", "Top": "N", "Top-Right": "NE", "Left": "W", "Right": "E",
               "Bottom-Left": "SW", "Bottom": "S", "Bottom-Right": "SE"}


def _link_data(code):
    if code is None:
        return None
    from duelist.cards.db import get_card
    try:
        data = get_card(code)
    except Exception:       # a Token without an entry
        return None
    return data if data.link else None


def _link_text(data):
    """"LINK-3 [N SW SE]": the Link Rating and the arrows (compass points, as its
    controller sees them)."""
    return "LINK-%d [%s]" % (data.link, " ".join(ARROW_MARKS.get(a, a) for a in data.link_arrows))


def _spell_line(zone):
    if "name" not in zone:
        return "a Set card"
    if zone.get("position") == "facedown":
        return "%s (Set)" % zone["name"]
    return zone["name"]


def _stat(value):
    return "?" if value is None else str(value)


def _result_text(result, names):
    from duelist.engine.text import describe_result
    return describe_result(result, names)


def match_result_text(result, names):
    """One line for a match result, the same whichever command played it."""
    from duelist.cli.match_cmd import REASONS
    winner = result["winner"]
    if winner is None:
        text = "a draw"
    else:
        text = "%s %s" % (names[winner], "win" if names[winner] == "You" else "wins")
    reason = REASONS.get(result["reason"], result["reason"])
    if result["reason"] == "extra_duel" and winner is None:
        reason = "the extra duel was a draw"
    return "%s (%d-%d; %s)" % (text, result["wins"][0], result["wins"][1], reason)


def _grouped_lines(events, viewer, names):
    """Log lines for the terminal; a run of draws by one player becomes one line. The
    duel's end is left to the end screen (it is announced once)."""
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
        if event["type"] == "duel_end":
            continue
        line = describe(event, viewer, names)
        if line:
            lines.append(line)
    flush()
    return lines
