"""A room that the operator closes while the server runs (`duelist serve --close-room CODE`
from another process, on the same SQLite file) ends in the running server too, as the
server's own close: its players and spectators are told ("left", "the room was closed by
the operator"), its next answer is refused saying so, its stored status stays "closed"
whatever the server writes next (and after a restart), and every other room plays on.

The server notices at the next message it receives (one cheap look: SQLite's data_version)
and every few seconds; a write for a room closed between two looks is refused by the store
itself, which reads the room's status in the same transaction. These tests drive the Lobby
(the code behind the WebSocket) on a real file, or a live app through Starlette's
TestClient; the operator's command runs through `duelist.cli.main` in its own connection."""

import asyncio
import json
import sqlite3
import time

import pytest

from duelist.agents import GreedyAgent
from duelist.cli import serve_cmd
from duelist.cli.main import main
from duelist.web.rooms import Client, Lobby
from duelist.web.store import RoomClosed, Store

CLOSED = {"type": "left", "reason": "the room was closed by the operator"}


class Seat(object):
    """One connection: the messages it received, in order."""

    def __init__(self):
        self.inbox = []

        async def send(message):
            self.inbox.append(json.loads(json.dumps(message)))
        self.client = Client(send, rate=10000)

    def last(self, kind=None):
        return [m for m in self.inbox if kind is None or m["type"] == kind][-1]


def _stored(db, code):
    """(status, answers stored) of a room, read through a connection of the test's own."""
    with sqlite3.connect(db) as db_file:
        status = db_file.execute("SELECT status FROM rooms WHERE code = ?", (code,)).fetchone()[0]
        answers = db_file.execute("SELECT COUNT(*) FROM answers WHERE code = ?", (code,)).fetchone()[0]
    return status, answers


def _close_room(capsys, db, code):
    """The operator's command, from its own connection to the file."""
    assert main(["serve", "--db", db, "--close-room", code]) == 0
    out = capsys.readouterr().out
    assert out.startswith("duelist serve: room %s closed (it was playing)" % code)


async def _seated_pair(lobby, deck0="yugi_normals", deck1="kaiba_normals"):
    """Two people seated in a new room, the duel begun: (room, seat 0, seat 1)."""
    a, b = Seat(), Seat()
    await lobby.handle(a.client, {"type": "create", "deck": deck0, "opponent": "person"})
    code = a.last("joined")["room"]
    await lobby.handle(b.client, {"type": "join", "room": code, "deck": deck1})
    room = lobby.rooms[code]
    assert room.status == "playing"
    return room, a, b


async def _play(lobby, room, seats, answers, agent=GreedyAgent()):
    """The seat to decide answers with the greedy agent, `answers` times."""
    for _ in range(answers):
        request = room.game.request
        await lobby.handle(seats[request.player].client, {
            "type": "answer", "n": len(room.game.answers), "option": agent.choose(room.duel, request).id})
        assert seats[request.player].last()["type"] == "state"


def test_a_room_closed_by_the_operator_ends_for_both_players_and_the_other_room_plays_on(tmp_path, capsys):
    """Two rooms on one server, two people seated in each and a spectator watching the
    first. The operator closes the first from another process: at the next message the
    server receives (here the answer of its player to decide) the room ends - both players
    and the spectator are told it was closed by the operator, the answer is refused and
    not stored, and a later answer or reconnect is refused saying so. The second room
    plays on and its answers are stored; the first room's status stays "closed" through
    those writes and after a restart, which resumes only the second."""
    db = str(tmp_path / "serve.sqlite3")
    lobby = Lobby(Store(db))
    watcher = Seat()

    async def serve():
        first, a, b = await _seated_pair(lobby)
        second, c, d = await _seated_pair(lobby, "kaiba_normals", "yugi_normals")
        await lobby.handle(watcher.client, {"type": "spectate", "room": first.code})
        await _play(lobby, first, (a, b), 6)
        await _play(lobby, second, (c, d), 6)
        return first, a, b, second, c, d
    first, a, b, second, c, d = asyncio.run(serve())
    assert _stored(db, first.code) == ("playing", 6)

    _close_room(capsys, db, first.code)
    mover = (a, b)[first.game.request.player]
    heard = [len(seat.inbox) for seat in (a, b, watcher)]

    async def after():
        await lobby.handle(mover.client, {"type": "answer", "n": 6, "option": 0})
        for seat in (a, b, watcher):
            assert seat.inbox[heard.pop(0)] == dict(CLOSED, room=first.code)
        assert mover.last() == {"type": "error", "reply_to": "answer", "message": "room %s was closed by the "
                                "operator: it takes no more answers" % first.code}
        await lobby.handle(mover.client, {"type": "answer", "n": 6, "option": 0})
        assert mover.last()["message"] == "room %s was closed by the operator: it takes no more answers" % first.code
        await _play(lobby, second, (c, d), 6)
        await lobby.handle(a.client, {"type": "resume", "room": first.code, "token": a.inbox[0]["token"]})
        assert a.last() == {"type": "error", "reply_to": "resume",
                            "message": "room %s was closed by the operator" % first.code}
        await lobby.handle(a.client, {"type": "rooms"})
    asyncio.run(after())
    assert first.code not in lobby.rooms and first.status == "closed" and first.clients == []
    assert second.status == "playing" and len(second.game.answers) == 12
    assert [m["type"] for m in c.inbox[-2:]] == ["state", "state"] and "left" not in [m["type"] for m in d.inbox]
    lobby.store.close()
    assert _stored(db, first.code) == ("closed", 6)
    assert _stored(db, second.code) == ("playing", 12)

    restarted = Lobby(Store(db))
    assert sorted(restarted.rooms) == [second.code]
    assert len(restarted.rooms[second.code].game.answers) == 12
    restarted.store.close()


