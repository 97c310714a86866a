"""A Match: best of three duels with side decking between them.

Rules: seed 000 §勝負判定條件 › MATCH條件 and §副卡組; seed 004 §对战方法 and
§对战前的准备工作.

- The first player to win 2 duels wins the Match; 1 win and 2 draws also wins it; any
  other result after 3 duels (1 win, 1 loss, 1 draw; 3 draws) is a drawn Match.
- Before duel 2 and 3 each player may exchange cards between the Side Deck and the Main
  or Extra Deck, one for one, so that every deck keeps its size (seed 000 §副卡組).
- The loser of the previous duel decides who goes first (seed 004 §对战前的准备工作 4).
  After a drawn duel the player who decided last time decides again (our reading: the
  seeds do not say).
- The first duel's first player is decided by a coin toss (the duel's own toss).

A Match speaks the same protocol as a Duel: `request`, `answer(choice)`, `result`.
While a duel is running its requests are the duel's; between duels the Match asks for
side-deck exchanges (request kind "side") and the play-order choice ("first_player").
The time limit procedures (extra turns, sudden death) are not implemented.
"""

from duelist.engine.duel import Duel, _deck_lists, _passcodes, load_card_data
from duelist.engine.protocol import DuelOverError, IllegalAnswerError, Option, Request
from duelist.engine.rng import PRNG
from duelist.engine.rules import get_rules

MATCH_FORMAT = "duelist-match-replay"
WINS_NEEDED = 2
MAX_DUELS = 3


def _lists(deck, index):
    main, extra = _deck_lists(deck, index)
    side = deck.get("side", []) if isinstance(deck, dict) else getattr(deck, "side", [])
    return main, extra, _passcodes(side, "player %d side deck" % (index + 1))


