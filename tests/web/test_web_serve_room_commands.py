"""The operator's view of the stored rooms: `duelist serve` says at start which rooms could
not be resumed, `duelist serve --list-rooms` lists the rooms stored waiting or playing, each
as a start resumes it, without serving, and `duelist serve --close-room CODE` closes a stored room for good
(it is never resumed again; its rows stay). The commands run through `duelist.cli.main` on
a temporary --db file; no server is started (the start is stopped before it listens)."""

import asyncio
import json
import sqlite3

import pytest

from duelist.cli.main import main
from duelist.engine.rules import get_rules
from duelist.web.rooms import ROOM_FORMAT, Client, Lobby
from duelist.web.store import Store
from tests.server.old_rooms import played, room_deck, store_old_room


def _stored_room(db, code, seed, answers=25, unfit_at=None):
    """A person-against-person MR5 room as the server stored it (a random duel's first
    `answers` answers); `unfit_at`: that answer (0-based) stored as 99, an option the
    replayed game does not have."""
    decks = [room_deck("yugi-starter"), room_deck("kaiba-starter")]
    stored = list(played(get_rules("MR5"), decks, seed, count=answers).answers)
    if unfit_at is not None:
        stored[unfit_at] = 99
    store_old_room(db, code, "MR5", ROOM_FORMAT, seed, decks, stored)


def _waiting_room(db, code, name="Alice"):
    store = Store(db)
    store.add_room(code, {"rules": "GOAT", "format": ROOM_FORMAT, "banlist": None, "match": True,
                          "time_limit": None, "opponent": "person", "ai": None, "listed": True}, 5)
    store.set_seat(code, 0, "token-w", name, "person", room_deck("yugi-starter"))
    store.close()


def _status(db, code):
    with sqlite3.connect(db) as db_file:
        return db_file.execute("SELECT status FROM rooms WHERE code = ?", (code,)).fetchone()[0]


def _count(db, table, code):
    with sqlite3.connect(db) as db_file:
        return db_file.execute("SELECT COUNT(*) FROM %s WHERE code = ?" % table, (code,)).fetchone()[0]


def _serve(capsys, *argv):
    code = main(["serve"] + list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def rooms_db(tmp_path):
    """A store with a room playing (25 answers), a room whose answer 11 no longer fits
    (broken on resume, stored "playing"), a room waiting for its second player and a
    finished room."""
    db = str(tmp_path / "rooms.sqlite3")
    _stored_room(db, "PLAYINGROOM001", seed=3)
    _stored_room(db, "BROKENROOM0001", seed=77, unfit_at=10)
    _waiting_room(db, "WAITINGROOM001")
    _stored_room(db, "FINISHEDROOM01", seed=4, answers=5)
    store = Store(db)
    store.set_status("FINISHEDROOM01", "finished", {"winner": 0, "reason": "test"}, replay={"answers": []})
    store.close()
    return db


def test_the_server_says_at_start_which_rooms_could_not_be_resumed(rooms_db, capsys, monkeypatch):
    """Besides the count of unfinished duels resumed, the start names each room that could
    not be resumed, with its message, and where to look further."""
    import uvicorn
    served = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: served.append(options))
    code, out, err = _serve(capsys, "--db", rooms_db, "--port", "8123")
    assert code == 0 and len(served) == 1 and err == ""
    lines = out.splitlines()
    assert lines[0] == "duelist serve: http://127.0.0.1:8123/ (database %s; 1 unfinished duel resumed)" % rooms_db
    assert lines[1] == ("duelist serve: 1 room could not be resumed (duelist serve --list-rooms lists the "
                        "stored rooms; --close-room CODE closes one for good):")
    assert lines[2].startswith("  BROKENROOM0001: this room could not be resumed: answer 11 of 25 no longer "
                               "fits: 99 is not an option of the pending request (player ")
    assert len(lines) == 3


