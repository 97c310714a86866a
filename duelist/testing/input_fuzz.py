"""Hardening: a mutational fuzzer of every input that comes from outside the engine.

Each target takes a valid input (a bundled deck, a banlist file, a recorded replay, a web
message, an answer), spoils it (cut short, spans deleted or doubled, wrong types, huge or
negative numbers, unknown cards, wrong versions, odd unicode, missing fields) and feeds it
to the code that reads it. The reader may accept it or refuse it with its own clear error
(DeckFormatError, BanlistFormatError, ReplayError, IllegalAnswerError, a web "error"
message, a non-zero exit with one line); anything else is a finding: another exception
(a traceback for the user), a web "internal error", a room left broken, a duel changed by
a refused answer, or a command that prints a traceback.

    python -m duelist.testing.input_fuzz --seconds 600 [--seed-base N] [--targets ydk,web]

tests/deck/test_bad_input_fuzz.py runs a fixed seeded sample of every target.
"""

import argparse
import asyncio
import contextlib
import copy
import io
import json
import os
import random
import sys
import tempfile
import time
import traceback

# odd pieces spliced into text: control characters, byte order marks, line ends of other
# systems, section headers out of place, numbers out of range, digits of other scripts
TOKENS = ("\x00", "\ufeff", "\r", "\n", "\r\n", "\u2028", "\t", " ", "#main", "#extra", "!side",
          "#side", "!", "#", "$whitelist", "--", "-1", "0", "4294967296", "18446744073709551616",
          "1e9", "3.0", "\u00b2", "\u0663", "\uff11", "\U0001d7d9", "\u01c5", "ydke://", "AAAA",
          "====", "null", "{", "[", "\"", "9" * 400, "x" * 300, "89631139", "46986414", "1 1",
          "!GOAT", "\u0130", "\u00df", "[" * 5000, "{\"a\":" * 3000)
# odd JSON values put where another value was
ODD_VALUES = (None, True, False, 0, -1, 1, 2, 3, 2 ** 31, 2 ** 64, -2 ** 63, 1.5, 1e308, float("nan"),
              "", "x", "0", "1", "\x00", "\u00b2", "\ud800", [], {}, [0], [[[]]], {"a": 1}, [None],
              ["turn_limit"], [0, "turn_limit", 0], "a" * 200)


class Finding(Exception):
    """What a target did wrong with one input."""


# ------------------------------------------------------------------ mutations

def mutate_text(rng, text, rounds=None):
    """The text spoiled 1 to 3 times."""
    for _ in range(rounds or rng.randint(1, 3)):
        text = _mutate_once(rng, text)
    return text


def _mutate_once(rng, text):
    n = len(text)
    op = rng.randrange(10)
    at = rng.randint(0, n)
    if op == 0:                                     # cut short
        return text[:at]
    if op == 1:                                     # a span deleted
        return text[:at] + text[min(n, at + rng.randint(1, 40)):]
    if op == 2:                                     # a span doubled
        end = min(n, at + rng.randint(1, 60))
        return text[:end] + text[at:end] + text[end:]
    if op in (3, 4):                                # an odd token spliced in
        return text[:at] + rng.choice(TOKENS) + text[at:]
    if op == 5:                                     # a number replaced
        digits = [i for i, ch in enumerate(text) if ch.isdigit()]
        if digits:
            i = rng.choice(digits)
            j = i
            while j < n and text[j].isdigit():
                j += 1
            while i > 0 and text[i - 1].isdigit():
                i -= 1
            return text[:i] + rng.choice(TOKENS[16:30]) + text[j:]
        return text + rng.choice(TOKENS)
    lines = text.split("\n")
    if op == 6 and len(lines) > 1:                  # two lines swapped
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        return "\n".join(lines)
    if op == 7 and lines:                           # a line replaced by a token
        lines[rng.randrange(len(lines))] = rng.choice(TOKENS)
        return "\n".join(lines)
    if op == 8 and n:                               # one character changed
        i = rng.randrange(n)
        return text[:i] + chr(rng.choice((0x30 + rng.randrange(10), rng.randrange(0x20, 0x7f),
                                          rng.randrange(0x80, 0x3000)))) + text[i + 1:]
    return rng.choice(("", " ", "\n", "\ufeff", "\x00" * 3, text * 2))