class Match(object):
    """Best of three between players 0 and 1 (the same players all match long)."""

    def __init__(self, deck0, deck1, rules=None, seed=0, check_cards=True):
        self.rules = get_rules(rules)
        self.seed = seed
        self.rng = PRNG(seed)
        self.check_cards = check_cards
        self.decks = []
        for p, deck in enumerate((deck0, deck1)):
            main, extra, side = _lists(deck, p)
            for code in main + extra + side:
                data = load_card_data(code, "player %d's deck" % (p + 1))
                Duel._check_card(data, p, check_cards)   # side cards may come in later
            self.decks.append({"main": main, "extra": extra, "side": side})
        self._start_decks = [{k: list(v) for k, v in d.items()} for d in self.decks]
        self.duels = []            # finished duels' results: {"winner", "reason", "turn", "first"}
        self.duel = None           # the running Duel
        self.result = None         # {"winner": 0|1|None, "wins": [w0, w1], "duels": n}
        self.answers = []
        self.request = None
        self._last_chooser = None  # who chose the play order last
        self._siding = None        # [player, out_section, out_index] while a player sides
        self._side_args = []       # what each option of the pending side request points at
        self._first = None
        self._start_duel(first_player=None)

    # ------------------------------------------------------------- protocol
    def answer(self, choice):
        if self.result is not None:
            raise DuelOverError("the match is over; no answer is expected")
        if self.duel is not None and self.request is self.duel.request:
            self.duel.answer(choice)
            self.answers.append(self.duel.answers[-1])
            self._after_duel_step()
            return
        request = self.request
        option = Duel._match(request, choice)
        self.answers.append(option.id)
        if request.kind == "side":
            self._side_pick(option)
        elif request.kind == "first_player":
            first = request.player if option.kind == "go_first" else 1 - request.player
            self._last_chooser = request.player
            self._start_duel(first_player=first)
        else:
            raise IllegalAnswerError("unexpected match request %r" % request.kind)

    def replay_data(self):
        """Everything needed to re-run the match: decks as they were at the start."""
        from duelist import __version__
        return {"format": MATCH_FORMAT, "version": 1, "engine": __version__,
                "rules": self.rules.to_dict(), "seed": self.seed, "decks": self._start_decks,
                "answers": list(self.answers), "duels": [dict(d) for d in self.duels],
                "result": self.result}

    @property
    def wins(self):
        return [sum(1 for d in self.duels if d["winner"] == p) for p in (0, 1)]

    def view(self, player=None):
        """The match score and the running duel as `player` may see it."""
        public = ("winner", "reason", "turn", "first")     # no log digests: they hash hidden cards
        out = {"duels": [{k: d[k] for k in public} for d in self.duels], "wins": self.wins,
               "result": None if self.result is None else dict(self.result),
               "duel": None if self.duel is None else self.duel.view(player)}
        if player is not None:
            deck = self.decks[player]
            out["my_deck"] = {"main": list(deck["main"]), "extra": list(deck["extra"]),
                              "side": list(deck["side"])}
        if self.request is not None and self.request.player == player and self.duel is None:
            out["request"] = self.request.to_dict()
        return out

    # --------------------------------------------------------------- duels
    def _start_duel(self, first_player):
        duel_seed = (self.rng.next32() << 32) | self.rng.next32()
        decks = [{"main": d["main"], "extra": d["extra"]} for d in self.decks]
        self.duel = Duel(decks[0], decks[1], rules=self.rules, seed=duel_seed,
                         first_player=first_player, check_cards=self.check_cards)
        self._after_duel_step()

    def _after_duel_step(self):
        duel = self.duel
        if duel.result is None:
            self.request = duel.request
            return
        first = duel.first_player
        if self._last_chooser is None:
            # duel 1: the coin-toss winner chose the play order
            self._last_chooser = next(e["winner"] for e in duel.log if e["type"] == "coin_toss")
        self.duels.append({"winner": duel.result["winner"], "reason": duel.result["reason"],
                           "turn": duel.result["turn"], "first": first,
                           "events": len(duel.log), "log_sha256": duel.log_digest()})
        self.duel = None
        wins = self.wins
        decided = None
        if wins[0] >= WINS_NEEDED:
            decided = 0
        elif wins[1] >= WINS_NEEDED:
            decided = 1
        if decided is not None or len(self.duels) >= MAX_DUELS:
            if decided is None and wins[0] != wins[1]:
                decided = 0 if wins[0] > wins[1] else 1    # 1 win and 2 draws
            self.result = {"winner": decided, "wins": wins, "duels": len(self.duels)}
            self.request = None
            return
        self._siding = [0, None, None]
        self._next_side_request()

    def _next_side_request(self):
        """Ask the siding player; a player with nothing to exchange is not asked."""
        while True:
            request = self._side_request()
            if len(request.options) > 1 or self._siding[1] is not None:
                self.request = request
                return
            if self._siding[0] == 0:
                self._siding = [1, None, None]
                continue
            self._siding = None
            self.request = self._first_player_request()
            return

    # ----------------------------------------------------------- side deck
    def _side_request(self):
        player, out_section, out_index = self._siding
        deck = self.decks[player]
        options = []
        args = self._side_args = []     # per option: what it points at in the deck (match-private)
        if out_section is None:
            if deck["side"]:
                for section in ("main", "extra"):
                    if not self._side_candidates(player, section):
                        continue
                    for i, code in enumerate(deck[section]):
                        options.append(Option(len(options), "side_out", None, "%s (%s Deck)" % (
                            _name(code), section.capitalize())))
                        args.append((section, i))
            options.append(Option(len(options), "side_done"))
            args.append(None)
            return Request(player, "side", "Duel %d is next: exchange a card with your Side Deck, "
                           "or keep your deck" % (len(self.duels) + 1), options)
        for j in self._side_candidates(player, out_section):
            code = deck["side"][j]
            options.append(Option(len(options), "side_in", None, _name(code)))
            args.append(j)
        options.append(Option(len(options), "side_cancel"))
        args.append(None)
        out_code = deck[out_section][out_index]
        return Request(player, "side", "Bring in a Side Deck card for %s" % _name(out_code), options)

    def _side_candidates(self, player, section):
        """Side Deck indexes that may replace a card of deck[section] (the same kind of deck)."""
        deck = self.decks[player]
        wanted_extra = section == "extra"
        out = []
        for j, code in enumerate(deck["side"]):
            if load_card_data(code).is_extra_deck == wanted_extra:
                out.append(j)
        return out

    def _side_pick(self, option):
        player = self._siding[0]
        deck = self.decks[player]
        if option.kind == "side_out":
            self._siding[1], self._siding[2] = self._side_args[option.id]
        elif option.kind == "side_in":
            section, index = self._siding[1], self._siding[2]
            j = self._side_args[option.id]
            deck[section][index], deck["side"][j] = deck["side"][j], deck[section][index]
            self._siding[1] = self._siding[2] = None
        elif option.kind == "side_cancel":
            self._siding[1] = self._siding[2] = None
        elif option.kind == "side_done":
            if player == 1:
                self._siding = None
                self.request = self._first_player_request()
                return
            self._siding = [1, None, None]
        self._next_side_request()

    def _first_player_request(self):
        last = self.duels[-1]
        chooser = self._last_chooser if last["winner"] is None else 1 - last["winner"]
        return Request(chooser, "first_player", "Duel %d: you decide: go first or second?"
                       % (len(self.duels) + 1), [Option(0, "go_first"), Option(1, "go_second")])


def _name(code):
    return load_card_data(code).name


def run_match_replay(data, where="replay"):
    """Re-run a match replay; raise ReplayError unless every duel's log matches."""
    from duelist.engine.replay import ReplayError
    from duelist.engine.rules import Rules
    if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT or data.get("version") != 1:
        raise ReplayError("%s: not a duelist match replay (version 1)" % where)
    try:
        match = Match(data["decks"][0], data["decks"][1], rules=Rules.from_dict(data["rules"]),
                      seed=data["seed"])
        for n, choice in enumerate(data["answers"]):
            if match.request is None:
                raise ReplayError("%s: answer %d comes after the match ended" % (where, n + 1))
            match.answer(choice)
    except (KeyError, TypeError, IndexError, ValueError) as exc:
        if isinstance(exc, ReplayError):
            raise
        raise ReplayError("%s: cannot re-run the match: %s" % (where, exc))
    recorded = [(d.get("events"), d.get("log_sha256")) for d in data.get("duels", [])]
    rerun = [(d["events"], d["log_sha256"]) for d in match.duels]
    if recorded != rerun:
        raise ReplayError("%s: the re-run match differs from the recorded one" % where)
    return match
