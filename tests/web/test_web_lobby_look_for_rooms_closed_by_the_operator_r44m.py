"""The lobby's look for rooms the operator closed (`duelist serve --close-room` from another
process) before each message: a lobby that keeps no store has nothing to look at and says
nothing; a look that fails (the file cannot be read now) is said on stderr and the message
goes on; a client that never sat in a closed room is refused as any client in no room is.
(Round 44m: the survivors of the web round's mutants of Lobby.handle, notice_closed and
Client.)"""

import asyncio
import json
import sqlite3

from duelist.web.rooms import Client, Lobby
from duelist.web.store import Store


class Person(object):
    def __init__(self, lobby):
        self.lobby = lobby
        self.received = []

        async def send(message):
            self.received.append(json.loads(json.dumps(message)))
        self.client = Client(send, rate=10000)

    def ask(self, **message):
        start = len(self.received)
        asyncio.run(self.lobby.receive(self.client, json.dumps(message)))
        return self.received[start:]


def _pair(lobby):
    ann, bob = Person(lobby), Person(lobby)
    code = [r for r in ann.ask(type="create", deck="yugi-starter") if r["type"] == "joined"][0]["room"]
    bob.ask(type="join", room=code, deck="kaiba-starter")
    room = lobby.rooms[code]
    assert room.status == "playing"
    return room, (ann, bob)


def test_a_lobby_without_a_store_plays_a_duel_and_prints_nothing(capsys):
    """Lobby(None) (no file): there is no store to look at for closed rooms; creating,
    joining and answering print nothing on stderr (no failed look's traceback)."""
    lobby = Lobby(None)
    room, people = _pair(lobby)
    for _ in range(4):
        mover = people[room.game.request.player]
        assert mover.ask(type="answer", n=len(room.game.answers), option=0)[-1]["type"] == "state"
    out, err = capsys.readouterr()
    assert err == "" and out == ""


def test_a_look_that_fails_is_said_on_stderr_and_the_answer_goes_on(tmp_path, capsys, monkeypatch):
    """The look before a message cannot read the file (here: a disk error): the server says
    so on stderr, with the error, and the answer is taken and stored as without the look."""
    db = str(tmp_path / "serve.sqlite3")
    lobby = Lobby(Store(db))
    room, people = _pair(lobby)
    capsys.readouterr()

    def unreadable():
        raise sqlite3.OperationalError("disk I/O error")
    monkeypatch.setattr(lobby.store, "changed_elsewhere", unreadable)
    mover = people[room.game.request.player]
    assert mover.ask(type="answer", n=0, option=0)[-1]["type"] == "state"
    assert len(room.game.answers) == 1 and lobby.store.room_status(room.code) == ("playing", 1)
    err = capsys.readouterr().err
    assert "disk I/O error" in err
    lobby.store.close()


def test_an_answer_from_a_client_in_no_room_is_refused_as_not_seated():
    """A connection that never sat in a room (and so never in one the operator closed)
    answering: refused, "only a seated player answers" - not an internal error."""
    lobby = Lobby(None)
    stranger = Person(lobby)
    replies = stranger.ask(type="answer", n=0, option=0)
    assert replies == [{"type": "error", "reply_to": "answer", "message": "only a seated player answers"}]


def test_a_room_named_by_a_list_is_no_room_with_that_code():
    """The closed-room test before the room's lookup takes any JSON a client sends as the
    room: a list (which no set can hold) is "no room with that code", as a wrong code is,
    for a join and for watching."""
    lobby = Lobby(None)
    stranger = Person(lobby)
    for kind in ("join", "spectate"):
        replies = stranger.ask(type=kind, room=["ROOM"], deck="yugi-starter")
        assert replies == [{"type": "error", "reply_to": kind, "message": "no room with that code"}]


def test_a_player_whose_room_was_closed_sits_anew_and_is_not_told_of_the_old_room(tmp_path, capsys):
    """Ann's room is closed by the operator; she creates a new room and leaves it before
    anyone joins. Her answer then is refused as anyone's in no room is: the closed room's
    reason went with her new seat."""
    from duelist.cli.main import main
    db = str(tmp_path / "serve.sqlite3")
    lobby = Lobby(Store(db))
    room, (ann, bob) = _pair(lobby)
    assert main(["serve", "--db", db, "--close-room", room.code]) == 0
    capsys.readouterr()
    ann.ask(type="ping")
    assert room.code not in lobby.rooms
    assert ann.ask(type="answer", n=0, option=0)[-1]["message"].startswith(
        "room %s was closed by the operator" % room.code)
    assert [r for r in ann.ask(type="create", deck="yugi-starter") if r["type"] == "joined"]
    assert ann.ask(type="leave")[-1]["type"] == "left"
    replies = ann.ask(type="answer", n=0, option=0)
    assert replies == [{"type": "error", "reply_to": "answer", "message": "only a seated player answers"}]
    lobby.store.close()


def test_a_server_holding_more_rooms_than_one_query_reads_ends_whichever_is_closed(tmp_path, capsys):
    """The look reads the stored statuses of the server's rooms 500 to a query: with 1,001
    rooms waiting, the operator's close of the 1st, the 500th, the 501st and the last is
    each noticed."""
    from duelist.cli.main import main
    db = str(tmp_path / "serve.sqlite3")
    store = Store(db)
    for n in range(1001):
        code = "WAITING%05d" % n
        store.add_room(code, {"rules": "MR5", "opponent": "person"}, n)
        store.set_seat(code, 0, "token-%d" % n, "P%d" % n, "person", None)
    lobby = Lobby(store)
    codes = list(lobby.rooms)
    assert len(codes) == 1001 and asyncio.run(lobby.notice_closed()) == []
    closed = [codes[0], codes[499], codes[500], codes[1000]]
    for code in closed:
        assert main(["serve", "--db", db, "--close-room", code]) == 0
    assert sorted(asyncio.run(lobby.notice_closed())) == sorted(closed)
    assert len(lobby.rooms) == 997
    store.close()

