"""Restart fuzz for `duelist serve`'s rooms: a restart never changes a duel.

Each room is played twice, in lockstep, through `Lobby.handle` with fake clients (no
sockets), each run on its own SQLite file: run A never restarts; run B closes its Lobby and
Store at 1-3 random points (answer counts, or before the second player joins) and opens a
new `Lobby(Store(same file))`, whose clients reconnect by their tokens (`resume`; a
spectator spectates again). The settings are random ones the lobby accepts (bundled decks,
every rules preset, a banlist or none, a person or the AI as opponent, a single duel or a
best of three, timed or not); the answers are seeded (mostly the greedy agent's choice,
else a random option) and the same for both runs.

The oracle: after every answer each seat (and the spectator) of B holds what the same seat
of A holds - the last state (view, request, match view with its time left, result, players
online, ...), the log of every duel as the client pieced it together from its messages, and
the facts of every card its states show; no error or "internal error" message, no broken
room; at the end the same result, the same stored answers with their checks, the same
stored status, result and replay. A difference is a finding, printed with the room's
settings, seed, answers and restart points (`--room K --seed-base S` replays one room).

The clock a timed match reads is the driver's (one second per answer the driver sends), so
both runs call time at the same answer. Seeds, room codes and tokens are the driver's too.

    python -m duelist.testing.restart_fuzz --rooms N --seed-base S [--max-answers M]
"""

import argparse
import asyncio
import json
import os
import random
import sqlite3
import sys
import tempfile
import time
import time as _time
import traceback

from duelist.agents import GreedyAgent
from duelist.web import rooms as rooms_module
from duelist.web.rooms import Client, Lobby
from duelist.web.store import Store

DECKS = ("yugi-starter", "kaiba-starter", "yugi_normals", "kaiba_normals",
         "goat_01_goat_control_suffridge_2005_us_nationals", "goat_02_chaos_control_community",
         "goat_03_chaos_turbo_worlds2020_community", "goat_04_warrior_swarm_metagame_2005",
         "goat_05_zombie_mchale_2005", "goat_06_gravekeeper_mchale_2005",
         "goat_07_monarch_soul_control_vargas_2005_sjc_la", "goat_08_burn_lockdown_face_down_fury_2005")
RULES = ("MR1", "MR2", "MR3", "MR4", "MR5", "GOAT")
BANLISTS = (None, None, "GOAT", "TCG", "OCG")
CLOCK_BASE = 1800000000.0


class Finding(Exception):
    """A restarted room that is not the room played without a restart."""


class Seat(object):
    """One connection of the driver: what it received, pieced together as a page would."""

    def __init__(self, name):
        self.name = name
        self.inbox = []
        self.state = None
        self.logs = {}          # duel number -> events, as received
        self.duel_key = 1
        self.fresh = True       # the next state is the first of this connection
        self.cards = {}         # passcode (str) -> facts, every card shown to this seat
        self.token = None

        async def send(message):
            message = json.loads(json.dumps(message))
            self.inbox.append(message)
            self.take(message)
        self.client = Client(send, rate=1e9)

    def reconnect(self):
        """A new connection after a restart (the pieced-together logs and cards stay)."""
        seat = Seat(self.name)
        seat.logs, seat.duel_key, seat.cards, seat.token = self.logs, self.duel_key, self.cards, self.token
        return seat

    def take(self, message):
        if message["type"] == "error":
            raise Finding("%s received an error: %s" % (self.name, message))
        if message["type"] == "log_patch":
            # events the engine replaced after this connection received them (a placed card's
            # zone, chosen afterwards): put in place, as the page does
            key = self.duel_key if message["duel"] is None else message["duel"]
            log = self.logs.get(key)
            for patch in message["events"]:
                if log is None or not 0 <= patch["index"] < len(log):
                    raise Finding("%s received a log_patch for an event it was not sent: %s" % (self.name, message))
                log[patch["index"]] = patch["event"]
            return
        if message["type"] != "state":
            return
        self.state = message
        self.cards.update(message.get("cards") or {})
        events = message.get("log") or []
        if self.fresh:
            # a new connection receives a duel's whole log: a single duel's at once, a
            # match's after a new_duel marker (none between two duels)
            self.fresh = False
            if "match" not in message:
                self.logs[self.duel_key] = []
        for event in events:
            if event["type"] == "new_duel":
                self.duel_key = event["duel"]
                self.logs[self.duel_key] = []
            else:
                self.logs.setdefault(self.duel_key, []).append(event)
        shown = rooms_module._codes_in_state(message)
        missing = [c for c in shown if str(c) not in self.cards]
        if missing:
            raise Finding("%s was shown cards it has no facts of: %s" % (self.name, sorted(missing)))

    def summary(self):
        """What this seat holds now, for comparing the two runs."""
        state = dict(self.state or {})
        state.pop("log", None)
        state.pop("cards", None)
        return {"state": state, "logs": self.logs}