def test_list_rooms_shows_the_waiting_playing_and_broken_rooms_and_serves_nothing(rooms_db, capsys, monkeypatch):
    """--list-rooms: each stored room that is waiting or playing, as a start resumes it, with its
    status, rules, answers stored, seats and (broken) why, then exit 0 without serving.
    Listing writes nothing: the broken room stays "playing" in the store, with its rows."""
    import uvicorn
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: pytest.fail("--list-rooms must not serve"))
    before = open(rooms_db, "rb").read()
    code, out, err = _serve(capsys, "--db", rooms_db, "--list-rooms")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == ("3 stored rooms in %s (waiting or playing; as a start resumes them: waiting, playing, "
                        "finished or broken):" % rooms_db)
    assert lines[1].split() == ["CODE", "STATUS", "RULES", "ANSWERS", "SEATS"]
    rows = {line.split()[0]: line for line in lines[2:] if not line.startswith(" ")}
    assert sorted(rows) == ["BROKENROOM0001", "PLAYINGROOM001", "WAITINGROOM001"]
    assert rows["PLAYINGROOM001"].split() == ["PLAYINGROOM001", "playing", "MR5", "25", "P1", "/", "P2"]
    assert rows["BROKENROOM0001"].split() == ["BROKENROOM0001", "broken", "MR5", "25", "P1", "/", "P2"]
    assert rows["WAITINGROOM001"].split() == ["WAITINGROOM001", "waiting", "GOAT,", "best", "of", "three",
                                              "0", "Alice", "/", "-"]
    broken_at = lines.index(rows["BROKENROOM0001"])
    assert lines[broken_at + 1].startswith("    this room could not be resumed: answer 11 of 25 no longer fits: ")
    assert open(rooms_db, "rb").read() == before
    assert _status(rooms_db, "BROKENROOM0001") == "playing" and _count(rooms_db, "answers", "BROKENROOM0001") == 25


def test_list_rooms_of_a_store_without_rooms(tmp_path, capsys):
    db = str(tmp_path / "empty.sqlite3")
    Store(db).close()
    code, out, err = _serve(capsys, "--db", db, "--list-rooms")
    assert code == 0 and out == "no stored room is waiting or playing in %s\n" % db


def test_a_closed_room_is_never_resumed_and_not_in_the_lobby_but_its_rows_stay(rooms_db, capsys):
    """--close-room CODE on the broken room and on the waiting room: each is marked closed
    (exit 0, saying so), a restarted server does not load them (not in the lobby's list,
    a reconnect by token finds no room), --list-rooms no longer shows them, and their
    seats and answers stay in the file."""
    for room, was, answers in (("BROKENROOM0001", "playing", 25), ("WAITINGROOM001", "waiting", 0)):
        code, out, err = _serve(capsys, "--db", rooms_db, "--close-room", room)
        assert code == 0 and err == ""
        assert out == ("duelist serve: room %s closed (it was %s): it will never be resumed; its %d stored "
                       "answers are kept\n" % (room, was, answers))
        assert _status(rooms_db, room) == "closed"
    assert _count(rooms_db, "answers", "BROKENROOM0001") == 25 and _count(rooms_db, "seats", "BROKENROOM0001") == 2
    lobby = Lobby(Store(rooms_db))
    assert sorted(lobby.rooms) == ["PLAYINGROOM001"]
    inbox = []

    async def send(message):
        inbox.append(json.loads(json.dumps(message)))

    async def visit():
        client = Client(send)
        await lobby.handle(client, {"type": "rooms"})
        await lobby.handle(client, {"type": "resume", "room": "BROKENROOM0001", "token": "token-0"})
        await lobby.handle(client, {"type": "spectate", "room": "WAITINGROOM001"})
    asyncio.run(visit())
    lobby.store.close()
    assert inbox == [{"type": "rooms", "rooms": []},
                     {"type": "error", "message": "no room with that code", "reply_to": "resume"},
                     {"type": "error", "message": "no room with that code", "reply_to": "spectate"}]
    code, out, _ = _serve(capsys, "--db", rooms_db, "--list-rooms")
    assert code == 0 and "BROKENROOM0001" not in out and "WAITINGROOM001" not in out and "PLAYINGROOM001" in out


