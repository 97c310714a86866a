"""Rooms, seats and the game protocol of `duelist serve`, apart from any web framework.

A `Lobby` holds the rooms and answers each client message (a dict) with messages sent
through the client's `send` coroutine. Clients only ever receive what their seat may
know: `view(seat)` and `log_for(seat)` (spectators: the public forms), the request with
its options only when it is theirs, and the facts of cards whose passcode they were
shown. The seed stays on the server; a finished duel's replay (seed included) is
available once the duel is over.

The message protocol is described in docs/web.md.
"""

import copy
import hashlib
import json
import secrets
import time

from duelist.engine.events import event_for
from duelist.engine.protocol import DuelError
from duelist.engine.replay import json_error_text
from duelist.engine.text import describe
from duelist.web.store import RoomClosed

MAX_MESSAGE = 200000          # bytes of one incoming message (a pasted deck fits easily)
RATE_PER_SECOND = 20.0        # sustained messages per second per connection
RATE_BURST = 40.0             # messages a connection may send at once
MAX_STRIKES = 200             # refused messages before the connection is closed
AGENT_NAMES = ("greedy", "random")
MAX_CREATED = 20              # rooms one connection may create
CHAT_LENGTH = 300             # characters of one chat line
CHAT_KEPT = 50                # chat lines a room keeps for those who join or come back
CHAT_PER_SECOND = 1.0         # chat lines a connection may send a second...
CHAT_BURST = 5.0              # ...and at once
MAX_WAITING = 2000            # rooms waiting for a second player, server-wide
NAME_LENGTH = 24
OPERATOR_CLOSED = "the room was closed by the operator"     # the reason its players are told
OPEN = ("waiting", "playing", "broken")                    # the rooms an operator's close ends
ABSENT_SECONDS = 180.0        # a person away this long while the game runs: the other may claim the win
FINISHED_GRACE = 300.0        # seconds a finished room stays in memory once nobody is in it...
FINISHED_KEPT = 500           # ...and at most this many finished rooms nobody is in (the oldest go first)
CLOSED_KEPT = 10000           # the latest rooms closed by the operator whose codes a server remembers
ALIVE_SECONDS = 1.0           # at most how often a message makes the server note it runs (Store.alive_at)


# the format of a room's stored settings and answers: 2 since players choose zones (a room
# stored without "format" is 1 and resumes with the leftmost placement it was played with); 3
# since the GOAT rules play Goat format's priority for Ignition Effects (a room stored before
# resumes without it, as its answers were given); 4 since every preset asks the turn player
# first after a chain that Summoned (`seed_priority_after_chain`: a room stored before
# resumes without it); 5 since the menu follows a chain whose triggers make no chain
# (`menu_after_unchained_triggers`: a room stored before resumes without it); 6 since a hand
# shuffle deals its new uids in an order drawn from the seed's key (`hand_uids_scrambled`: a
# room stored before resumes without it); 7 since the rules of Master Rule 2 and before (MR1, MR2,
# GOAT) let a monster destroyed in the same battle activate its "if this card destroys a monster by
# battle" trigger (`mutual_destruction_triggers`: a room stored before resumes without it)
ROOM_FORMAT = 7


class ProtocolError(Exception):
    """A message that is refused: the client gets {"type": "error", "message": ...}."""


def new_code():
    """A room's code: 72 random bits, unguessable, URL-safe, and never starting with "-" (an
    operator types it after `duelist serve --close-room`, where a leading "-" reads as an
    option: drawn again, 1 time in 64)."""
    code = secrets.token_urlsafe(9)
    while code.startswith("-"):
        code = secrets.token_urlsafe(9)
    return code


def new_token():
    return secrets.token_urlsafe(18)


def new_seed():
    return secrets.randbits(63)


# ------------------------------------------------------------------ decks

def read_deck(text, label="deck", banlist=None, rules=None):
    """A deck from pasted .ydk text, a ydke:// URL or a bundled deck name, checked like
    `duelist deck check` (under `rules`, a preset name: GOAT sets no upper size limit):
    returns (deck dict, None) or (None, [error lines]).
    Never reads a file of the server: only a bundled name is looked up."""
    from duelist.deck.formats import (DeckFormatError, DeckNotFoundError, load_bundled_deck,
                                      parse_ydk, parse_ydke)
    from duelist.deck.validate import validate_deck
    if not isinstance(text, str) or not text.strip():
        return None, ["%s: no deck given (paste a .ydk file, a ydke:// URL or a bundled deck name)" % label]
    if len(text) > MAX_MESSAGE:
        return None, ["%s: the deck text is too long" % label]
    stripped = text.strip()
    try:
        if stripped.lower().startswith("ydke://"):
            deck = parse_ydke(stripped)
        elif "\n" in stripped or stripped.startswith(("#", "!")) or stripped.isdigit():
            deck = parse_ydk(text, source=label)
        else:
            deck = load_bundled_deck(stripped)
    except (DeckFormatError, DeckNotFoundError) as exc:
        message = str(exc).strip("'\"")
        return None, [message if message.startswith(label) else "%s: %s" % (label, message)]
    problems = validate_deck(deck, banlist=banlist, require_implemented=True, rules=rules)
    if problems:
        lines = []
        for problem in problems:
            where = "%s:%d" % (label, problem.line) if problem.line is not None else label
            lines.append("%s: %s" % (where, problem.message))
        return None, lines
    return {"main": list(deck.main), "extra": list(deck.extra), "side": list(deck.side),
            "name": deck.name or stripped[:40]}, None


def card_facts(code):
    """What the page shows of a card: its facts and our own description."""
    from duelist.cards.db import get_card
    from duelist.cards.registry import describe_card
    card = get_card(code)
    facts = {"code": card.code, "name": card.name, "type": card.card_type,
             "property": card.property, "race": card.race, "kinds": list(card.kinds or ()),
             "attribute": card.attribute, "level": card.level or 0, "rank": card.rank or 0,
             "link": card.link or 0, "atk": card.atk, "def": card.defense, "scale": card.scale,
             "description": describe_card(card)}
    return facts


def _codes_in(value, found):
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "code" and isinstance(item, int) and not isinstance(item, bool):
                found.add(item)
            elif isinstance(item, (dict, list)):
                _codes_in(item, found)
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, (dict, list)):
                _codes_in(item, found)
    return found


def _codes_in_state(out):
    """The passcodes a state message shows: its view's cards and its log events' cards
    (the same set `_codes_in` finds, without walking every value)."""
    found = set()
    view = out.get("view")
    if view:
        for side in view["players"]:
            for pile in (side["hand"], side["grave"], side["banished"], side["monsters"], side["spells"],
                         side["extra"] if isinstance(side["extra"], list) else (), (side["field"],)):
                for card in pile:
                    if card is not None and "code" in card:
                        found.add(card["code"])
        for card in view.get("extra_monster_zones") or ():
            if card is not None and "code" in card:
                found.add(card["code"])
    for event in out.get("log") or ():
        code = event.get("code")
        if isinstance(code, int) and not isinstance(code, bool):
            found.add(code)
        if any(isinstance(v, (dict, list)) for v in event.values()):
            _codes_in(event, found)
    return found