class FakeTime(object):
    """The wall clock `duelist.web.rooms` reads (a timed match's clock): the driver's."""

    def __init__(self):
        self.now = CLOCK_BASE

    def time(self):
        return self.now

    def monotonic(self):
        return _time.monotonic()


def with_side(name, rng):
    """A bundled deck given as .ydk text with a Side Deck of 5-15 cards drawn from the Main
    Decks of the bundled decks (at most 3 copies of a card in all; no bundled deck has one)."""
    from collections import Counter
    from duelist.deck.formats import load_bundled_deck
    deck = load_bundled_deck(name)
    counts = Counter(list(deck.main) + list(deck.extra))
    pool = sorted(set(c for other in DECKS for c in load_bundled_deck(other).main))
    side = []
    for _ in range(rng.randint(5, 15)):
        code = rng.choice(pool)
        if counts[code] < 3:
            counts[code] += 1
            side.append(code)
    return "\n".join(["#main"] + [str(c) for c in deck.main] + ["#extra"] + [str(c) for c in deck.extra]
                     + ["!side"] + [str(c) for c in side]) + "\n"


def room_plan(rng):
    """Random settings the lobby accepts, the duel's seed and its restart points."""
    rules = rng.choice(RULES)
    opponent = rng.choice(("person", "ai"))
    match = rng.random() < 0.4
    settings = {"rules": rules, "opponent": opponent, "match": match,
                "banlist": rng.choice(BANLISTS),
                "decks": [rng.choice(DECKS), rng.choice(DECKS)],
                "ai": rng.choice(("greedy", "random")) if opponent == "ai" else None,
                "time_limit": (rng.choice((None, rng.randint(15, 120), 7200)) if match else None),
                "greedy": rng.choice((0.5, 0.8, 0.95))}
    return settings


class Run(object):
    """One run of a room: its lobby, file and seats."""

    def __init__(self, db, label):
        self.db = db
        self.label = label
        self.lobby = Lobby(Store(db))
        self.seats = [None, None]
        self.watcher = None
        self.code = None
        self.restarts = 0
        self.code_label = "room " + "/".join(os.path.basename(os.path.dirname(db)).split("-")[2:4])

    @property
    def room(self):
        return self.lobby.rooms.get(self.code)

    async def restart(self, started, keep=None):
        """Close the lobby and its store, open new ones on the same file; `keep`: a number of
        answers to keep of those stored (a server killed in the middle of the AI's answers,
        before it stored the rest: the restarted server gives them again)."""
        self.lobby.store.close()
        if keep is not None:
            with sqlite3.connect(self.db) as conn:
                conn.execute("DELETE FROM answers WHERE code = ? AND n >= ?", (self.code, keep))
            conn.close()
        self.lobby = Lobby(Store(self.db))
        self.restarts += 1
        room = self.room
        if room is None:
            raise Finding("%s: room not resumed after restart %d" % (self.label, self.restarts))
        if room.status == "broken":
            raise Finding("%s: room broken after restart %d: %s" % (self.label, self.restarts, room.error))
        for i, seat in enumerate(self.seats):
            if seat is None:
                continue
            seat = self.seats[i] = seat.reconnect()
            await self.lobby.handle(seat.client, {"type": "resume", "room": self.code, "token": seat.token})
        if self.watcher is not None:
            self.watcher = self.watcher.reconnect()
            await self.lobby.handle(self.watcher.client, {"type": "spectate", "room": self.code})

    def everyone(self):
        return [s for s in self.seats + [self.watcher] if s is not None]


def _counters():
    """Deterministic codes, tokens and seeds for the patched module."""
    count = [0]

    def code():
        return "fuzzroom"        # one room a file: the same code in both runs

    def token():
        count[0] += 1
        return "token%06d" % count[0]
    return code, token


