"""A Match: best of three duels with side decking between them, under a time limit.

Rules: seed 000 §勝負判定條件 › MATCH條件 and §副卡組; seed 004 §对战方法 and
§对战前的准备工作; seed 001 大會規定 (關於Deck; the 40-minute limit, 判定1-3).

- The first player to win 2 duels wins the Match; 1 win and 2 draws also wins it; any
  other result after 3 duels (1 win, 1 loss, 1 draw; 3 draws) is a drawn Match
  (seed 004 §对战方法).
- Before duel 2 and 3 each player may exchange cards between the Side Deck and the Main
  or Extra Deck, one for one, so that every deck keeps its size (seed 000 §副卡組); never
  before duel 1 (seed 001 §關於Deck). Before each duel the decks are checked against the
  registered lists: the same cards in Main + Extra + Side, the same section sizes
  (seed 001 §關於Deck: no card outside the deck list). `registered_decks()` gives the
  lists as registered and `next_round()` starts the next Match with them restored
  (seed 001: cards exchanged in a round go back before the next one).
- Each player sees how many cards the other's Side Deck holds, never which
  (seed 004 §对战前的准备工作 3, seed 001 Duel的順序 2): `view(p)["side_decks"]` and the
  side request's prompt.
- The loser of the previous duel decides who goes first (seed 004 §对战前的准备工作 4).
  After a drawn duel the player who decided last time decides again (our reading: the
  seeds do not say). The first duel's first player is decided by a coin toss (the
  duel's own toss).
- A duel won by a card that wins the Match (its result carries "match_win": True, e.g.
  Victory Dragon) ends the Match at once (reason "match_win_by_card"); after two lost
  duels the Match is already over, so no card can turn it round (seed 004 §对战方法).

Time limit (seed 001 大會規定, 判定1-3). `Match(..., clock=None, time_limit=None)`:
`time_limit` in seconds (None: no limit) and `clock` any object with `now()` in seconds
(default `WallClock`, time.monotonic; `DecisionClock` counts one second per decision;
tests drive a fake). The Match reads the clock once when it starts and once per answer
(after checking that the answer is legal, before taking it), until time is called;
`call_time()` calls time directly (a judge; replays).

- Time runs out during a duel (判定1): that turn is finished, then 3 extra turns; at the
  end of the last one the player with more LP wins (reason "time_limit"); equal LP goes
  to sudden death: the first later turn that ends with different LP decides
  ("sudden_death"). The engine does it: `duel.set_turn_limit(duel.turn + 3)`. If the
  duel ends otherwise first (LP 0, deck-out), that result stands.
- Time runs out between duels (siding, the play-order choice) or a duel finishes after
  time ran out; then, unless the score already decides the Match (2 wins, 3 duels):
  - a player with a win and no loss wins the Match (判定3, reason "time_limit_lead").
    判定3 names 1 win 0 losses before duel 2; our reading also gives it to 1 win,
    0 losses and 1 draw before duel 3 (that player would win 1W2D anyway), and to a
    duel 1 decided by extra turns (time is over, so duel 2 cannot be played);
  - otherwise (1-1, or no wins yet) an extra duel decides the Match (判定2, reason
    "extra_duel"): 4000 LP each, 4 turns, then LP; equal LP goes to sudden death. A
    drawn extra duel (both lose at once) is a drawn Match (our reading). 判定1 names
    the 1-1 case ("額外回合的結果...成為了1勝1敗"); we also send 0-0 there (draws only).
  Once time is up there is no more siding (the interval is part of the 40 minutes,
  seed 001: "決斗中的間隔時間包含換備卡的時間"): a half-done exchange is dropped. The
  previous loser still decides who goes first in the extra duel (as for every duel of
  a match; the seeds do not say otherwise).
  A late answer between duels is taken only if its request still stands (a play-order
  choice before the extra duel); otherwise (a side-deck answer, or 判定3 ended the
  Match) `answer` returns without taking it: look at `request` again.
- When a duel ends after time was called, 3 duels played is still the end: a drawn
  third duel with 1-1 is a drawn Match (seed 004 §对战方法), not an extra duel.

A Match speaks the same protocol as a Duel: `request`, `answer(choice)`, `result`.
While a duel is running its requests are the duel's; between duels the Match asks for
side-deck exchanges (request kind "side") and the play-order choice ("first_player").
`result` is {"winner": 0|1|None, "reason": ..., "wins": [w0, w1], "duels": n}; reasons:
"two_wins", "one_win_two_draws", "draw", "time_limit_lead", "extra_duel",
"match_win_by_card", "concede".

Concessions (Konami's tournament policy): `concede(player)` concedes the duel in progress
(the Match goes on as after any lost duel), `concede(player, match=True)` the whole Match;
between duels a concession concedes the Match. A replay records each one
("concessions": [answer index, player, "duel" | "match", time called before it 0 | 1]).

Replays (`replay_data()`, `run_match_replay`) hold the registered decks, the seed, every
answer and when time was called ({"answer": k, ...}: before answer k was taken), so a
replay re-runs the whole match, time limit included, without a clock.
"""