def mutate_json(rng, data, rounds=None):
    """A deep copy of JSON data with 1 to 3 values replaced, keys dropped or added, lists cut."""
    data = copy.deepcopy(data)
    for _ in range(rounds or rng.randint(1, 3)):
        data = _mutate_json_once(rng, data)
    return data


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key in value:
            for sub in _paths(value[key], path + (key,)):
                yield sub
    elif isinstance(value, list):
        # a long list (answers, passcodes): a few of its items, not all
        for i in sorted(set([0, len(value) - 1, len(value) // 2])) if len(value) > 3 else range(len(value)):
            if 0 <= i < len(value):
                for sub in _paths(value[i], path + (i,)):
                    yield sub


def _mutate_json_once(rng, data):
    paths = list(_paths(data))
    path = rng.choice(paths)
    if not path:
        return rng.choice(ODD_VALUES) if rng.random() < 0.1 else data
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    op = rng.randrange(6)
    if op == 0 and isinstance(parent, dict):
        del parent[key]
    elif op == 1 and isinstance(parent[key], list):
        parent[key] = parent[key][:rng.randint(0, len(parent[key]))]
    elif op == 2 and isinstance(parent[key], list):
        parent[key].insert(rng.randint(0, len(parent[key])), copy.deepcopy(rng.choice(ODD_VALUES)))
    elif op == 3 and isinstance(parent, dict):
        parent[rng.choice(("zz", "", "\x00", "version", "format"))] = copy.deepcopy(rng.choice(ODD_VALUES))
    elif op == 4 and isinstance(parent[key], int) and not isinstance(parent[key], bool):
        parent[key] = parent[key] + rng.choice((1, -1, 2 ** 32, -2 ** 40, 7))
    else:
        parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))
    return data


# ------------------------------------------------------------------ shared inputs

_cache = {}


def _bundled_texts():
    if "decks" not in _cache:
        from duelist.deck.formats import bundled_deck_path, list_bundled_decks
        texts = []
        for name in list_bundled_decks():
            with io.open(bundled_deck_path(name), encoding="utf-8") as handle:
                texts.append(handle.read())
        _cache["decks"] = texts
    return _cache["decks"]


def _lflist_texts():
    if "lflists" not in _cache:
        from duelist.deck.banlist import BUNDLED_BANLISTS_DIR
        texts = []
        for name in sorted(os.listdir(BUNDLED_BANLISTS_DIR)):
            with io.open(os.path.join(BUNDLED_BANLISTS_DIR, name), encoding="utf-8-sig") as handle:
                lines = handle.read().splitlines()
            # a list header and the next lines (whole files are long; the parser is per line)
            heads = [i for i, line in enumerate(lines) if line.startswith("!")] or [0]
            for head in heads[:3]:
                texts.append("\n".join(lines[:1] + lines[head:head + 40]) + "\n")
        _cache["lflists"] = texts
    return _cache["lflists"]


def _recorded(kind):
    """A recorded replay of a short game, cut after about 40 answers (its checksum is of the
    log so far): 'duel', 'duel1' (a version 1 file) or 'match'."""
    if kind not in _cache:
        from duelist.deck.formats import load_bundled_deck
        decks = [load_bundled_deck(n) for n in ("yugi-starter", "kaiba-starter")]
        decks = [{"main": d.main, "extra": d.extra} for d in decks]
        rng = random.Random(11)
        if kind == "match":
            from duelist.match import Match
            game = Match(decks[0], decks[1], seed=5)
        else:
            from duelist.engine.duel import Duel
            from duelist.engine.rules import get_rules
            rules = get_rules("MR5")
            if kind == "duel1":
                rules = rules.replace(choose_zones=False)
            game = Duel(decks[0], decks[1], rules=rules, seed=5)
        for _ in range(40):
            if game.request is None:
                break
            game.answer(rng.randrange(len(game.request.options)))
        data = game.replay_data()
        if kind == "duel1":
            data["version"] = 1
            data["rules"].pop("choose_zones", None)
        _cache[kind] = json.loads(json.dumps(data))
    return _cache[kind]


def _expect(call, allowed, what):
    """Run `call`; an exception not in `allowed` is a Finding naming `what`."""
    try:
        return call()
    except allowed:
        return None
    except Finding:
        raise
    except RecursionError:
        raise Finding("%s: RecursionError" % what)
    except Exception as exc:
        raise Finding("%s: %s: %s\n%s" % (what, type(exc).__name__, exc, _where(exc)))


def _where(exc):
    frames = traceback.extract_tb(exc.__traceback__)
    return "".join(traceback.format_list(frames[-3:]))


# ------------------------------------------------------------------ targets

def fuzz_ydk(rng):
    """Spoiled .ydk text read as text, through load_deck, and from a file of spoiled bytes."""
    from duelist.deck.formats import DeckFormatError, load_deck, parse_ydk, read_ydk
    text = mutate_text(rng, rng.choice(_bundled_texts()))
    deck = _expect(lambda: parse_ydk(text, source="fuzz.ydk"), DeckFormatError, "parse_ydk")
    _expect(lambda: load_deck(text if "\n" in text else text + "\n"), DeckFormatError, "load_deck")
    if rng.random() < 0.3:
        data = text.encode("utf-8", "surrogatepass")
        if rng.random() < 0.5 and data:
            i = rng.randrange(len(data))
            data = data[:i] + bytes([rng.choice((0xff, 0xc3, 0x80, 0xfe, 0x00))]) + data[i + 1:]
        with tempfile.NamedTemporaryFile(suffix=".ydk", delete=False) as handle:
            handle.write(data)
        try:
            _expect(lambda: read_ydk(handle.name), DeckFormatError, "read_ydk(file)")
        finally:
            os.unlink(handle.name)
    if deck is not None:
        _validate(rng, deck)
    return text


def fuzz_ydke(rng):
    """A spoiled ydke:// URL, or one whose passcodes are spoiled (then validated)."""
    from duelist.deck.formats import DeckFormatError, format_ydke, load_deck, parse_ydk
    deck = parse_ydk(rng.choice(_bundled_texts()))
    if rng.random() < 0.5:
        section = rng.choice((deck.main, deck.extra, deck.side))
        if section:
            section[rng.randrange(len(section))] = rng.choice((0, 1, 2 ** 32 - 1, 12345, 89631139))
        else:
            section.append(rng.choice((0, 2 ** 32 - 1)))
    url = format_ydke(deck)
    if rng.random() < 0.7:
        url = mutate_text(rng, url)
    got = _expect(lambda: load_deck(url if url.strip() else "ydke://"), DeckFormatError, "load_deck(ydke)")
    if got is not None:
        _validate(rng, got)
    return url


def _validate(rng, deck):
    from duelist.deck.validate import DeckError, check_playable, validate_deck
    banlist = rng.choice((None, "GOAT", "TCG", "OCG"))
    problems = _expect(lambda: validate_deck(deck, banlist=banlist), (), "validate_deck")
    if not isinstance(problems, list):
        raise Finding("validate_deck returned %r, not a list of problems" % (problems,))
    for problem in problems:
        str(problem)
    _expect(lambda: check_playable(deck, banlist=banlist), DeckError, "check_playable")


def fuzz_lflist(rng):
    """A spoiled piece of a bundled lflist file; the lists it gives are used on a deck."""
    from duelist.deck.banlist import BanlistFormatError, parse_lflist
    text = mutate_text(rng, rng.choice(_lflist_texts()))
    lists = _expect(lambda: parse_lflist(text, source="fuzz.conf"), BanlistFormatError, "parse_lflist")
    from duelist.deck.formats import parse_ydk
    from duelist.deck.validate import validate_deck
    for banlist in lists or ():
        _expect(lambda: banlist.limits(), (), "Banlist.limits")
        for entry in banlist.entries[:5]:
            _expect(lambda: (banlist.limit(entry.code), banlist.status(entry.code), entry.card_name),
                    (), "Banlist.limit")
        deck = parse_ydk(rng.choice(_bundled_texts()))
        _expect(lambda: validate_deck(deck, banlist=banlist), (), "validate_deck(fuzzed banlist)")
    return text


def fuzz_banlist_name(rng):
    """A spoiled banlist name: a clear UnknownBanlistError, never a traceback."""
    from duelist.deck.banlist import BanlistFormatError, UnknownBanlistError, load_banlist
    name = mutate_text(rng, rng.choice(("GOAT", "TCG", "OCG", "2005.4 GOAT", "Goat", "MR5")))
    _expect(lambda: load_banlist(name), (UnknownBanlistError, BanlistFormatError), "load_banlist")
    return name


def fuzz_replay(rng):
    """A spoiled duel replay (version 2 or 1) re-run: a ReplayError or the duel it records."""
    from duelist.engine.replay import ReplayError, load_replay, run_replay
    data = _recorded(rng.choice(("duel", "duel", "duel1")))
    if rng.random() < 0.75:
        bad = mutate_json(rng, data)
        _expect(lambda: run_replay(bad), ReplayError, "run_replay")
        return bad
    text = mutate_text(rng, json.dumps(data, sort_keys=True, indent=1), rounds=1)
    with tempfile.NamedTemporaryFile("wb", suffix=".json", delete=False) as handle:
        handle.write(text.encode("utf-8", "surrogatepass"))
    try:
        _expect(lambda: run_replay(load_replay(handle.name)), ReplayError, "load_replay+run_replay")
    finally:
        os.unlink(handle.name)
    return text


def fuzz_match_replay(rng):
    """A spoiled match replay re-run: a ReplayError or the match it records; one whose
    answers were only cut short or one changed (the rest as recorded) must be refused."""
    from duelist.engine.replay import ReplayError
    from duelist.match.match import run_match_replay
    data = _recorded("match")
    if rng.random() < 0.2:
        bad = copy.deepcopy(data)
        n = rng.randrange(len(bad["answers"]))
        if rng.random() < 0.5:
            del bad["answers"][n:]
        else:
            bad["answers"][n] += 1
        try:
            run_match_replay(bad)
        except ReplayError:
            return bad
        except Exception as exc:
            raise Finding("run_match_replay: %s: %s\n%s" % (type(exc).__name__, exc, _where(exc)))
        if bad["answers"] != data["answers"]:
            raise Finding("run_match_replay verified a replay whose answers from %d on were cut or changed" % n)
        return bad
    bad = mutate_json(rng, data)
    _expect(lambda: run_match_replay(bad), ReplayError, "run_match_replay")
    return bad


def fuzz_playback(rng):
    """The web page's playback of a spoiled replay (duel or match): a PlaybackError."""
    from duelist.web.playback import PlaybackError, playback_frames
    bad = mutate_json(rng, _recorded(rng.choice(("duel", "duel1", "match"))))
    _expect(lambda: playback_frames(bad), PlaybackError, "playback_frames")
    return bad


def fuzz_answer(rng):
    """Odd answers at a random point of a duel or a best of three: refused, and the game
    unchanged."""
    from duelist.engine.protocol import DuelOverError, IllegalAnswerError
    from duelist.engine.replay import rules_of
    kind = rng.choice(("duel", "duel", "match"))
    data = _recorded(kind)
    if kind == "match":
        from duelist.match import Match
        game = Match(data["decks"][0], data["decks"][1], rules=rules_of(data), seed=data["seed"])
    else:
        from duelist.engine.duel import Duel
        game = Duel(data["decks"][0], data["decks"][1], rules=rules_of(data), seed=data["seed"])
    for answer in data["answers"][:rng.randrange(len(data["answers"]))]:
        game.answer(answer)
    request = game.request
    n = len(request.options)
    other = rng.choice(request.options)
    odd = rng.choice(ODD_VALUES + (n, n + 1, -n, 2 ** 100, "pass", "\x00", other.key + "x", other.copy(),
                                   (0,), b"0", 0j, float(0)))
    player = rng.choice((None, None, request.player, 1 - request.player, -1, 2, True, 0.0, "0"))

    def state():
        duel = game.duel if kind == "match" else game
        return (len(game.answers), duel.log_length(), duel.log_digest())
    before = state()
    taken = _expect(lambda: game.answer(odd, player=player) or True, (IllegalAnswerError, DuelOverError),
                    "%s.answer" % type(game).__name__)
    if taken is None:
        if state() != before or game.request is not request:
            raise Finding("%s.answer(%r, player=%r) was refused but changed the game"
                          % (type(game).__name__, odd, player))
        game.answer(0)          # the game goes on
    return (odd, player)


# --- the web server's messages ----------------------------------------------------------

_VALID_MESSAGES = (
    {"type": "ping"}, {"type": "rooms"}, {"type": "decks"},
    {"type": "check_deck", "deck": "yugi-starter", "banlist": "GOAT", "deck_name": "mine"},
    {"type": "create", "deck": "yugi-starter", "rules": "MR5", "opponent": "person", "listed": True,
     "name": "Ann"},
    {"type": "create", "deck": "yugi-starter", "opponent": "ai", "ai": "random", "ai_deck": "kaiba-starter",
     "match": True, "time_limit": 600},
    {"type": "join", "room": "ROOM", "deck": "kaiba-starter", "name": "Bob"},
    {"type": "resume", "room": "ROOM", "token": "TOKEN"},
    {"type": "spectate", "room": "ROOM"},
    {"type": "state"},
    {"type": "answer", "option": 0, "n": 0},
    {"type": "replay", "room": "ROOM"},
    {"type": "leave"},
)


class _WebClient(object):
    def __init__(self, lobby):
        from duelist.web.rooms import Client
        self.received = []

        async def send(message):
            json.dumps(message)         # what the server sends must be JSON
            self.received.append(message)
        self.client = Client(send, clock=lambda: 0.0, rate=1e9)
        self.client._tokens = 1e9
        self.lobby = lobby

    def send(self, message):
        text = message if isinstance(message, str) else json.dumps(message)
        start = len(self.received)
        asyncio.run(self.lobby.receive(self.client, text))
        for reply in self.received[start:]:
            if reply.get("type") == "error" and "internal error" in reply.get("message", ""):
                raise Finding("web %s: %s" % (text[:200], reply["message"]))
        return self.received[start:]


def fuzz_web(rng):
    """A person creates a room, a second joins (mostly), a spectator watches; every one of
    them sends a few spoiled messages between valid answers, and a seated player's
    connection may drop and come back with its token. No message may make the server fail
    (an "internal error"), break the room, or lose it; a reconnect finds the seat."""
    from duelist.web.rooms import Lobby
    from duelist.web.store import Store
    lobby = Lobby(Store(":memory:"))
    people = {"ann": _WebClient(lobby), "bob": _WebClient(lobby), "eve": _WebClient(lobby)}
    # a single duel, a best of three (timed or not) between people, or a duel against the AI
    create = dict(_VALID_MESSAGES[4], **rng.choice(({}, {"match": True}, {"match": True, "time_limit": 600},
                                                    {"opponent": "ai", "ai": "random"})))
    joined = [m for m in people["ann"].send(create) if m["type"] == "joined"][0]
    room, token = joined["room"], joined["token"]
    tokens = {"ann": token}
    sent = []
    if create.get("opponent") != "ai" and rng.random() < 0.7:
        replies = people["bob"].send(dict(_VALID_MESSAGES[6], room=room))
        tokens["bob"] = [m for m in replies if m["type"] == "joined"][0]["token"]
    for _ in range(rng.randint(2, 8)):
        name = rng.choice(sorted(people))
        who = people[name]
        if name in tokens and rng.random() < 0.15:
            # the connection drops; a new one resumes the seat with the token
            held = lobby.disconnect(who.client)
            if held is not None:
                asyncio.run(lobby.broadcast(held))
            people[name] = who = _WebClient(lobby)
            sent.append("(%s reconnects)" % name)
            replies = who.send({"type": "resume", "room": room, "token": tokens[name]})
            seated = room in lobby.rooms and any(s is not None and s["token"] == tokens[name]
                                                 for s in lobby.rooms[room].seats)
            if seated and not any(m["type"] == "joined" for m in replies):
                raise Finding("web: %s could not resume the seat after %s: %s" % (name, sent, replies))
            continue
        message = json.loads(json.dumps(rng.choice(_VALID_MESSAGES)).replace("ROOM", room)
                             .replace("TOKEN", token))
        if rng.random() < 0.8:
            message = mutate_json(rng, message)
        text = json.dumps(message)
        if rng.random() < 0.2:
            text = mutate_text(rng, text, rounds=1)
        sent.append(text)
        _expect(lambda: who.send(text), (), "Lobby.receive")
        # the seated players answer a few times, as the page does from its request
        for player in (people["ann"], people["bob"]):
            for _ in range(rng.randint(0, 3)):
                held = player.client.room
                game = held.game if held is not None else None
                if game is not None and game.request is not None and game.request.player == player.client.seat:
                    player.send({"type": "answer", "option": rng.randrange(len(game.request.options)),
                                 "n": len(game.answers)})
    for code, held in lobby.rooms.items():
        if held.status == "broken":
            raise Finding("web: room %s broken after %s: %s" % (code, sent, held.error))
        if held.status == "playing" and held.game.request is None and held.game.result is None:
            raise Finding("web: room %s plays on without a request after %s" % (code, sent))
    if room not in lobby.rooms and not any(json.loads(t).get("type") == "leave"
                                           for t in sent if _is_json(t)):
        raise Finding("web: room %s lost after %s" % (room, sent))
    # a restarted server (the same store) finds every unfinished room as it was
    again = Lobby(lobby.store)
    for code, held in lobby.rooms.items():
        if held.status not in ("waiting", "playing"):
            continue
        back = again.rooms.get(code)
        if back is None or back.status != held.status or back.seats != held.seats:
            raise Finding("web: room %s (%s) not resumed as it was after %s: %s"
                          % (code, held.status, sent, None if back is None else (back.status, back.error)))
        if held.game is not None and (back.game.answers != held.game.answers
                                      or back.duel.log_digest() != held.duel.log_digest()):
            raise Finding("web: room %s resumed with another duel after %s" % (code, sent))
    return sent


def _is_json(text):
    try:
        return isinstance(json.loads(text), dict)
    except ValueError:
        return False


# --- the command line's file arguments ---------------------------------------------------

def fuzz_cli(rng):
    """`duelist deck check FILE`, `deck convert FILE`, `replay FILE`, `odds FILE --group`
    and `duel --deck1 FILE` with spoiled files:
    an exit status and a message, never a traceback."""
    from duelist.cli.main import main
    folder = tempfile.mkdtemp(prefix="duelist-fuzz-")
    try:
        which = rng.randrange(6)
        if which >= 4:
            # a deck file for `odds` (groups spoiled too) or `duel` (a whole duel when it
            # is playable: one in four of these)
            data = mutate_text(rng, rng.choice(_bundled_texts()))
            path = os.path.join(folder, "d.ydk")
            if which == 4 or rng.random() < 0.75:
                group = mutate_text(rng, "a=Kuriboh,89631139,Dark Magician", rounds=1)
                argv = ["odds", path, "--group", group, "--hand", str(rng.choice((1, 5, 6, 40, 61)))]
            else:
                argv = ["duel", "--deck1", path, "--deck2", path, "--quiet", "--seed", str(rng.randrange(99))]
        elif which == 3:
            data = json.dumps(mutate_json(rng, _recorded(rng.choice(("duel", "match")))))
            path = os.path.join(folder, "r.json")
            argv = ["replay", path]
        else:
            data = mutate_text(rng, rng.choice(_bundled_texts()))
            path = os.path.join(folder, rng.choice(("d.ydk", "d.txt", "d")))
            argv = [["deck", "check", path], ["deck", "check", path, "--banlist",
                                             rng.choice(("GOAT", "TCG", "nope", path))],
                    ["deck", "convert", path, "--to", rng.choice(("ydk", "ydke"))]][which]
        with io.open(path, "w", encoding="utf-8", errors="surrogatepass", newline="") as handle:
            handle.write(data)
        out, err = io.StringIO(), io.StringIO()
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = main(argv)
        except SystemExit as exc:
            code = exc.code
        except Exception as exc:
            raise Finding("duelist %s: %s: %s\n%s" % (" ".join(argv[:2]), type(exc).__name__, exc, _where(exc)))
        if "Traceback" in out.getvalue() + err.getvalue():
            raise Finding("duelist %s printed a traceback:\n%s" % (" ".join(argv[:2]), err.getvalue()[-800:]))
        if code not in (0, 1, 2):
            raise Finding("duelist %s exited %r" % (" ".join(argv[:2]), code))
        return (argv[:2], data[:200])
    finally:
        for name in os.listdir(folder):
            os.unlink(os.path.join(folder, name))
        os.rmdir(folder)


# what a person may type at `duelist play`'s questions: the keys it knows, numbers in and
# out of range, card names, and the odd tokens
_KEYS = ("0", "1", "2", "3", "b", "l", "g", "x", "a", "h", "?", "i", "i 0", "i 1", "i 99", "i skull",
         "i dark", "99", "-1", "", "  ", "1.0", "0x1", "\uff11", "i \u00b2", "\u00b2", "q")


def typed(keys):
    """An input function (for `input_fn`) that types `keys`, one a question, then ends the
    input (EOFError, as Ctrl-D does)."""
    feed = iter(keys)

    def key(prompt):
        try:
            return next(feed)
        except StopIteration:
            raise EOFError
    return key


def fuzz_terminal(rng):
    """`duelist play` (or a best of three) at the terminal, answered by spoiled keys for a
    few questions, then by quitting: a screen, never a traceback."""
    from duelist.cli import play_cmd
    keys = [mutate_text(rng, rng.choice(_KEYS), rounds=1) if rng.random() < 0.4 else rng.choice(_KEYS)
            for _ in range(rng.randint(1, 30))]
    key = typed(keys)
    out = io.StringIO()
    decks = rng.choice((("yugi_normals", "kaiba_normals"), ("goat_01", "goat_02"), ("yugi-starter", "kaiba-starter")))
    values = dict(deck=decks[0], ai_deck=decks[1], ai="random", rules="MR5", banlist=None, replay=None,
                  no_replay=True, ask=rng.choice(("always", "new", "never")), match=rng.random() < 0.3,
                  seed=rng.randrange(1000))
    with contextlib.redirect_stderr(io.StringIO()) as err:
        _expect(lambda: play_cmd.run(argparse.Namespace(**values), input_fn=key, out=out), (), "duelist play")
    if "Traceback" in out.getvalue() + err.getvalue():
        raise Finding("duelist play printed a traceback for keys %r" % (keys,))
    return keys


TARGETS = (
    ("ydk", fuzz_ydk), ("ydke", fuzz_ydke), ("lflist", fuzz_lflist), ("banlist-name", fuzz_banlist_name),
    ("replay", fuzz_replay), ("match-replay", fuzz_match_replay), ("playback", fuzz_playback),
    ("answer", fuzz_answer), ("web", fuzz_web), ("cli", fuzz_cli), ("terminal", fuzz_terminal),
)


def run_one(name, seed):
    """One input of target `name` from `seed`: None, or the finding's text."""
    rng = random.Random("%s:%d" % (name, seed))
    try:
        dict(TARGETS)[name](rng)
    except Finding as finding:
        return "%s seed %d: %s" % (name, seed, finding)
    return None


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m duelist.testing.input_fuzz", description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--seed-base", type=int, default=None, help="the first seed (default: from os.urandom)")
    parser.add_argument("--targets", default=",".join(n for n, _ in TARGETS),
                        help="comma-separated, of: %s" % ", ".join(n for n, _ in TARGETS))
    parser.add_argument("--max-findings", type=int, default=20)
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.targets.split(",") if n.strip()]
    unknown = [n for n in names if n not in dict(TARGETS)]
    if unknown:
        parser.error("unknown target(s) %s" % ", ".join(unknown))
    seed = args.seed_base if args.seed_base is not None else int.from_bytes(os.urandom(3), "big")
    print("seed base %d" % seed, flush=True)
    counts = dict((n, 0) for n in names)
    findings = []
    stop = time.time() + args.seconds
    while time.time() < stop and len(findings) < args.max_findings:
        for name in names:
            found = run_one(name, seed)
            counts[name] += 1
            if found:
                findings.append(found)
                print("FINDING " + found, flush=True)
        seed += 1
    print("inputs: %s; findings: %d" % (", ".join("%s %d" % kv for kv in counts.items()), len(findings)))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