# ------------------------------------------------------------------ clients

class Client(object):
    """One connection. `send` is a coroutine function taking one message dict."""

    def __init__(self, send, clock=time.monotonic, rate=RATE_PER_SECOND):
        self.send = send
        self.clock = clock
        self.rate = rate
        self.room = None
        self.seat = None           # 0 or 1, None for a spectator (or not in a room)
        self.closed = False
        self.strikes = 0
        self.created = 0
        self.left_reason = None    # why the room this client sat in ended under it (the operator closed it)
        self._tokens = RATE_BURST
        self._last = clock()
        self._chat_tokens = CHAT_BURST
        self._chat_last = self._last
        self.reset_room_state()

    def reset_room_state(self):
        self.log_duel = None       # the Duel whose log this client has seen up to log_n
        self.log_n = 0
        self.patches_n = 0         # the replacements of log_duel's events (Duel.log_patches) it has had
        self.duels_seen = 0
        self.cards_sent = set()

    def allow_chat(self):
        """A second token bucket, for chat lines (CHAT_PER_SECOND, CHAT_BURST)."""
        now = self.clock()
        self._chat_tokens = min(CHAT_BURST, self._chat_tokens + (now - self._chat_last) * CHAT_PER_SECOND)
        self._chat_last = now
        if self._chat_tokens < 1.0:
            return False
        self._chat_tokens -= 1.0
        return True

    def allow(self):
        """Token bucket: False when the connection sends faster than the limit."""
        now = self.clock()
        self._tokens = min(max(RATE_BURST, self.rate * 2), self._tokens + (now - self._last) * self.rate)
        self._last = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True


# ------------------------------------------------------------------ rooms

class RoomClock(object):
    """A best-of-three's clock: seconds since the match began (wall time), frozen at 0
    while a restarted server replays the stored answers (time is called at its recorded
    answer then, as in a replay), running once `origin` is set. `origin` is the match's start
    (settings "started_at") plus the seconds no server ran since (settings "clock_paused",
    Lobby._resume): the time a room could not be played is not charged to it."""

    def __init__(self):
        self.origin = None

    def now(self):
        return 0.0 if self.origin is None else time.time() - self.origin


class ResumeMismatch(Exception):
    """A stored room whose replayed game is not the game that was played (store.py, the
    answers' game_check): the engine's rulings changed between the two servers."""


class ResumeFailed(Exception):
    """A stored room whose replay cannot go on: the engine refuses a stored answer (it no
    longer fits the replayed game). The message says which answer of how many, and why."""