from collections import Counter

from duelist.engine.duel import DeckRefusedError, Duel, check_card, deck_lists as _deck_lists, load_card_data, passcodes as _passcodes
from duelist.engine.protocol import DuelError, DuelOverError, IllegalAnswerError, Option, Request
from duelist.engine.rng import PRNG
from duelist.engine.rules import get_rules
from duelist.match.clock import DecisionClock, WallClock, read_clock

MATCH_FORMAT = "duelist-match-replay"
WINS_NEEDED = 2
MAX_DUELS = 3
EXTRA_TURNS = 3          # seed 001 判定1: the turn in progress is finished, then 3 extra turns
EXTRA_DUEL_TURNS = 4     # seed 001 判定2: an extra duel of 4 turns...
EXTRA_DUEL_LP = 4000     # ...starting at 4000 LP
SECTIONS = ("main", "extra", "side")


class MatchError(DuelError):
    """A match cannot go on as asked (e.g. a deck that is not the registered one)."""


def _lists(deck, index):
    main, extra = _deck_lists(deck, index)
    side = deck.get("side", []) if isinstance(deck, dict) else getattr(deck, "side", [])
    return main, extra, _passcodes(side, "player %d side deck" % (index + 1))


class Match(object):
    """Best of three between players 0 and 1 (the same players all match long)."""

    def __init__(self, deck0, deck1, rules=None, seed=0, check_cards=True, clock=None,
                 time_limit=None):
        self.rules = get_rules(rules)
        self.seed = seed
        self.rng = PRNG(seed)
        self.check_cards = check_cards
        if time_limit is not None and (isinstance(time_limit, bool) or not isinstance(
                time_limit, (int, float)) or not 0 < time_limit < float("inf")):    # NaN too
            raise ValueError("time_limit must be a number of seconds above 0 (or None for no "
                             "limit), not %r; duelist.match.clock.parse_time_limit reads '40m'"
                             % (time_limit,))
        self.time_limit = time_limit
        self.answers = []
        self.decks = []
        for p, deck in enumerate((deck0, deck1)):
            main, extra, side = _lists(deck, p)
            for code in main + extra + side:
                data = load_card_data(code, "player %d's deck" % (p + 1))
                check_card(data, p, check_cards)   # side cards may come in later
            self.decks.append({"main": main, "extra": extra, "side": side})
        self._start_decks = [{k: list(v) for k, v in d.items()} for d in self.decks]
        self.duels = []            # finished duels: {"winner", "reason", "turn", "first", ...}
        self.duel = None           # the running Duel
        self.result = None         # {"winner": 0|1|None, "reason", "wins": [w0, w1], "duels": n}
        self.request = None
        self.time_up = None        # when time was called: {"answer": k, "duel": n, "turn": t|None}
        self.extra_duel = False    # the running duel is the extra duel (seed 001 判定2)
        self._extra_due = False    # the next duel is the extra duel
        self._last_chooser = None  # who chose the play order last
        self._siding = None        # [player, out_section, out_index] while a player sides
        self._side_args = []       # what each option of the pending side request points at
        self.concessions = []      # [answer index, player, "duel" | "match", time called before: 0 | 1]
        if clock is None:
            clock = WallClock()
        elif isinstance(clock, DecisionClock):
            clock = DecisionClock(self)
        elif not callable(getattr(clock, "now", None)):
            read_clock(clock)                       # raises ValueError, saying what a clock is
        self.clock = clock
        self._clock_start = read_clock(clock) if time_limit is not None else None
        self._start_duel(first_player=None)

    # ------------------------------------------------------------- protocol
    def answer(self, choice, player=None):
        """Answer the pending request (see Duel.answer; `player`: who answers)."""
        if self.result is not None:
            raise DuelOverError("the match is over; no answer is expected")
        request = self.request
        if player is not None and (type(player) is not int or player not in (0, 1)):
            raise IllegalAnswerError("player must be 0, 1 or None, not %r" % (player,))
        if player is not None and request is not None and player != request.player:
            raise IllegalAnswerError("player %d answered, but the pending decision is player %d's"
                                     % (player + 1, request.player + 1))
        option = Duel.option_for(request, choice)      # an illegal answer changes nothing
        if self.time_up is None and self._time_ran_out():
            self.call_time()
            if self.request is not request:
                return      # between duels: the interval ended with the time; not taken
        if self.duel is not None and request is self.duel.request:
            self.duel.answer(option)
            self.answers.append(option.id)
            self._after_duel_step()
            return
        if request.kind == "side":
            self.answers.append(option.id)
            self._side_pick(option)
        elif request.kind == "first_player":
            self._check_registered()
            self.answers.append(option.id)
            first = request.player if option.kind == "go_first" else 1 - request.player
            self._last_chooser = request.player
            self._start_duel(first_player=first)
        else:
            raise IllegalAnswerError("unexpected match request %r" % request.kind)

    def call_time(self):
        """The time limit has run out now (seed 001 判定1-3); the Match's clock calls this,
        and so may a judge or a replay. Returns False if time was already called."""
        if self.result is not None:
            raise DuelOverError("the match is over; time can no longer be called")
        if self.time_up is not None:
            return False
        duel = self.duel
        self.time_up = {"answer": len(self.answers), "duel": len(self.duels) + 1,
                        "turn": None if duel is None else duel.turn}
        if duel is not None:
            if duel.turn_limit is None:           # the extra duel has its own limit
                duel.set_turn_limit(duel.turn + EXTRA_TURNS)
        else:
            self._siding = None
            self._after_time()
        return True

    def concede(self, player, match=False):
        """`player` concedes (Konami's tournament policy: a player may concede a duel or the
        Match at any moment before its result is decided). While a duel runs it concedes that
        duel (`Duel.concede`), and the Match goes on as after any duel that player lost (side
        decking, the next duel, or the end of the Match when the score decides it); with
        `match=True` it concedes the Match: the duel in progress first, then the Match ends,
        its opponent winning (reason "concede"). Between two duels there is no duel to
        concede: a concession there concedes the Match. Recorded for replays
        (`concessions`: the answers taken so far, the player, what was conceded, and whether
        time had been called)."""
        if self.result is not None:
            raise DuelOverError("the match is over; it can no longer be conceded")
        if type(player) is not int or player not in (0, 1):
            raise ValueError("player must be 0 or 1, not %r" % (player,))
        if not isinstance(match, bool):
            raise ValueError("match must be True or False, not %r" % (match,))
        whole = match or self.duel is None
        self.concessions.append([len(self.answers), player, "match" if whole else "duel",
                                 0 if self.time_up is None else 1])
        if self.duel is not None:
            self.duel.concede(player)
            self._after_duel_step()
        if whole and self.result is None:
            self._finish(1 - player, "concede")

    def time_left(self):
        """Seconds left on the clock (None without a limit, 0 once time is up)."""
        if self.time_limit is None:
            return None
        if self.time_up is not None:
            return 0
        return max(0, self.time_limit - (read_clock(self.clock) - self._clock_start))

    def _time_ran_out(self):
        if self.time_limit is None:
            return False
        return read_clock(self.clock) - self._clock_start >= self.time_limit

    def replay_data(self):
        """Everything needed to re-run the match: decks as registered, answers, time call;
        a match left unfinished adds where it stood ("current", see `_standing`)."""
        from duelist import __version__
        data = {"format": MATCH_FORMAT, "version": 2, "engine": __version__,
                "rules": self.rules.to_dict(), "seed": self.seed, "decks": self.registered_decks(),
                "answers": list(self.answers), "time_limit": self.time_limit,
                "time_up": None if self.time_up is None else dict(self.time_up),
                "concessions": [list(c) for c in self.concessions],
                "duels": [dict(d) for d in self.duels],
                "result": None if self.result is None else dict(self.result)}
        if self.result is None:
            data["current"] = self._standing()
        return data

    def _standing(self):
        """Where an unfinished match stands: its answers so far and the log of the duel in
        progress (events and SHA-256; None between two duels). The finished duels' records
        and the result prove nothing of the answers after the last finished duel: without
        this, an unfinished match replay cut short or changed there would still re-run."""
        duel = self.duel
        return {"answers": len(self.answers), "events": None if duel is None else duel.log_length(),
                "log_sha256": None if duel is None else duel.log_digest()}

    @property
    def wins(self):
        return [sum(1 for d in self.duels if d["winner"] == p) for p in (0, 1)]

    def view(self, player=None):
        """The match score and the running duel as `player` may see it. Side Decks: every
        viewer sees their sizes; only their owner sees their cards."""
        public = ("winner", "reason", "turn", "first", "extra_duel")   # no digests: they hash hidden cards
        out = {"duels": [{k: d[k] for k in public} for d in self.duels], "wins": self.wins,
               "result": None if self.result is None else dict(self.result),
               "side_decks": [len(d["side"]) for d in self.decks],
               "time_limit": self.time_limit,
               "time_up": None if self.time_up is None else dict(self.time_up),
               "extra_duel": self.extra_duel,
               "duel": None if self.duel is None else self.duel.view(player)}
        if player is not None:
            deck = self.decks[player]
            out["my_deck"] = {k: list(deck[k]) for k in SECTIONS}
        if self.request is not None and self.request.player == player and self.duel is None:
            out["request"] = self.request.to_dict()
        return out

    # ------------------------------------------------------------- rounds
    def registered_decks(self):
        """The decks as registered for this match (copies): Main, Extra and Side Deck."""
        return [{k: list(d[k]) for k in SECTIONS} for d in self._start_decks]

    def next_round(self, seed=None):
        """The next Match between the same players, each deck restored to its registered
        lists (seed 001 §在每個Round(Match)前，deck的初期化); same rules, clock and limit.
        `seed` defaults to this match's seed + 1."""
        if self.result is None:
            raise MatchError("this match is not over yet; finish it before the next round")
        decks = self.registered_decks()
        return Match(decks[0], decks[1], rules=self.rules,
                     seed=self.seed + 1 if seed is None else seed, check_cards=self.check_cards,
                     clock=self.clock, time_limit=self.time_limit)

    def _check_registered(self):
        """Each deck holds exactly its registered cards, section sizes kept (seed 001 §關於Deck)."""
        for p, (deck, registered) in enumerate(zip(self.decks, self._start_decks)):
            now, then = Counter(), Counter()
            for section in SECTIONS:
                now.update(deck[section])
                then.update(registered[section])
                if len(deck[section]) != len(registered[section]):
                    raise DeckRefusedError(
                        "player %d's %s Deck has %d cards; %d are registered"
                        % (p + 1, section.capitalize(), len(deck[section]), len(registered[section])))
            extra = now - then
            if extra:
                code = sorted(extra)[0]
                raise DeckRefusedError(
                    "player %d's deck holds %s (%d), which is not in the registered deck list "
                    "(Main, Extra and Side Deck)" % (p + 1, _name(code), code))
            # (nothing can be missing here: each section holds as many cards as registered and
            # none beyond the registered ones, so the counts are the registered counts)
            for section in ("main", "extra"):
                for code in deck[section]:
                    if load_card_data(code).is_extra_deck != (section == "extra"):
                        raise DeckRefusedError("player %d's %s Deck cannot hold %s (%d)"
                                               % (p + 1, section.capitalize(), _name(code), code))

    # --------------------------------------------------------------- duels
    def _start_duel(self, first_player):
        duel_seed = (self.rng.next32() << 32) | self.rng.next32()
        decks = [{"main": d["main"], "extra": d["extra"]} for d in self.decks]
        rules = self.rules
        extra = self._extra_due
        if extra:
            rules = rules.replace(name="%s extra duel" % rules.name, starting_lp=EXTRA_DUEL_LP)
        self.duel = Duel(decks[0], decks[1], rules=rules, seed=duel_seed,
                         first_player=first_player, check_cards=self.check_cards)
        self._extra_due = False
        self.extra_duel = extra
        if extra:
            self.duel.set_turn_limit(EXTRA_DUEL_TURNS)
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
        result = duel.result
        record = {"winner": result["winner"], "reason": result["reason"], "turn": result["turn"],
                  "first": first, "extra_duel": self.extra_duel,
                  "events": len(duel.log), "log_sha256": duel.log_digest(),
                  "deck_sha256": _decks_digest(self.decks)}
        if result.get("match_win"):
            record["match_win"] = True
        self.duels.append(record)
        self.duel = None
        self.request = None
        extra, self.extra_duel = self.extra_duel, False
        if result.get("match_win") and result["winner"] is not None:
            return self._finish(result["winner"], "match_win_by_card")
        if extra:
            return self._finish(result["winner"], "extra_duel")
        decided = self._decided_by_score()
        if decided is not None:
            return self._finish(*decided)
        if self.time_up is not None:
            return self._after_time()
        self._siding = [0, None, None]
        self._next_side_request()

    def _decided_by_score(self):
        """(winner, reason) when the duels played decide the Match (seed 004 §对战方法)."""
        wins = self.wins
        for p in (0, 1):
            if wins[p] >= WINS_NEEDED:
                return p, "two_wins"
        if len(self.duels) < MAX_DUELS:
            return None
        if wins[0] != wins[1]:
            return (0 if wins[0] > wins[1] else 1), "one_win_two_draws"
        return None, "draw"

    def _after_time(self):
        """Time is up and no duel is running: 判定3, or the extra duel of 判定2."""
        wins = self.wins
        for p in (0, 1):
            if wins[p] > 0 and wins[1 - p] == 0:
                return self._finish(p, "time_limit_lead")
        self._extra_due = True
        if self.request is None or self.request.kind != "first_player":
            self.request = self._first_player_request()

    def _finish(self, winner, reason):
        self.result = {"winner": winner, "reason": reason, "wins": self.wins,
                       "duels": len(self.duels)}
        self.request = None
        self._siding = None

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
                           "or keep your deck (your opponent's Side Deck has %d cards)"
                           % (len(self.duels) + 1, len(self.decks[1 - player]["side"])), options)
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
        what = "the extra duel (4 turns, %d LP)" % EXTRA_DUEL_LP if self._extra_due else \
            "Duel %d" % (len(self.duels) + 1)
        return Request(chooser, "first_player", "%s: you decide: go first or second?" % what,
                       [Option(0, "go_first"), Option(1, "go_second")])


