"""A timed best of three's clock while no server runs: stopped.

A room's match clock counts the seconds since the match began (rooms.py RoomClock). A server
that is down for ten minutes must not charge those ten minutes to the match, as a judge
stops a match's clock while the table cannot be played: the server notes in its store when
it last ran (at its messages, at most every second, every few seconds while idle and at its
stop: Store.alive_at), and a restarted server leaves the time from that note to its start off
the clock of every timed match it resumes (settings "clock_paused"). A store written by stop
44, with neither note, resumes as then: every second since the start charged.

Time is the test's (rooms.py reads `time.time()` through the module, as the restart fuzz
drives it)."""

import asyncio
import json
import sqlite3

from duelist.agents import GreedyAgent
from duelist.web.bot import SeenDuel, choose
from duelist.web.rooms import Client, Lobby
from duelist.web.store import Store
from web_helpers import FAKE_START, clock  # noqa: F401 (a fixture)

LIMIT = 600         # seconds: the match's time limit
START = FAKE_START


class Player(object):
    """Player 1 against the greedy AI; answers with the greedy agent, `seconds` of thought each."""

    def __init__(self):
        self.inbox = []

        async def send(message):
            self.inbox.append(json.loads(json.dumps(message)))
        self.client = Client(send, rate=10000)
        self.agent, self.seen = GreedyAgent(), SeenDuel()

    def last_state(self):
        return [m for m in self.inbox if m["type"] == "state"][-1]

    def answer(self, lobby, clock, count, seconds=10):
        async def go():
            for _ in range(count):
                state = self.last_state()
                clock.now += seconds
                await lobby.handle(self.client, {"type": "answer", "n": state["n"],
                                                 "option": choose(self.agent, self.seen, state)})
        asyncio.run(go())


def _timed_room(db, clock):
    """A timed match (600 s) against the AI, 3 answers of 10 s each: 30 s used."""
    lobby = Lobby(Store(db))
    me = Player()
    asyncio.run(lobby.handle(me.client, {"type": "create", "deck": "yugi_normals", "opponent": "ai",
                                         "ai_deck": "kaiba_normals", "match": True, "time_limit": LIMIT}))
    code = me.inbox[0]["room"]
    me.answer(lobby, clock, 3)
    room = lobby.rooms[code]
    assert room.game.time_left() == LIMIT - 30
    return lobby, me, code


def _restart(lobby, db):
    lobby.store.close()          # (a killed server: nothing more is written)
    return Lobby(Store(db))


def test_ten_minutes_of_a_server_down_are_not_charged_to_the_match(tmp_path, clock):
    """30 s used, the server is killed and started again 10 minutes later: 570 s are left
    (not none); the match goes on and time runs from there."""
    db = str(tmp_path / "serve.sqlite3")
    lobby, me, code = _timed_room(db, clock)
    clock.now += 600
    lobby = _restart(lobby, db)
    room = lobby.rooms[code]
    assert room.game.time_up is None and room.game.time_left() == LIMIT - 30
    asyncio.run(lobby.handle(me.client, {"type": "resume", "room": code, "token": me.inbox[0]["token"]}))
    assert me.last_state()["match"]["time_left"] == LIMIT - 30
    me.answer(lobby, clock, 2)
    assert room.game.time_left() == LIMIT - 50
    assert room.game.time_up is None


def test_the_time_a_player_thought_before_the_server_died_is_charged(tmp_path, clock):
    """After the last answer the player thinks 40 s while the idle server notes every few
    seconds that it runs (server.py); it dies then and starts 5 minutes later: the 40 s are
    the match's, the 5 minutes are not."""
    db = str(tmp_path / "serve.sqlite3")
    lobby, me, code = _timed_room(db, clock)
    for _ in range(20):
        clock.now += 2
        lobby.note_alive()
    clock.now += 300
    lobby = _restart(lobby, db)
    assert lobby.rooms[code].game.time_left() == LIMIT - 30 - 40


def test_a_clean_stop_stops_the_clock_where_the_server_stopped(tmp_path, clock):
    """The server is stopped (its last note) 7 s after the last answer and started an hour
    later: 37 s used."""
    db = str(tmp_path / "serve.sqlite3")
    lobby, me, code = _timed_room(db, clock)
    clock.now += 7
    lobby.note_alive(force=True)
    clock.now += 3600
    lobby = _restart(lobby, db)
    assert lobby.rooms[code].game.time_left() == LIMIT - 37


def test_two_restarts_give_each_down_time_back_once(tmp_path, clock):
    """Down 100 s, up again and killed before any message, down 200 s more: both are left
    off, neither twice; the settings keep what was left off (300 s)."""
    db = str(tmp_path / "serve.sqlite3")
    lobby, me, code = _timed_room(db, clock)
    clock.now += 100
    lobby = _restart(lobby, db)
    assert lobby.rooms[code].game.time_left() == LIMIT - 30
    clock.now += 200
    lobby = _restart(lobby, db)
    room = lobby.rooms[code]
    assert room.game.time_left() == LIMIT - 30
    assert room.settings["clock_paused"] == 300
    stored = json.loads(lobby.store.db.execute("SELECT settings FROM rooms WHERE code = ?", (code,)).fetchone()[0])
    assert stored["clock_paused"] == 300


def test_a_listing_of_the_rooms_changes_no_clock(tmp_path, clock, capsys):
    """`duelist serve --list-rooms` while the server is down replays the rooms and writes
    nothing: the next start still leaves the whole down time off."""
    from duelist.cli.main import main
    db = str(tmp_path / "serve.sqlite3")
    lobby, me, code = _timed_room(db, clock)
    lobby.store.close()
    clock.now += 200
    assert main(["serve", "--db", db, "--list-rooms"]) == 0
    assert code in capsys.readouterr().out
    clock.now += 200
    lobby = Lobby(Store(db))
    assert lobby.rooms[code].game.time_left() == LIMIT - 30


def test_a_room_stored_by_stop_44_resumes_with_its_clock_charged_as_then(tmp_path, clock):
    """A store from before the notes (no alive_at, no "clock_paused" in the room's settings):
    the room resumes, and the time since its start is charged, down time included, as a
    stop 44 server did (it cannot be told apart)."""
    db = str(tmp_path / "serve.sqlite3")
    lobby, me, code = _timed_room(db, clock)
    lobby.store.close()
    with sqlite3.connect(db) as conn:
        conn.execute("DELETE FROM server")
    conn.close()
    clock.now += 100
    lobby = Lobby(Store(db))
    room = lobby.rooms[code]
    assert room.status == "playing" and "clock_paused" not in room.settings
    assert room.game.time_left() == LIMIT - 130