class GameCheck(object):
    """What a room stores with each answer (store.py, answers.game_check) so that a restarted
    server can tell its replay is the game that was played, not another duel that the same
    seed and answers lead to under changed rulings.

    After each answer taken: the number of the duel (a match's duels count 1, 2, 3), the
    events its log holds, the key of the option the answer picked (`Option.key`: kind, card,
    target, zone...) and the first 16 hex digits of a SHA-256 running over every picked
    option (its request's player and kind, the key) and every event logged (its canonical
    JSON, private parts included: a different draw is caught), a match's duels one after
    another. Incremental: each event is hashed once, when the first answer after it is
    checked (a full `log_digest()` at each answer costs the whole log again: on Goat duels
    of 91-408 answers it was 0.17-0.77 ms an answer, 3-10 times the duel's own play with
    the greedy AI, and grows with the duel; this is 0.02 ms an answer). The check reads the
    duel only through its `log` and the request, as the room's messages do."""

    def __init__(self):
        self.sha = hashlib.sha256()
        self.duel = None       # the Duel whose log is being hashed (a match's current or last one)
        self.duels = 0         # duels whose logs were begun
        self.events = 0        # events of self.duel hashed so far

    def after(self, current, request, key):
        """The check after an answer taken: `current` is the running duel (None between a
        match's duels), `request` what the answer answered and `key` the key of the option
        it picked."""
        sha = self.sha
        sha.update(("answer %d %s %s\n" % (request.player, request.kind, key)).encode("utf-8"))
        tracked = self.duel
        if tracked is not None:
            self._hash_new(tracked)           # a finished duel's last events too
        if current is not None and current is not tracked:
            self.duel, self.duels, self.events = current, self.duels + 1, 0
            sha.update(b"duel\n")
            self._hash_new(current)
        return {"duel": self.duels, "events": self.events, "picked": key, "digest": sha.hexdigest()[:16]}

    def _hash_new(self, duel):
        new = duel.log[self.events:]
        update = self.sha.update
        dumps = json.dumps
        for event in new:
            update(dumps(event, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii"))
            update(b"\n")
        self.events += len(new)


def check_difference(n, total, check, stored, match):
    """Why the check after answer n (0-based) is not the stored one: the message a broken
    room shows."""
    where = "after answer %d of %d" % (n + 1, total)
    if check is None:
        what = "answer %d is no longer taken" % (n + 1)
    elif not isinstance(stored, dict):
        what = "its stored check cannot be read (%r)" % (stored,)
    elif stored.get("picked") != check["picked"]:
        what = "answer %d now picks %s where it picked %s" % (n + 1, check["picked"], stored.get("picked"))
    else:
        duel = ("duel %d of the match: " % check["duel"]) if match else ""
        if stored.get("duel") != check["duel"]:
            what = "the match is in duel %d, stored duel %s" % (check["duel"], stored.get("duel"))
        elif stored.get("events") != check["events"]:
            what = "%slog %d events, stored %s" % (duel, check["events"], stored.get("events"))
        else:
            what = "%slog %d events as stored, but not the same events" % (duel, check["events"])
    return ("this room was played under other rulings: %s the duel differs from the stored one "
            "(%s); it cannot be resumed (its stored answers are kept)" % (where, what))


def refused_difference(n, total, answer, picked, request):
    """The message of a room whose stored answer n (0-based) the replayed game refuses while
    its stored check names the option it picked (`picked`, a key): other rulings."""
    if request is None:
        what = "the duel is over before answer %d, which picked %s" % (n + 1, picked)
    else:
        now = [option.id for option in request.options if option.key == picked]
        if now:
            what = "answer %d picked %s, which is option %d now, not %r" % (n + 1, picked, now[0], answer)
        else:
            what = "answer %d picked %s, which is not an option now" % (n + 1, picked)
    return ("this room was played under other rulings: at answer %d of %d the duel differs from the stored "
            "one (%s); it cannot be resumed (its stored answers are kept)" % (n + 1, total, what))


class Room(object):
    def __init__(self, code, settings, seed):
        self.code = code
        self.settings = settings
        self.seed = seed
        self.seats = [None, None]   # {"token", "name", "kind": "person"|"ai", "deck"}
        self.game = None            # a Duel, or a Match for best of three
        self.agents = {}
        self.clients = []
        self.status = "waiting"     # waiting -> playing -> finished (or closed)
        self.error = None
        self.clock = None
        self.checks = None          # the GameCheck of the game (from start())
        self.answers_stored = 0     # a resumed room: the answers its store held
        self.rematch = [False, False]   # a finished room: which seats asked for a rematch
        self.chat = []                  # the last CHAT_KEPT chat lines (kept in memory only)
        self.finished_at = None         # time.time() when the game ended (Lobby._finish)
        now = time.time()
        self.seen_at = [now, now]       # when a connection of each seat was last in the room (Lobby._drop)
        self.rematch_room = None        # the code of the rematch's room, once it was made

    def apply(self, choice, player=None):
        """Answer the game; the answer's check (GameCheck, a dict to store with it) if the
        answer was taken, else None (a match whose time ran out between two duels ends the
        interval instead of taking it)."""
        from duelist.engine.duel import Duel
        game = self.game
        n = len(game.answers)
        request = game.request
        key = None
        if request is not None:
            try:
                key = Duel.option_for(request, choice).key      # (read before the duel goes on)
            except DuelError:
                pass                   # an illegal answer: game.answer refuses it, saying why
        game.answer(choice, player=player)
        if len(game.answers) == n:
            return None
        return self.checks.after(self.duel, request, key)

    def replay_answers(self, answers, checks=None):
        """Rebuild the game from stored answers, time called where it was; `checks`: the
        stored check of each answer (None where a row has none, as rows stored before the
        checks): at the first that the replay does not give, ResumeMismatch; at an answer the
        game refuses, ResumeFailed."""
        time_at = self.settings.get("time_up_at")
        conceded = self.settings.get("concessions") or []
        total = len(answers)
        for n, answer in enumerate(answers):
            stored = None if checks is None else checks[n]
            request = answering = None
            try:
                if conceded:
                    self._outside_inputs(n, time_at, conceded)
                if n == time_at and self.game.time_up is None:
                    self.game.call_time()
                request, answering = self.game.request, True
                self._draw_for_agent(request)
                check = self.apply(answer)
            except (DuelError, ValueError, KeyError, TypeError) as exc:
                if answering and isinstance(exc, DuelError) and isinstance(stored, dict) \
                        and stored.get("picked") is not None:
                    # its check names the option it picked: it fitted the game it was given in,
                    # another game than this replay's
                    raise ResumeMismatch(refused_difference(n, total, answer, stored["picked"], request))
                raise ResumeFailed("answer %d of %d no longer fits: %s" % (n + 1, total, exc))
            if stored is not None and (check is None or not isinstance(stored, dict) or any(
                    stored.get(field) != value for field, value in check.items())):
                # (the fields this server makes: one a later server may add is not compared)
                raise ResumeMismatch(check_difference(n, total, check, stored, self.is_match))
        if conceded:
            try:
                self._outside_inputs(len(answers), time_at, conceded)
            except (DuelError, ValueError) as exc:
                raise ResumeFailed("the concession after answer %d no longer fits: %s" % (total, exc))
        if time_at is not None and time_at == len(answers) and self.game.time_up is None \
                and self.game.result is None:
            self.game.call_time()

    def _outside_inputs(self, n, time_at, conceded):
        """The stored concessions made before answer `n`, at their place (a match: with its
        time call in the order they came, match.outside_inputs)."""
        if self.is_match:
            from duelist.match.match import outside_inputs
            if any(c[0] == n for c in conceded):
                outside_inputs(self.game, n, time_at, conceded)
            return
        for item in conceded:
            if item[0] == n:
                self.game.concede(item[1])

    def concede(self, seat, whole, store):
        """`seat` concedes: the duel in progress, or with `whole` a match (a single duel: the
        duel). Stored in the room's settings ("concessions", as a match replay records them)
        before anything else is written, so that a restarted server concedes at the same point."""
        game = self.game
        n = len(game.answers)
        if self.is_match:
            game.concede(seat, match=whole)
            item = list(game.concessions[-1])
        else:
            game.concede(seat)
            item = [n, seat, "duel", 0]
        self.settings.setdefault("concessions", []).append(item)
        if store is not None:
            store.set_settings(self.code, self.settings)

    def _draw_for_agent(self, request):
        """A stored answer of an AI seat whose agent draws from a generator of its own (the
        random AI): the agent chooses again, as it did when it gave that answer, so that its
        generator stands where it stood and its answers after a restart are the ones it would
        have given without it. (The stored answer is what is taken; the greedy AI draws
        nothing and is not asked.)"""
        if request is None:
            return
        agent = self.agents.get(request.player)
        if agent is not None and getattr(agent, "rng", None) is not None:
            agent.choose(getattr(self.game, "duel", None) or self.game, request)

    def broken(self, message):
        """A room that could not be resumed: it keeps no game (the position a failed replay
        reached is not the one its players left, and none is shown), only the message."""
        self.status = "broken"
        self.error = message
        self.game = None
        self.checks = None

    @property
    def is_match(self):
        return bool(self.settings.get("match"))

    @property
    def duel(self):
        game = self.game
        if game is None:
            return None
        return game.duel if self.is_match else game

    def summary(self):
        return {"room": self.code, "status": self.status, "rules": self.settings["rules"],
                "banlist": self.settings.get("banlist"), "match": self.is_match,
                "opponent": self.settings["opponent"],
                "players": [None if s is None else s["name"] for s in self.seats],
                "spectators": sum(1 for c in self.clients if c.seat is None)}

    def start(self):
        """Both decks registered: the duel (or match) begins."""
        from duelist.agents import make_agent
        from duelist.engine.duel import Duel
        from duelist.engine.rules import get_rules
        rules = get_rules(self.settings["rules"])
        stored = self.settings.get("format", 1)
        older = {}      # the flags a room stored at an older format was played without
        if stored < 2:
            # a room stored before zone choice (format 1): its answers were given when every
            # placement took the leftmost zone, as a version 1 replay (engine/replay.py)
            older["choose_zones"] = False
        if stored < 3 and rules.ignition_priority:
            # a room stored before the GOAT priority for Ignition Effects: its answers were
            # given under seed 000's priority
            older["ignition_priority"] = False
        if stored < 4:
            # a room stored before the turn player was asked first after a chain that Summoned:
            # its answers were given with the opponent asked first there
            older["seed_priority_after_chain"] = False
        if stored < 5:
            # a room stored before the menu followed a chain whose triggers made no chain: its
            # answers were given with both players asked before the menu there
            older["menu_after_unchained_triggers"] = False
        if stored < 6:
            # a room stored before a hand shuffle dealt its new uids in a drawn order: its log
            # was written with them dealt in the hand's order
            older["hand_uids_scrambled"] = False
        if stored < 7 and rules.mutual_destruction_triggers:
            # a room stored before the older presets' mutual-destruction triggers (Fenrir,
            # Timeater): its answers were given with such a trigger not activated
            older["mutual_destruction_triggers"] = False
        if older:
            rules = rules.replace(**older)      # (one replace: the rules' name gets one "*")
        decks = [self.seats[0]["deck"], self.seats[1]["deck"]]
        if self.is_match:
            from duelist.match import Match
            self.clock = RoomClock()
            self.game = Match(decks[0], decks[1], rules=rules, seed=self.seed, clock=self.clock,
                              time_limit=self.settings.get("time_limit"))
        else:
            self.game = Duel(decks[0], decks[1], rules=rules, seed=self.seed)
        self.checks = GameCheck()
        for seat, info in enumerate(self.seats):
            if info["kind"] == "ai":
                self.agents[seat] = make_agent(self.settings.get("ai", "greedy"), seed=self.seed % 1000003 + seat)
        self.status = "playing"

    def run_agents(self, store):
        """Let AI seats answer until a person must decide or the game ends."""
        game = self.game
        while game.request is not None and game.request.player in self.agents:
            request = game.request
            seen = getattr(game, "duel", None) or game
            option = self.agents[request.player].choose(seen, request)
            n = len(game.answers)
            check = self.apply(option)
            if check is not None and store is not None:
                store.add_answer(self.code, n, option.id, check)
            self.note_time(store)

    def note_time(self, store):
        """Store the answer at which a match's time was called, once."""
        game = self.game
        if self.is_match and game.time_up is not None and self.settings.get("time_up_at") is None:
            self.settings["time_up_at"] = game.time_up["answer"]
            if store is not None:
                store.set_settings(self.code, self.settings)

    def replay(self):
        if self.game is None:
            return None
        return self.game.replay_data()

    # the message a client receives after every change
    def state_for(self, client):
        seat = client.seat
        game = self.game
        out = {"type": "state", "room": self.code, "seat": seat, "status": self.status,
               "settings": self.public_settings(),
               "players": [None if s is None else self._player(i, s) for i, s in enumerate(self.seats)]}
        if self.error:
            out["error"] = self.error
        if game is None:
            out["view"] = None
            return out
        duel = self.duel
        events = []
        if self.is_match:
            match_view = game.view(seat)
            match_view.pop("duel", None)
            match_view.pop("request", None)
            left = game.time_left()
            match_view["time_left"] = None if left is None else round(left, 1)
            out["match"] = match_view
            # the finished duels' last events, then a marker before each new duel's log
            if client.log_duel is not None and client.log_duel is not duel:
                events.extend(client.log_duel.log_for(seat, start=client.log_n))
                client.log_duel = None
            if duel is not None and client.log_duel is None:
                client.duels_seen = len(game.duels) + 1
                events.append({"type": "new_duel", "duel": client.duels_seen})
                client.log_duel, client.log_n = duel, 0
        elif client.log_duel is None:
            client.log_duel, client.log_n = duel, 0
        if duel is not None:
            events.extend(duel.log_for(seat, start=client.log_n))
            client.log_n = len(duel.log)
            client.patches_n = len(duel.log_patches)    # (the events sent are as replaced)
            view = duel.view(seat)
            view.pop("request", None)
            out["view"] = view
        else:
            out["view"] = None
        names = self.names_for(seat)
        for event in events:
            if event["type"] != "new_duel":
                event["text"] = describe(event, seat, names)
        out["log"] = events
        out["n"] = len(game.answers)
        request = game.request
        out["waiting_for"] = None if request is None else request.player
        if request is not None and seat is not None and request.player == seat:
            out["request"] = request.to_dict()
        out["result"] = None if game.result is None else dict(game.result)
        if self.status == "finished":
            out["rematch"] = {"asked": list(self.rematch), "room": self.rematch_room}
        codes = _codes_in_state(out)
        if self.is_match and seat is not None:
            codes.update(c for section in game.decks[seat].values() for c in section)
        new = codes - client.cards_sent
        if new:
            out["cards"] = dict((str(c), card_facts(c)) for c in sorted(new))
            client.cards_sent.update(new)
        return out

    def _player(self, seat, info):
        out = {"name": info["name"], "kind": info["kind"], "online": self.present(seat)}
        if not out["online"]:
            out["away"] = int(self.away_seconds(seat))     # seconds (ABSENT_SECONDS: the win may be claimed)
        return out

    def present(self, seat):
        """Whether `seat` is at the table: an AI seat always, a person while a connection of
        theirs is in the room."""
        info = self.seats[seat]
        return info is None or info["kind"] == "ai" or any(c.seat == seat for c in self.clients)

    def away_seconds(self, seat, now=None):
        """None while `seat` is present, else the seconds since its last connection left the
        room (or since the room was made or resumed)."""
        if self.present(seat):
            return None
        return max(0.0, (time.time() if now is None else now) - self.seen_at[seat])

    def patches_for(self, client):
        """The `log_patch` message a client is owed before its next state, else None: the
        events of its log that the engine replaced since it received them (Duel.log_patches:
        a placed card's summon event names the zone its controller chose afterwards), each as
        its seat sees it, with its index in that duel's log and its text line."""
        duel = client.log_duel
        if duel is None:
            return None
        patches = duel.log_patches
        had = client.patches_n
        if len(patches) <= had:
            return None
        client.patches_n = len(patches)
        indices = sorted(set(i for i in patches[had:] if i < client.log_n))     # (later ones: not sent yet)
        if not indices:
            return None
        seat = client.seat
        names = self.names_for(seat)
        events = []
        for i in indices:
            event = copy.deepcopy(event_for(duel.log[i], seat))
            event["text"] = describe(event, seat, names)
            events.append({"index": i, "event": event})
        return {"type": "log_patch", "room": self.code, "duel": client.duels_seen if self.is_match else None,
                "events": events}

    def names_for(self, seat):
        names = [("Player %d" % (i + 1)) if s is None else s["name"] for i, s in enumerate(self.seats)]
        if seat is not None:
            names[seat] = "You"
        return names

    def public_settings(self):
        s = self.settings
        # (.get: a broken room whose stored settings could not be read has none)
        return {"rules": s.get("rules"), "banlist": s.get("banlist"), "match": bool(s.get("match")),
                "time_limit": s.get("time_limit"),
                "opponent": s.get("opponent"), "ai": s.get("ai") if s.get("opponent") == "ai" else None}


class Lobby(object):
    """All rooms of a server, with their store (None: nothing persisted)."""

    def __init__(self, store=None, resume=True):
        self.store = store
        self.rooms = {}
        # codes of the rooms the operator closed while this server ran, the CLOSED_KEPT latest
        # (a dict in the order closed): a join, reconnect or look at one is refused saying the
        # operator closed it; an older one is "no room with that code", as after a restart
        self.closed_by_operator = {}
        self._alive_noted = float("-inf")   # when this server last noted in the store that it runs
        self.down_seconds = 0.0             # at the last resume_all: the seconds no server ran before it
        if store is not None and resume:
            self.resume_all()

    # ----------------------------------------------------------- restart
    def resume_all(self, write=True):
        """Rebuild every unfinished room from the store: same seed and decks, the stored
        answers replayed in order, each checked against the check stored with it. A room
        whose replay is another game (other rulings: a check differs) or fails (an answer no
        longer fits) is "broken" with a message saying where; its stored rows stay as they
        are (a server with the rulings it was played under resumes it), and it keeps no game
        and shows no board: the position its replay reached is not the one its players saw.
        A room whose resume fails otherwise (a bug, a stored row that cannot be read) is
        broken too, saying so (a bug's traceback goes to stderr): it stops no other room,
        nor the server's start. `write`: False to look without changing the store (`duelist
        serve --list-rooms`): the AI's answers after the stored ones are not stored, nor a
        duel that the stored answers end.

        A timed match's clock does not count the time no server ran: from the last time a
        server on this file noted it ran (Store.alive_at: at most ALIVE_SECONDS before its last
        message, and every few seconds and at its stop, server.py) to now. This server notes
        now before resuming any room, so that a server stopped again amid the resume never
        gives the same seconds back twice (a room not resumed then is charged them: never more
        time back than the server was down)."""
        now = time.time()
        alive = self.store.alive_at()
        # (a file where no server noted its run, stop 44's: the time it was down is not
        # known, and is charged as it was then)
        self.down_seconds = 0.0 if alive is None else max(0.0, now - alive)
        if write:
            self.store.set_alive_at(now)
            self._alive_noted = now
        for row in self.store.rooms():
            room = Room(row["code"], row["settings"], row["seed"])
            self.rooms[room.code] = room
            try:
                self._resume(room, row, write)
            except RoomClosed:            # closed by the operator while this server started
                self.rooms.pop(room.code, None)
            except Exception as exc:      # a bug: this room stops, the server and the other rooms go on
                import sys
                import traceback
                print("duelist serve: room %s could not be resumed:" % room.code, file=sys.stderr)
                traceback.print_exc()
                room.broken("this room could not be resumed: the server failed on it (%s: %s); its stored "
                            "answers are kept" % (type(exc).__name__, exc))

    def _pause_clock(self, room, down, write):
        """A resumed timed match's clock (its origin set to the match's start) runs on from
        where it stood when the last server stopped: the `down` seconds that no server ran are
        added to the room's stored "clock_paused" (stored at once; `write` False: only here),
        and the origin moves on by all the seconds paused. A room stored by stop 44 or before
        has no "clock_paused": 0, its clock charged with every second since its start, as
        then (and a file where no server noted when it ran gives `down` 0: the same)."""
        if room.clock.origin is None:
            return          # (no start stored: the clock stays frozen, as it did)
        settings = room.settings
        paused = settings.get("clock_paused", 0.0)
        if down > 0 and room.game.time_up is None:
            paused += down
            settings["clock_paused"] = paused
            if write:
                self.store.set_settings(room.code, settings)
        room.clock.origin += paused

    def _resume(self, room, row, write=True):
        room.answers_stored = len(row["answers"])
        for seat, info in row["seats"].items():
            room.seats[seat] = info
        if row.get("error"):
            room.broken("this room could not be resumed: its stored row cannot be read (%s); its stored "
                        "answers are kept" % row["error"])
            return
        if row["status"] == "playing":
            try:
                room.start()
                room.replay_answers(row["answers"], row.get("checks"))
                if room.clock is not None:
                    room.clock.origin = row["settings"].get("started_at")
                    self._pause_clock(room, self.down_seconds, write)
                room.run_agents(self.store if write else None)
            except ResumeMismatch as exc:
                room.broken(str(exc))
            except ResumeFailed as exc:
                room.broken("this room could not be resumed: %s (its stored answers are kept)" % exc)
            except (DuelError, ValueError, KeyError, TypeError) as exc:
                # (the duel does not start again, or an AI's answer after the stored ones fails)
                room.broken("this room could not be resumed: %s" % exc)
            # (a broken room is never finished: a replay that ended before its last
            # answer is another duel, and its result is not stored as the room's)
            if room.status == "playing" and room.game is not None and room.game.result is not None:
                if write:
                    self._finish(room)
                else:
                    room.status = "finished"

    # ----------------------------------------------------------- messages
    async def receive(self, client, text):
        """One incoming text frame: parsed, validated, rate limited, dispatched."""
        if not client.allow():
            client.strikes += 1
            await client.send({"type": "error", "message": "too many messages: slow down (limit %g per second)"
                               % client.rate})
            return
        if len(text) > MAX_MESSAGE:
            client.strikes += 1
            await client.send({"type": "error", "message": "message too long (%d bytes; at most %d)"
                               % (len(text), MAX_MESSAGE)})
            return
        try:
            message = json.loads(text)
        except ValueError as exc:
            client.strikes += 1
            await client.send({"type": "error", "message": "bad message: not JSON (%s)" % json_error_text(exc)})
            return
        except RecursionError:      # "[[[[..." within MAX_MESSAGE: deeper than the parser goes
            client.strikes += 1
            await client.send({"type": "error", "message": "bad message: JSON nested too deeply"})
            return
        await self.handle(client, message)

    async def handle(self, client, message):
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            client.strikes += 1
            await client.send({"type": "error", "message": "bad message: expected a JSON object with a \"type\""})
            return
        kind = message["type"]
        handler = getattr(self, "on_" + kind, None) if kind.isidentifier() else None
        if handler is None:
            client.strikes += 1
            await client.send({"type": "error", "message": "unknown message type %r" % kind[:40],
                               "reply_to": kind[:40]})
            return
        try:
            await self.notice_closed()
        except Exception:             # the file cannot be read now: the message goes on (a write says so)
            import traceback
            traceback.print_exc()
        try:
            await handler(client, message)
        except ProtocolError as exc:
            client.strikes += 1
            await client.send({"type": "error", "message": str(exc), "reply_to": kind})
        except RoomClosed as exc:     # closed by the operator since the look above: nothing was written
            room = self.rooms.get(exc.code)
            if room is not None:
                await self.end_closed(room)
            await client.send({"type": "error", "message": str(exc), "reply_to": kind})
        except Exception as exc:      # a bug: say so, keep the server and the other rooms going
            import traceback
            traceback.print_exc()
            room = client.room
            if kind == "answer" and room is not None and room.status == "playing":
                room.status = "broken"
                room.error = ("the engine failed on this answer (%s: %s); the room stops here, and a "
                              "restarted server resumes it from before that answer" % (type(exc).__name__, exc))
                await self.broadcast(room)
            await client.send({"type": "error", "message": "internal error: %s" % type(exc).__name__,
                               "reply_to": kind})
        try:
            self.note_alive()
        except Exception:             # the file cannot be written now: a later message or look notes it
            import traceback
            traceback.print_exc()

    def note_alive(self, force=False):
        """Note in the store that this server runs now (Store.alive_at; at most every
        ALIVE_SECONDS unless `force`): a restart leaves the time after the last note off the
        timed matches' clocks (resume_all)."""
        store = self.store
        if store is None:
            return
        now = time.time()
        if force or now - self._alive_noted >= ALIVE_SECONDS:
            store.set_alive_at(now)
            self._alive_noted = now

    # ------------------------------------------------ the operator's close
    async def notice_closed(self):
        """End here each room this server holds (waiting, playing or broken) that the
        operator closed in the store from another process (`duelist serve --close-room`
        while the server runs), as the server's own close: its players and spectators are
        told (`left`, OPERATOR_CLOSED), it leaves the lobby, and a later message for it is
        refused saying so. While no other connection wrote the file a look costs one PRAGMA
        (Store.changed_elsewhere); the server looks before each message and every few
        seconds (server.py). A write for a room closed between two looks is refused by the
        store itself (RoomClosed, caught in `handle`). Returns the codes ended."""
        store = self.store
        if store is None or not store.changed_elsewhere():
            return []
        live = [code for code, room in self.rooms.items() if room.status in OPEN]
        stored = store.statuses(live)
        ended = [code for code in live if stored.get(code) == "closed"]
        for code in ended:
            await self.end_closed(self.rooms[code])
        return ended

    async def end_closed(self, room):
        """A room closed in the store by the operator ends in this server: nothing is
        written (its stored status is "closed" already)."""
        room.status = "closed"
        self.rooms.pop(room.code, None)
        closed = self.closed_by_operator
        closed.pop(room.code, None)
        closed[room.code] = None
        while len(closed) > CLOSED_KEPT:
            del closed[next(iter(closed))]
        for client in list(room.clients):
            self._drop(client)
            client.left_reason = "room %s was closed by the operator" % room.code
            try:
                await client.send({"type": "left", "room": room.code, "reason": OPERATOR_CLOSED})
            except Exception:          # a connection that went away
                client.closed = True

    # lobby -------------------------------------------------------------
    async def on_ping(self, client, message):
        await client.send({"type": "pong"})

    async def on_rooms(self, client, message):
        listed = [r.summary() for r in self.rooms.values()
                  if r.settings.get("listed") and r.status in ("waiting", "playing")]
        await client.send({"type": "rooms", "rooms": listed})

    async def on_decks(self, client, message):
        from duelist.deck.formats import list_bundled_decks
        from duelist.deck.banlist import list_banlists
        from duelist.engine.rules import PRESETS
        await client.send({"type": "decks", "decks": list_bundled_decks(), "banlists": list_banlists(),
                           "rules": sorted(PRESETS), "agents": list(AGENT_NAMES)})

    async def on_check_deck(self, client, message):
        from duelist.engine.rules import get_rules
        banlist = _banlist(message.get("banlist"))
        rules = message.get("rules")
        if rules is not None:
            try:
                rules = get_rules(rules if isinstance(rules, str) else "?").name
            except ValueError as exc:
                raise ProtocolError(str(exc))
        deck, problems = read_deck(message.get("deck"), _label(message), banlist, rules)
        out = {"type": "deck_check", "ok": deck is not None, "problems": problems or []}
        if deck is not None:
            out["sizes"] = [len(deck["main"]), len(deck["extra"]), len(deck["side"])]
        await client.send(out)

    async def on_create(self, client, message):
        from duelist.engine.rules import get_rules
        if client.created >= MAX_CREATED:
            raise ProtocolError("this connection has created %d rooms already; that is the limit" % MAX_CREATED)
        if sum(1 for r in self.rooms.values() if r.status == "waiting") >= MAX_WAITING:
            raise ProtocolError("the server has too many rooms waiting for players; try again later")
        rules = message.get("rules", "MR5")
        try:
            rules = get_rules(rules if isinstance(rules, str) else "?").name
        except ValueError as exc:
            raise ProtocolError(str(exc))
        banlist_name = message.get("banlist") or None
        banlist = _banlist(banlist_name)
        opponent = message.get("opponent", "person")
        if opponent not in ("person", "ai"):
            raise ProtocolError("opponent must be \"person\" or \"ai\", not %r" % (opponent,))
        ai = message.get("ai", "greedy")
        if opponent == "ai" and ai not in AGENT_NAMES:
            raise ProtocolError("unknown AI %r (choose from %s)" % (ai, ", ".join(AGENT_NAMES)))
        deck, problems = read_deck(message.get("deck"), _label(message), banlist, rules)
        if deck is None:
            await client.send({"type": "deck_check", "ok": False, "problems": problems, "reply_to": "create"})
            return
        ai_deck = None
        if opponent == "ai":
            ai_deck, problems = read_deck(message.get("ai_deck") or "kaiba-starter", "AI deck", banlist, rules)
            if ai_deck is None:
                await client.send({"type": "deck_check", "ok": False, "problems": problems, "reply_to": "create"})
                return
        time_limit = message.get("time_limit")
        if time_limit is not None:
            if isinstance(time_limit, bool) or not isinstance(time_limit, int) or not 1 <= time_limit <= 7200:
                raise ProtocolError("time_limit must be a number of seconds from 1 to 7200 (or null), not %r"
                                    % (time_limit,))
            if not message.get("match"):
                raise ProtocolError("a time limit is for best of three (set \"match\": true)")
        settings = {"rules": rules, "format": ROOM_FORMAT, "banlist": banlist.name if banlist is not None else None,
                    "match": bool(message.get("match")), "time_limit": time_limit, "opponent": opponent,
                    "ai": ai if opponent == "ai" else None, "listed": bool(message.get("listed"))}
        code = new_code()
        client.created += 1
        room = Room(code, settings, new_seed())
        self.rooms[code] = room
        if self.store is not None:
            self.store.add_room(code, settings, room.seed)
        token = self._seat(room, 0, _name(message, "Player 1"), "person", deck)
        if opponent == "ai":
            self._seat(room, 1, "AI (%s)" % ai, "ai", ai_deck)
        await self._enter(client, room, 0)
        await client.send({"type": "joined", "room": code, "seat": 0, "token": token})
        await self._begin_if_ready(room)

    async def on_join(self, client, message):
        room = self._room(message)
        if room.status != "waiting" or room.seats[1] is not None:
            raise ProtocolError("room %s is full: you may spectate it" % room.code)
        banlist = _banlist(room.settings.get("banlist"))
        deck, problems = read_deck(message.get("deck"), _label(message), banlist, room.settings.get("rules"))
        if deck is None:
            await client.send({"type": "deck_check", "ok": False, "problems": problems, "reply_to": "join"})
            return
        token = self._seat(room, 1, _name(message, "Player 2"), "person", deck)
        await self._enter(client, room, 1)
        await client.send({"type": "joined", "room": room.code, "seat": 1, "token": token})
        await self._chat_so_far(client, room)
        await self._begin_if_ready(room)

    async def on_resume(self, client, message):
        room = self._room(message)
        token = message.get("token")
        for seat, info in enumerate(room.seats):
            # compare_digest refuses str with non-ASCII characters (a TypeError): such a token
            # holds no seat (ours are ASCII)
            if info is not None and info["kind"] == "person" and isinstance(token, str) \
                    and token.isascii() and secrets.compare_digest(info["token"], token):
                await self._enter(client, room, seat)
                await client.send({"type": "joined", "room": room.code, "seat": seat, "token": token})
                await self._chat_so_far(client, room)
                await self.broadcast(room)
                return
        raise ProtocolError("that token does not hold a seat in room %s" % room.code)

    async def on_spectate(self, client, message):
        room = self._room(message)
        await self._enter(client, room, None)
        await client.send({"type": "joined", "room": room.code, "seat": None})
        await self._chat_so_far(client, room)
        await client.send(room.state_for(client))

    async def on_leave(self, client, message):
        room = client.room
        if room is None:
            raise ProtocolError("you are not in a room")
        seat = client.seat
        self._drop(client)
        if seat is not None and room.status == "waiting":
            # before the duel a seat is given up for good; the creator closes the room
            room.seats[seat] = None
            if self.store is not None:
                self.store.remove_seat(room.code, seat)
            if seat == 0:
                room.status = "closed"
                if self.store is not None:
                    self.store.set_status(room.code, "closed")
                for other in list(room.clients):
                    self._drop(other)
                    await other.send({"type": "left", "room": room.code, "reason": "the room was closed"})
                self.rooms.pop(room.code, None)
        await client.send({"type": "left", "room": room.code})
        if room.code in self.rooms:
            await self.broadcast(room)

    async def on_state(self, client, message):
        if client.room is None:
            raise ProtocolError("you are not in a room")
        client.reset_room_state()
        await client.send(client.room.state_for(client))

    async def on_answer(self, client, message):
        room = client.room
        if room is None and client.left_reason is not None:
            raise ProtocolError("%s: it takes no more answers" % client.left_reason)
        if room is None or client.seat is None:
            raise ProtocolError("only a seated player answers")
        game = room.game
        if game is None or room.status != "playing":
            raise ProtocolError("no duel is running in this room")
        request = game.request
        if request is None:
            raise ProtocolError("no decision is pending")
        if request.player != client.seat:
            raise ProtocolError("it is not your decision: the other player is deciding")
        option = message.get("option")
        if isinstance(option, bool) or not isinstance(option, int):
            raise ProtocolError("\"option\" must be the id (an integer) of an option of your request")
        expected = message.get("n")
        if expected is not None and expected != len(game.answers):
            raise ProtocolError("that answer is for decision %r, but decision %d is pending"
                                % (expected, len(game.answers)))
        if not 0 <= option < len(request.options):
            raise ProtocolError("option %d is not an option of your request (0 to %d)"
                                % (option, len(request.options) - 1))
        n = len(game.answers)

        def take():
            check = room.apply(option, player=client.seat)
            if check is not None and self.store is not None:
                self.store.add_answer(room.code, n, option, check)
        await self._go_on(room, take)

    async def _go_on(self, room, move):
        """A move in a running game (`move()`: an answer taken and stored, a concession), then
        the match's time note, the AI seats' answers, the end where the game is over, and
        everyone's `state`. A DuelError is the client's: refused, saying why."""
        try:
            move()
            room.note_time(self.store)
            room.run_agents(self.store)
        except DuelError as exc:
            raise ProtocolError(str(exc))
        if room.game.result is not None:
            self._finish(room)
        await self.broadcast(room)

    @staticmethod
    def _running_game(client, who):
        """The room of a seated client whose game runs; else ProtocolError ("only a seated
        player `who`", "no duel is running in this room")."""
        room = client.room
        if room is None or client.seat is None:
            raise ProtocolError("only a seated player %s" % who)
        game = room.game
        if game is None or room.status != "playing" or game.result is not None:
            raise ProtocolError("no duel is running in this room")
        return room

    async def on_concede(self, client, message):
        """A seated player concedes: the duel in progress, or with `"match": true` the whole
        best of three (between two duels of a match, the match). Allowed at any moment of a
        running game, also while the other player decides."""
        room = self._running_game(client, "concedes")
        whole = message.get("match", False)
        if not isinstance(whole, bool):
            raise ProtocolError("\"match\" must be true (concede the match) or false (the duel)")
        await self._go_on(room, lambda: room.concede(client.seat, whole, self.store))

    async def on_claim_win(self, client, message):
        """A seated player whose opponent (a person) has been away from the running game for
        ABSENT_SECONDS or more claims the win: the absent player is taken to concede the game
        (a match: the whole match), as a judge rules a player who left the table. Stored and
        replayed as that player's concession."""
        room = self._running_game(client, "claims the win")
        other = 1 - client.seat
        away = room.away_seconds(other)
        if away is None:
            raise ProtocolError("your opponent is here: the win cannot be claimed")
        if away < ABSENT_SECONDS:
            raise ProtocolError("your opponent has been away for %d s; the win may be claimed after %d s"
                                % (away, ABSENT_SECONDS))
        await self._go_on(room, lambda: room.concede(other, True, self.store))

    async def on_rematch(self, client, message):
        """A seated player of a finished room asks for a rematch. Once every person seated
        there asked (an AI seat agrees at once), a new room starts with the same settings, the
        same seats (names, registered decks, tokens: a seat resumes either room with its
        token) and a new seed; everyone still in the finished room, spectators too, goes to it
        (`joined`, then its `state`). A player who was away finds the new room's code in the
        finished room's state (`rematch`)."""
        room = client.room
        if room is None or client.seat is None:
            raise ProtocolError("only a seated player asks for a rematch")
        if room.status != "finished":
            raise ProtocolError("a rematch is asked for once the game is over")
        if room.rematch_room is not None:
            raise ProtocolError("the rematch was made already: room %s" % room.rematch_room)
        room.rematch[client.seat] = True
        if all(room.rematch[seat] or info["kind"] == "ai" for seat, info in enumerate(room.seats)):
            await self._rematch(room)
        else:
            await self.broadcast(room)

    async def _rematch(self, room):
        settings = {key: room.settings.get(key) for key in
                    ("rules", "banlist", "match", "time_limit", "opponent", "ai", "listed")}
        settings["format"] = ROOM_FORMAT
        settings["rematch_of"] = room.code
        code = new_code()
        new = Room(code, settings, new_seed())
        self.rooms[code] = new
        if self.store is not None:
            self.store.add_room(code, settings, new.seed)
        for seat, info in enumerate(room.seats):
            new.seats[seat] = dict(info)
            if self.store is not None:
                self.store.set_seat(code, seat, info["token"], info["name"], info["kind"], info["deck"])
        room.rematch_room = code
        for other in list(room.clients):
            seat = other.seat
            await self._enter(other, new, seat)
            joined = {"type": "joined", "room": code, "seat": seat}
            if seat is not None:
                joined["token"] = new.seats[seat]["token"]
            await other.send(joined)
        await self._begin_if_ready(new)

    async def on_chat(self, client, message):
        """A chat line to everyone in the room, players and spectators: `chat` with the
        sender's seat (None: a spectator), name and text. Plain text of at most CHAT_LENGTH
        characters (control characters refused), at most CHAT_PER_SECOND a second; the room
        keeps the last CHAT_KEPT for those who join or come back (sent after `joined`, each
        marked `earlier`), in memory only."""
        room = client.room
        if room is None:
            raise ProtocolError("you are not in a room")
        text = message.get("text")
        if not isinstance(text, str):
            raise ProtocolError("\"text\" must be the chat line (a string)")
        text = text.strip()
        if not text:
            raise ProtocolError("an empty chat line is not sent")
        if len(text) > CHAT_LENGTH:
            raise ProtocolError("a chat line has at most %d characters (this one has %d)" % (CHAT_LENGTH, len(text)))
        if any(ord(ch) < 32 or 127 <= ord(ch) < 160 for ch in text):
            raise ProtocolError("a chat line cannot hold control characters (line breaks, tabs...)")
        if not client.allow_chat():
            raise ProtocolError("too many chat lines: at most %g a second" % CHAT_PER_SECOND)
        seat = client.seat
        name = "spectator" if seat is None else room.seats[seat]["name"]
        line = {"type": "chat", "room": room.code, "seat": seat, "name": name, "text": text}
        room.chat.append(line)
        del room.chat[:-CHAT_KEPT]
        for other in list(room.clients):
            if other.closed:
                continue
            try:
                await other.send(line)
            except Exception:          # a connection that went away: forget it
                other.closed = True
                self._drop(other)

    async def _chat_so_far(self, client, room):
        """The room's kept chat lines, to a client that just joined it (each a `chat`
        message marked `earlier`)."""
        for line in room.chat:
            await client.send(dict(line, earlier=True))

    async def on_replay(self, client, message):
        code = message.get("room") if "room" in message else (client.room.code if client.room else None)
        replay = self.replay_of(code)
        if replay is None:
            raise ProtocolError("the replay is available when the duel is over")
        await client.send({"type": "replay", "room": code, "replay": replay})

    # ----------------------------------------------------------- helpers
    def _room(self, message):
        code = message.get("room")
        if isinstance(code, str) and code in self.closed_by_operator:
            raise ProtocolError("room %s was closed by the operator" % code)
        if not isinstance(code, str) or code not in self.rooms:
            stored = self.store.room_status(code) if isinstance(code, str) and code.isascii() \
                and self.store is not None else None
            if stored is not None and stored[0] == "finished":
                raise ProtocolError("room %s is over; its replay is at /api/rooms/%s/replay" % (code, code))
            raise ProtocolError("no room with that code")
        return self.rooms[code]

    def _seat(self, room, seat, name, kind, deck):
        token = new_token()
        room.seats[seat] = {"token": token, "name": name, "kind": kind, "deck": deck}
        if self.store is not None:
            self.store.set_seat(room.code, seat, token, name, kind, deck)
        return token

    async def _enter(self, client, room, seat):
        if client.room is not None:
            self._drop(client)
        client.room, client.seat = room, seat
        client.left_reason = None
        client.reset_room_state()
        room.clients.append(client)

    def _drop(self, client):
        room = client.room
        if room is not None and client in room.clients:
            room.clients.remove(client)
            if client.seat is not None:
                room.seen_at[client.seat] = time.time()
        client.room = None
        client.seat = None

    async def _begin_if_ready(self, room):
        if room.status == "waiting" and all(s is not None for s in room.seats):
            try:
                room.start()
                if room.clock is not None:
                    room.settings["started_at"] = room.clock.origin = time.time()
                    if self.store is not None:
                        self.store.set_settings(room.code, room.settings)
            except (DuelError, ValueError) as exc:
                room.status = "broken"
                room.error = "the duel could not start: %s" % exc
            if self.store is not None:
                self.store.set_status(room.code, room.status)
            if room.status == "playing":
                room.run_agents(self.store)
                if room.game.result is not None:
                    self._finish(room)
        await self.broadcast(room)

    def _finish(self, room):
        room.status = "finished"
        room.finished_at = time.time()
        if self.store is not None:
            self.store.set_status(room.code, "finished", room.game.result, replay=room.replay())
        self.evict_finished()

    def evict_finished(self, now=None):
        """Forget the finished rooms nobody is in: each FINISHED_GRACE seconds after its end,
        and beyond FINISHED_KEPT of them the oldest at once. A finished room holds its whole
        game (a duel's log, a match's duels): kept for ever, a long-running server would grow
        without end. Its replay stays in the store (`replay_of`, /api/rooms/CODE/replay), and
        a resume, join or look at it says the room is over and where its replay is. Called at
        each game's end and at the server's look every WATCH_SECONDS. Returns the codes."""
        now = time.time() if now is None else now
        idle = []
        for code, room in self.rooms.items():
            if room.status != "finished":
                continue
            for client in list(room.clients):
                if client.closed:
                    self._drop(client)
            if not room.clients:
                idle.append((room.finished_at or 0.0, code))
        idle.sort()
        over = len(idle) - FINISHED_KEPT
        gone = [code for n, (at, code) in enumerate(idle) if n < over or now - at >= FINISHED_GRACE]
        for code in gone:
            self.rooms.pop(code, None)
        return gone

    def replay_of(self, code):
        """A finished room's replay (kept in the store across restarts), else None."""
        room = self.rooms.get(code) if isinstance(code, str) else None
        if room is not None and room.game is not None and room.game.result is not None:
            return room.replay()
        # our codes are ASCII; SQLite cannot even take a str with a lone surrogate ("\ud800")
        if self.store is not None and isinstance(code, str) and code.isascii():
            return self.store.replay(code)
        return None

    async def broadcast(self, room):
        for client in list(room.clients):
            if client.closed:
                self._drop(client)
                continue
            try:
                patch = room.patches_for(client)
                if patch is not None:
                    await client.send(patch)
                await client.send(room.state_for(client))
            except Exception:          # a connection that went away: forget it
                client.closed = True
                self._drop(client)

    def disconnect(self, client):
        """A connection closed; returns the room whose players should hear of it (a
        seated player went offline), else None."""
        client.closed = True
        room, seat = client.room, client.seat
        self._drop(client)
        return room if seat is not None else None


def _banlist(name):
    from duelist.deck.banlist import BanlistFormatError, UnknownBanlistError, load_banlist
    if name in (None, "", "none"):
        return None
    if not isinstance(name, str):
        raise ProtocolError("banlist must be a name (e.g. GOAT, TCG, OCG)")
    try:
        return load_banlist(name, files=False)     # a client names no file of the server
    except (UnknownBanlistError, BanlistFormatError) as exc:
        raise ProtocolError(str(exc).strip("'\""))


def _label(message):
    label = message.get("deck_name")
    if isinstance(label, str) and label.strip() and len(label) <= 80:
        return label.strip()
    return "deck"


def _name(message, default):
    name = message.get("name")
    if isinstance(name, str) and name.strip():
        return "".join(ch for ch in name.strip() if ch.isprintable())[:NAME_LENGTH]
    return default