def _name(code):
    return load_card_data(code).name


def _decks_digest(decks):
    """SHA-256 of the Main and Extra Decks a duel was played with (both players): a replay
    whose side-decking answers were changed is caught even if the card never shows."""
    import hashlib
    import json
    lists = [[list(d["main"]), list(d["extra"])] for d in decks]
    return hashlib.sha256(json.dumps(lists, separators=(",", ":")).encode("ascii")).hexdigest()


def _check_match_replay(data, where):
    """Field checks before anything is re-run (ReplayError with what and where)."""
    from duelist.engine.replay import ReplayError
    # version 2 since players choose zones; version 1 files re-run with choose_zones off
    # (engine/replay.py rules_of)
    if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT or data.get("version") not in (1, 2) \
            or isinstance(data.get("version"), bool):
        raise ReplayError("%s: not a duelist match replay (version 1 or 2)" % where)
    for key in ("rules", "seed", "decks", "answers", "duels", "result"):
        if key not in data:
            raise ReplayError("%s: missing field %r" % (where, key))
    answers = data["answers"]
    if not isinstance(answers, list) or not all(type(a) is int and a >= 0 for a in answers):
        raise ReplayError("%s: 'answers' must be a list of option ids (integers from 0)" % where)
    if not isinstance(data["decks"], list) or len(data["decks"]) != 2 \
            or not all(isinstance(d, dict) for d in data["decks"]):
        raise ReplayError("%s: 'decks' must hold two decks" % where)
    if type(data["seed"]) is not int or data["seed"] < 0:
        raise ReplayError("%s: 'seed' must be a non-negative integer, not %r" % (where, data["seed"]))
    duels = data["duels"]
    if not isinstance(duels, list) or not all(isinstance(d, dict) for d in duels):
        raise ReplayError("%s: 'duels' must be a list of duel records" % where)
    for n, record in enumerate(duels):
        for key in ("events", "log_sha256", "deck_sha256"):
            if key not in record:
                raise ReplayError("%s: duel %d's record lacks %r (a replay without its checksums "
                                  "proves nothing)" % (where, n + 1, key))
    if data["result"] is not None and not isinstance(data["result"], dict):
        raise ReplayError("%s: 'result' must be an object or null" % where)
    limit = data.get("time_limit")
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, (int, float))):
        raise ReplayError("%s: 'time_limit' must be a number of seconds or null" % where)
    check_concessions(data.get("concessions", []), len(answers), where)