def test_a_waiting_room_closed_by_the_operator_takes_no_second_player(tmp_path, capsys):
    """The creator waits for an opponent; the operator closes the room: the joining player
    is refused ("closed by the operator") and the creator is told, the store keeps it closed."""
    db = str(tmp_path / "serve.sqlite3")
    lobby = Lobby(Store(db))
    creator, late = Seat(), Seat()
    asyncio.run(lobby.handle(creator.client, {"type": "create", "deck": "yugi_normals", "opponent": "person"}))
    code = creator.last("joined")["room"]
    assert main(["serve", "--db", db, "--close-room", code]) == 0
    capsys.readouterr()
    asyncio.run(lobby.handle(late.client, {"type": "join", "room": code, "deck": "kaiba_normals"}))
    assert late.inbox == [{"type": "error", "reply_to": "join", "message": "room %s was closed by the operator" % code}]
    assert creator.last() == dict(CLOSED, room=code)
    lobby.store.close()
    assert _stored(db, code) == ("closed", 0)


def test_the_server_looks_every_few_seconds_and_tells_idle_players(tmp_path, capsys):
    """No one sends anything after the operator's close: the live server's periodic look
    (here every 0.05 s) ends the room and both players' connections receive "left"."""
    from starlette.testclient import TestClient
    from duelist.web.server import create_app
    from web_helpers import seated_pair
    db = str(tmp_path / "serve.sqlite3")
    app = create_app(db, rate=10000, watch=0.05)
    with TestClient(app) as tc, tc.websocket_connect("/ws") as a_ws, tc.websocket_connect("/ws") as b_ws:
        a, b, code = seated_pair(a_ws, b_ws)
        _close_room(capsys, db, code)
        deadline = time.monotonic() + 10
        while code in app.state.lobby.rooms and time.monotonic() < deadline:
            time.sleep(0.02)
        assert code not in app.state.lobby.rooms
        assert a.recv() == dict(CLOSED, room=code) and b.recv() == dict(CLOSED, room=code)
        mover = a if a.last_state.get("request") else b
        assert mover.ask("answer", option=0)["message"] == ("room %s was closed by the operator: it takes no "
                                                             "more answers" % code)
    assert _stored(db, code) == ("closed", 0)


def test_a_room_closed_between_two_looks_is_refused_by_the_store_itself(tmp_path, capsys, monkeypatch):
    """The operator's close lands after the server's look at a message and before its
    write (here the look is made to miss it): the store reads the status in the write's own
    transaction, writes nothing, and the server ends the room as above - the answer is
    refused, both players are told, the status stays "closed"."""
    db = str(tmp_path / "serve.sqlite3")
    lobby = Lobby(Store(db))

    async def seat():
        room, a, b = await _seated_pair(lobby)
        await _play(lobby, room, (a, b), 3)
        return room, a, b
    room, a, b = asyncio.run(seat())
    _close_room(capsys, db, room.code)
    monkeypatch.setattr(lobby.store, "changed_elsewhere", lambda: False)      # the look misses it
    mover = (a, b)[room.game.request.player]
    asyncio.run(lobby.handle(mover.client, {"type": "answer", "n": 3, "option": 0}))
    assert mover.last() == {"type": "error", "reply_to": "answer",
                            "message": "room %s was closed by the operator" % room.code}
    assert a.last("left") == b.last("left") == dict(CLOSED, room=room.code)
    assert room.code not in lobby.rooms
    lobby.store.close()
    assert _stored(db, room.code) == ("closed", 3)