async def _create(run, settings):
    a = Seat("seat 0")
    message = {"type": "create", "deck": settings["decks"][0], "opponent": settings["opponent"],
               "rules": settings["rules"], "match": settings["match"]}
    if settings["banlist"]:
        message["banlist"] = settings["banlist"]
    if settings["opponent"] == "ai":
        message["ai"], message["ai_deck"] = settings["ai"], settings["decks"][1]
    if settings["time_limit"] is not None:
        message["time_limit"] = settings["time_limit"]
    await run.lobby.handle(a.client, message)
    joined = [m for m in a.inbox if m["type"] == "joined"]
    if not joined:
        return [m for m in a.inbox if m["type"] == "deck_check"]
    run.code, a.token = joined[0]["room"], joined[0]["token"]
    run.seats[0] = a
    return None


async def _join(run, settings):
    b = Seat("seat 1")
    await run.lobby.handle(b.client, {"type": "join", "room": run.code, "deck": settings["decks"][1]})
    joined = [m for m in b.inbox if m["type"] == "joined"]
    if not joined:
        return [m for m in b.inbox if m["type"] == "deck_check"]
    b.token = joined[0]["token"]
    run.seats[1] = b
    w = Seat("the spectator")
    await run.lobby.handle(w.client, {"type": "spectate", "room": run.code})
    run.watcher = w
    return None


def _compare(a, b, where):
    where = "%s %s" % (a.code_label, where)
    for sa, sb in zip(a.everyone(), b.everyone()):
        one, two = sa.summary(), sb.summary()
        if one["state"] != two["state"]:
            keys = sorted(k for k in set(one["state"]) | set(two["state"])
                          if one["state"].get(k) != two["state"].get(k))
            raise Finding("%s: %s's state differs in %s: without restart %s, with %s" % (
                where, sa.name, keys, {k: one["state"].get(k) for k in keys[:3]},
                {k: two["state"].get(k) for k in keys[:3]}))
        if one["logs"] != two["logs"]:
            for key in sorted(set(one["logs"]) | set(two["logs"])):
                la, lb = one["logs"].get(key), two["logs"].get(key)
                if la != lb:
                    first = next((i for i, (x, y) in enumerate(zip(la or [], lb or [])) if x != y),
                                 min(len(la or []), len(lb or [])))
                    raise Finding("%s: %s's log of duel %s differs at event %d: %r / %r" % (
                        where, sa.name, key, first, (la or [None] * (first + 1))[first:first + 1],
                        (lb or [None] * (first + 1))[first:first + 1]))
        for code, facts in sb.cards.items():
            if code in sa.cards and sa.cards[code] != facts:
                raise Finding("%s: card %s's facts differ" % (where, code))


def _stored(db, code):
    with sqlite3.connect(db) as conn:
        row = conn.execute("SELECT status, result, replay, settings, seed FROM rooms WHERE code = ?",
                           (code,)).fetchone()
        answers = conn.execute("SELECT n, answer, game_check FROM answers WHERE code = ? ORDER BY n",
                               (code,)).fetchall()
        seats = conn.execute("SELECT seat, name, kind, deck FROM seats WHERE code = ? ORDER BY seat",
                             (code,)).fetchall()
    conn.close()
    return {"room": row, "answers": answers, "seats": seats}