def check_concessions(concessions, answers, where):
    """A match's recorded concessions: a list of [answer index (at most the answers taken),
    player 0 or 1, "duel" or "match", 0 or 1 (time had been called)], in the order made.
    ReplayError saying which entry is wrong and how."""
    from duelist.engine.replay import ReplayError
    if not isinstance(concessions, list):
        raise ReplayError("%s: 'concessions' must be a list of [answer index, player, \"duel\" or "
                          "\"match\", 0 or 1]" % where)
    last = 0
    for n, item in enumerate(concessions):
        if not (isinstance(item, list) and len(item) == 4 and type(item[0]) is int
                and last <= item[0] <= answers and type(item[1]) is int and item[1] in (0, 1)
                and item[2] in ("duel", "match") and type(item[3]) is int and item[3] in (0, 1)):
            raise ReplayError("%s: concession %d is %r; a concession is [answer index (from %d to %d, "
                              "in order), player 0 or 1, \"duel\" or \"match\", 0 or 1 (time had been "
                              "called)]" % (where, n + 1, item, last, answers))
        last = item[0]


def outside_inputs(match, n, time_at, concessions):
    """Apply what came from outside the answers before answer `n` of a match being re-run
    (a replay, a room resumed from its store): each concession made at `n`, with time called
    first where it had been (its fourth field), then time called at `n` if it was."""
    for item in concessions:
        if item[0] != n:
            continue
        if item[3] and match.time_up is None and time_at is not None and time_at <= n:
            match.call_time()
        match.concede(item[1], match=item[2] == "match")
    if time_at == n and match.time_up is None and match.result is None:
        match.call_time()