def test_every_write_for_a_closed_room_is_refused_and_writes_nothing(tmp_path):
    """The store's side: after another connection closed a room, each write a server makes
    for it (status, settings, seat, answer) raises RoomClosed and changes no row; closing
    it again is no error; another room's writes go on."""
    db = str(tmp_path / "serve.sqlite3")
    server = Store(db)
    for code in ("CLOSEDROOM0001", "OPENROOM000001"):
        server.add_room(code, {"rules": "MR5"}, 1)
        server.set_seat(code, 0, "token-0", "P1", "person", None)
        server.set_status(code, "playing")
        server.add_answer(code, 0, 0)
    assert server.changed_elsewhere() is True            # (the first look)
    assert server.changed_elsewhere() is False            # its own writes are not "elsewhere"
    operator = Store(db)
    assert operator.close_room("CLOSEDROOM0001") == "playing"
    operator.close()
    assert server.changed_elsewhere() is True
    with sqlite3.connect(db) as db_file:
        before = [db_file.execute("SELECT * FROM %s ORDER BY 1, 2" % table).fetchall()
                  for table in ("rooms", "seats", "answers")]
    for write in (lambda: server.set_status("CLOSEDROOM0001", "playing"),
                  lambda: server.set_status("CLOSEDROOM0001", "finished", {"winner": 0}, {"answers": []}),
                  lambda: server.set_settings("CLOSEDROOM0001", {"rules": "GOAT"}),
                  lambda: server.set_seat("CLOSEDROOM0001", 1, "token-1", "P2", "person", None),
                  lambda: server.remove_seat("CLOSEDROOM0001", 0),
                  lambda: server.add_answer("CLOSEDROOM0001", 1, 0)):
        with pytest.raises(RoomClosed, match="room CLOSEDROOM0001 was closed by the operator"):
            write()
    server.set_status("CLOSEDROOM0001", "closed")
    with sqlite3.connect(db) as db_file:
        assert [db_file.execute("SELECT * FROM %s ORDER BY 1, 2" % table).fetchall()
                for table in ("rooms", "seats", "answers")] == before
    server.add_answer("OPENROOM000001", 1, 0)
    assert server.statuses(["CLOSEDROOM0001", "OPENROOM000001", "NOSUCHROOM"]) == {
        "CLOSEDROOM0001": "closed", "OPENROOM000001": "playing"}
    assert server.room_status("OPENROOM000001") == ("playing", 2)
    server.close()


def test_the_room_commands_run_beside_a_server_reading_and_wait_out_its_writes(tmp_path, capsys, monkeypatch):
    """SQLite WAL: a server reading the file blocks neither command; a server's write
    (microseconds in practice) is waited for; one held past the wait (here 0.2 s) makes
    --close-room exit 2 saying the file stayed busy, changing nothing, while --list-rooms
    still lists."""
    db = str(tmp_path / "serve.sqlite3")
    server = Store(db)
    server.add_room("ROOM0000000001", {"rules": "MR5", "opponent": "person"}, 1)
    server.db.execute("BEGIN")
    server.db.execute("SELECT * FROM rooms").fetchall()        # a read in progress
    assert main(["serve", "--db", db, "--close-room", "ROOM0000000001"]) == 0
    server.db.execute("COMMIT")
    server.add_room("ROOM0000000002", {"rules": "MR5", "opponent": "person"}, 2)
    capsys.readouterr()
    monkeypatch.setattr(serve_cmd, "BUSY_SECONDS", 0.2)
    server.db.execute("BEGIN IMMEDIATE")                        # a write in progress, held
    try:
        started = time.monotonic()
        assert main(["serve", "--db", db, "--close-room", "ROOM0000000002"]) == 2
        assert time.monotonic() - started < 3
        out, err = capsys.readouterr()
        assert out == "" and err == ("duelist: the database %s stayed busy for 0.2 seconds (another process is "
                                     "writing it: database is locked); nothing was changed, try again\n" % db)
        assert main(["serve", "--db", db, "--list-rooms"]) == 0
        assert "ROOM0000000002  waiting" in capsys.readouterr().out
    finally:
        server.db.execute("COMMIT")
    assert server.room_status("ROOM0000000001")[0] == "closed"
    assert server.room_status("ROOM0000000002")[0] == "waiting"
    server.close()