async def _play_room(settings, restarts, rng, folder, max_answers, record, clock):
    a = Run(os.path.join(folder, "a.sqlite3"), "without restart")
    b = Run(os.path.join(folder, "b.sqlite3"), "with restarts")
    try:
        for run in (a, b):
            refused = await _create(run, settings)
            if refused is not None:
                return {"skipped": "create refused: %s" % refused[0]["problems"][:1]}
        if settings["opponent"] == "person":
            if "waiting" in restarts:
                await b.restart(False)
                record["restarted_at"].append("waiting")
            for run in (a, b):
                refused = await _join(run, settings)
                if refused is not None:
                    return {"skipped": "join refused: %s" % refused[0]["problems"][:1]}
        else:
            for run in (a, b):
                w = Seat("the spectator")
                await run.lobby.handle(w.client, {"type": "spectate", "room": run.code})
                run.watcher = w
        _compare(a, b, "at the start")
        agent = GreedyAgent()
        due = sorted(p for p in restarts if p != "waiting")
        burst = None        # (first, end): the AI's answers after the driver's last one
        interval = random.Random("interval %d" % record["seed"])
        steps = 0
        while True:
            room_a, room_b = a.room, b.room
            if room_a is None or room_b is None:
                raise Finding("a room left the lobby: %s / %s" % (room_a, room_b))
            if room_a.status != room_b.status:
                raise Finding("status %s without restart, %s with" % (room_a.status, room_b.status))
            if room_a.status in ("broken", "closed"):
                raise Finding("the room is %s: %s" % (room_a.status, room_a.error))
            if room_a.status == "finished" or room_a.game.request is None:
                break
            n = len(room_a.game.answers)
            if n >= max_answers:
                break
            between = room_a.game.request.kind in ("side", "first_player") and n not in record["restarted_at"] \
                and interval.random() < 0.5      # (between a match's duels: a few answers, rarely drawn)
            if between or (due and n >= due[0]):    # (the first decision of the driver at or after the point)
                if not between:
                    due.pop(0)
                record["restarted_at"].append(n)
                request = room_a.game.request
                match = room_a.is_match
                record["restart_kinds"].append("%s%s%s" % (
                    request.kind, " duel %d" % (len(room_a.game.duels) + (room_a.game.duel is not None)) if match
                    else "", " time up" if match and room_a.game.time_up is not None else ""))
                keep = None
                if burst is not None and burst[1] == n and not settings["time_limit"]:
                    # the AI answered from burst[0] to n - 1: in 1 restart of 2, the server is
                    # killed before it stored the last of them (a timed match's clock would call
                    # time at another answer after such a kill: not one of those)
                    kill = random.Random("%d/%d" % (record["seed"], n))
                    if kill.random() < 0.5:
                        keep = kill.randrange(burst[0], n)
                        record["restart_kinds"][-1] += " killed keeping %d" % keep
                await b.restart(True, keep)
                _compare(a, b, "after the restart at answer %d" % n)
                continue
            request = room_a.game.request
            if rng.random() < settings["greedy"]:
                seen = getattr(room_a.game, "duel", None) or room_a.game
                option = agent.choose(seen, request).id
            else:
                option = rng.randrange(len(request.options))
            record["answers"].append(option)
            steps += 1
            clock.now = CLOCK_BASE + steps
            for run in (a, b):
                await run.lobby.handle(run.seats[request.player].client, {"type": "answer", "n": n, "option": option})
            after = len(a.room.game.answers)
            burst = (n + 1, after) if after > n + 1 and settings["opponent"] == "ai" else None
            _compare(a, b, "after answer %d" % n)
        result = a.room.game.result
        if b.room.game.result != result:
            raise Finding("results differ: %s / %s" % (result, b.room.game.result))
        stored_a, stored_b = _stored(a.db, a.code), _stored(b.db, b.code)
        if stored_a != stored_b:
            diff = [k for k in stored_a if stored_a[k] != stored_b[k]]
            raise Finding("the stored rooms differ in %s" % diff)
        if result is not None:
            replay = a.lobby.replay_of(a.code)
            if replay is None or replay != b.lobby.replay_of(b.code):
                raise Finding("the finished rooms' replays differ")
            # the engine's own replay of the stored replay (seed + answers, no server): the same end
            if settings["match"]:
                from duelist.match.match import run_match_replay as rerun
            else:
                from duelist.engine.replay import run_replay as rerun
            again = rerun(json.loads(json.dumps(replay)))
            if again.result != result:
                raise Finding("the stored replay, run by the engine, ends %s, not %s" % (again.result, result))
            # one more restart after the end: the finished room is not resumed, its replay is kept
            b.lobby.store.close()
            b.lobby = Lobby(Store(b.db))
            if b.code in b.lobby.rooms:
                raise Finding("a finished room is resumed by a restart (status %s)" % b.lobby.rooms[b.code].status)
            if b.lobby.replay_of(b.code) != replay:
                raise Finding("a finished room's replay after a restart is not its replay")
        return {"answers": len(a.room.game.answers), "result": result,
                "restarts": b.restarts}
    finally:
        a.lobby.store.close()
        b.lobby.store.close()