def run_match_replay(data, where="replay"):
    """Re-run a match replay (time call included); raise ReplayError unless every duel's
    log and decks and the match result match."""
    from duelist.engine.replay import ReplayError, rules_of
    _check_match_replay(data, where)
    time_up = data.get("time_up")
    time_at = None
    if time_up is not None:
        time_at = time_up.get("answer") if isinstance(time_up, dict) else None
        if isinstance(time_at, bool) or not isinstance(time_at, int) or time_at < 0:
            raise ReplayError("%s: 'time_up' must be {\"answer\": index, ...}, not %r" % (where, time_up))
    try:
        match = Match(data["decks"][0], data["decks"][1], rules=rules_of(data),
                      seed=data["seed"])
        answers = data["answers"]
        if time_at is not None and time_at > len(answers):
            raise ReplayError("%s: time was called at answer %d of %d" % (where, time_at + 1, len(answers)))
        concessions = data.get("concessions", [])
        for n, choice in enumerate(answers):
            if n == time_at:
                _replay_call_time(match, where, n, concessions)
            _replay_concessions(match, where, n, time_at, concessions)
            if match.request is None:
                raise ReplayError("%s: answer %d comes after the match ended" % (where, n + 1))
            match.answer(choice)
        if time_at == len(answers):
            _replay_call_time(match, where, time_at, concessions)
        _replay_concessions(match, where, len(answers), time_at, concessions)
    except (KeyError, TypeError, IndexError, ValueError, DuelError) as exc:
        if isinstance(exc, ReplayError):
            raise
        raise ReplayError("%s: cannot re-run the match: %s" % (where, exc))
    recorded, rerun = data["duels"], match.duels
    if len(recorded) != len(rerun):
        raise ReplayError("%s: the re-run match played %d duels; the replay records %d"
                          % (where, len(rerun), len(recorded)))
    for n, (then, now) in enumerate(zip(recorded, rerun)):
        if then.get("deck_sha256") != now["deck_sha256"]:
            raise ReplayError("%s: duel %d was played with other decks than the recorded ones "
                              "(a side-decking answer differs)" % (where, n + 1))
        if (then.get("events"), then.get("log_sha256")) != (now["events"], now["log_sha256"]):
            raise ReplayError("%s: duel %d's re-run log differs from the recorded one" % (where, n + 1))
    if match.result is None:
        current = data.get("current")
        if not isinstance(current, dict):
            raise ReplayError("%s: the match is unfinished and the replay lacks its 'current' record "
                              "(answers and the log of the duel in progress): answers cut off or changed "
                              "after the last finished duel would still re-run" % where)
        rerun = match._standing()
        if any(current.get(k) != rerun[k] for k in rerun):
            raise ReplayError("%s: the unfinished match re-runs to %d answers and %s; the replay records %s"
                              % (where, rerun["answers"], _duel_standing(rerun), _duel_standing(current)))
    wanted = data["result"]
    if (wanted is None) != (match.result is None) or (wanted is not None and any(
            wanted.get(k) != match.result[k] for k in ("winner", "reason", "wins"))):
        raise ReplayError("%s: the re-run match result %r differs from the recorded %r"
                          % (where, match.result, wanted))
    return match


def _duel_standing(record):
    if record.get("events") is None:
        return "no duel in progress (answers %r)" % (record.get("answers"),)
    return "a duel in progress of %r events (log sha256 %r; answers %r)" % (
        record.get("events"), record.get("log_sha256"), record.get("answers"))


def _replay_call_time(match, where, n, concessions=()):
    from duelist.engine.replay import ReplayError
    if any(c[0] == n and not c[3] for c in concessions):
        return      # a concession came first at this answer: `_replay_concessions` calls time after it
    if match.result is not None:
        raise ReplayError("%s: time was called (before answer %d) after the match ended" % (where, n + 1))
    match.call_time()


def _replay_concessions(match, where, n, time_at, concessions):
    from duelist.engine.replay import ReplayError
    if not any(c[0] == n for c in concessions):
        return
    try:
        outside_inputs(match, n, time_at, concessions)
    except DuelOverError:
        raise ReplayError("%s: a concession (before answer %d) comes after the match ended" % (where, n + 1))