@pytest.mark.parametrize("room, message", [
    ("NOSUCHROOM0001", "no stored room NOSUCHROOM0001 in {db} (duelist serve --list-rooms lists them)"),
    ("NO\udcffROOM", "no stored room 'NO\\udcffROOM' in {db} (duelist serve --list-rooms lists them)"),
    ("FINISHEDROOM01", "room FINISHEDROOM01 is finished (its result and replay are kept): there is nothing "
                       "to close"),
], ids=["unknown", "not-utf-8", "finished"])
def test_close_room_refuses_an_unknown_or_finished_room(rooms_db, capsys, room, message):
    code, out, err = _serve(capsys, "--db", rooms_db, "--close-room", room)
    assert code == 2 and out == "" and err == "duelist: %s\n" % message.format(db=rooms_db)
    assert _status(rooms_db, "FINISHEDROOM01") == "finished"


def test_close_room_refuses_a_room_closed_already(rooms_db, capsys):
    assert _serve(capsys, "--db", rooms_db, "--close-room", "PLAYINGROOM001")[0] == 0
    code, out, err = _serve(capsys, "--db", rooms_db, "--close-room", "PLAYINGROOM001")
    assert code == 2 and err == "duelist: room PLAYINGROOM001 is closed already\n"


@pytest.mark.parametrize("db, message", [
    ("missing.sqlite3", "no database file {db}: the rooms are stored where duelist serve --db FILE keeps them"),
    (":memory:", "--list-rooms and --close-room read a database file; ':memory:' keeps no rooms"),
    ("not-a-db.sqlite3", "cannot open the database {db}: file is not a database"),
])
def test_the_room_commands_refuse_a_database_that_is_not_there(tmp_path, capsys, db, message):
    """A missing file is not created (a typo in --db would look like a store without
    rooms), ':memory:' holds nothing, and a file that is not SQLite is said to be one."""
    path = db if db == ":memory:" else str(tmp_path / db)
    if db == "not-a-db.sqlite3":
        with open(path, "w") as handle:
            handle.write("not a database, only text " * 100)
    for argv in (["--list-rooms"], ["--close-room", "PLAYINGROOM001"]):
        code, out, err = _serve(capsys, "--db", path, *argv)
        assert code == 2 and out == "" and err == "duelist: %s\n" % message.format(db=path)
    if db == "missing.sqlite3":
        assert not (tmp_path / db).exists()


def test_list_rooms_and_close_room_go_alone(rooms_db, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["serve", "--db", rooms_db, "--list-rooms", "--close-room", "PLAYINGROOM001"])
    assert stop.value.code == 2 and "not allowed with argument" in capsys.readouterr().err


def test_a_room_code_that_starts_with_a_dash_is_closed_as_close_room_equals_code(tmp_path, capsys):
    """A stored room whose code starts with "-" (codes drawn before new codes stopped
    starting with one) is closed with --close-room=CODE: "--close-room -CODE" reads the code
    as an option."""
    db = str(tmp_path / "dash.sqlite3")
    _waiting_room(db, "-DASHROOM0001")
    code, out, err = _serve(capsys, "--db", db, "--close-room=-DASHROOM0001")
    assert code == 0 and err == ""
    assert out.startswith("duelist serve: room -DASHROOM0001 closed (it was waiting)")
    assert _status(db, "-DASHROOM0001") == "closed"


def test_a_new_room_code_never_starts_with_a_dash(monkeypatch):
    """The operator types a room's code after --close-room: a drawn code starting with "-"
    is drawn again."""
    import duelist.web.rooms as rooms
    drawn = iter(["-startsWithDash", "-again-dash", "Fine-code_1"])
    monkeypatch.setattr(rooms.secrets, "token_urlsafe", lambda n: next(drawn))
    assert rooms.new_code() == "Fine-code_1"