def run_room(seed_base, k, max_answers=400, folder=None):
    """Room k of the run `seed_base`: a dict (answers, result, restarts) or {"skipped": why};
    raises Finding (with the room's record in its message) at a difference."""
    rng = random.Random("%d/%d" % (seed_base, k))
    settings = room_plan(rng)
    sides = random.Random("side %d/%d" % (seed_base, k))     # (its own stream: the rooms stay as they were)
    settings["side_decks"] = settings["match"] and sides.random() < 0.7
    if settings["side_decks"]:
        settings["decks"] = [with_side(name, sides) for name in settings["decks"]]
    seed = rng.getrandbits(63)
    count = rng.randint(1, 3)
    restarts = sorted(set(rng.choice((0, 1, 2) + tuple(range(3, max_answers if settings["match"] else min(max_answers, 150)))) for _ in range(count)))
    if settings["opponent"] == "person" and rng.random() < 0.15:
        restarts.append("waiting")
    if rng.random() < 0.1:
        restarts.insert(0, restarts[0])     # two restarts in a row, no answer between them
    record = {"room": k, "seed_base": seed_base, "settings": settings, "seed": seed,
              "restart_points": restarts, "restarted_at": [], "restart_kinds": [], "answers": []}
    code, token = _counters()
    saved = (rooms_module.new_seed, rooms_module.new_code, rooms_module.new_token, rooms_module.time)
    own = folder is None
    if own:
        folder = tempfile.mkdtemp(prefix="restart-fuzz-%d-%d-" % (seed_base, k))
    try:
        rooms_module.new_seed = lambda: seed
        rooms_module.new_code, rooms_module.new_token = code, token
        clock = FakeTime()
        rooms_module.time = clock
        try:
            outcome = asyncio.run(_play_room(settings, restarts, rng, folder, max_answers, record, clock))
            if "skipped" in outcome and settings["side_decks"] and settings["banlist"] is not None:
                # a side card the banlist refuses: the same room without a banlist
                settings["banlist"] = None
                for name in os.listdir(folder):
                    os.remove(os.path.join(folder, name))
                outcome = asyncio.run(_play_room(settings, restarts, rng, folder, max_answers, record, clock))
            if "skipped" in outcome and settings["banlist"] is not None:
                # a deck the banlist refuses: the same room without a banlist
                settings["banlist"] = None
                for name in os.listdir(folder):
                    os.remove(os.path.join(folder, name))
                outcome = asyncio.run(_play_room(settings, restarts, rng, folder, max_answers, record, clock))
        except Finding as exc:
            raise Finding("%s\n  room: %s" % (exc, json.dumps(record)))
        except Exception as exc:
            raise Finding("%s: %s\n%s  room: %s" % (type(exc).__name__, exc, traceback.format_exc(),
                                                    json.dumps(record)))
    finally:
        rooms_module.new_seed, rooms_module.new_code, rooms_module.new_token, rooms_module.time = saved
        if own:
            for name in os.listdir(folder):
                os.remove(os.path.join(folder, name))
            os.rmdir(folder)
    outcome["restarted_at"] = record["restarted_at"]
    outcome["restart_kinds"] = record["restart_kinds"]
    outcome["settings"] = settings
    return outcome


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rooms", type=int, default=20)
    parser.add_argument("--seed-base", type=int, default=0)
    parser.add_argument("--room", type=int, default=None, help="replay only room K of the run")
    parser.add_argument("--first", type=int, default=0, help="the first room of the run to play")
    parser.add_argument("--max-answers", type=int, default=400)
    parser.add_argument("--keep-going", action="store_true", help="go on after a finding")
    args = parser.parse_args(argv)
    ks = [args.room] if args.room is not None else range(args.first, args.first + args.rooms)
    findings = played = skipped = restarts = answers = 0
    started = _time.time()
    for k in ks:
        try:
            outcome = run_room(args.seed_base, k, args.max_answers)
        except Finding as exc:
            findings += 1
            print("FINDING room %d (seed base %d): %s" % (k, args.seed_base, exc), flush=True)
            if not args.keep_going:
                break
            continue
        if "skipped" in outcome:
            skipped += 1
            print("room %d skipped: %s" % (k, outcome["skipped"]), flush=True)
            continue
        played += 1
        restarts += len(outcome["restarted_at"])
        answers += outcome["answers"]
        s = outcome["settings"]
        print("room %d ok: %s %s %s%s vs %s, %d answers, restarts at %s (%s), result %s" % (
            k, s["rules"], s["banlist"] or "-", ("match+side" if s["side_decks"] else "match") if s["match"] else "duel",
            "(%ss)" % s["time_limit"] if s["time_limit"] else "", s["opponent"] + ("/" + s["ai"] if s["ai"] else ""),
            outcome["answers"], outcome["restarted_at"], ", ".join(outcome["restart_kinds"]),
            outcome["result"] and outcome["result"].get("reason")), flush=True)
    print("rooms played %d, skipped %d, restarts %d, answers %d, findings %d, %.0f s" % (
        played, skipped, restarts, answers, findings, _time.time() - started))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
