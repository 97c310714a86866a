"""A stored room that a restarted server cannot resume shows no board, says why, and
stops no other room.

`duelist serve` rebuilds each unfinished room from its seed and stored answers. When an
answer no longer fits the replayed game (the engine refuses it), the position the replay
reached is not the one its players left: the room is "broken", with a message naming the
answer, and shows no board; its stored rows stay as they are (a server with the rulings it
was played under resumes it). These tests drive the Lobby (the code behind the WebSocket)
on a real SQLite file, as a restarted server does; no browser."""

import asyncio
import json
import sqlite3

import pytest

from duelist.engine.rules import get_rules
from duelist.web.rooms import ROOM_FORMAT, Client, Lobby
from duelist.web.store import Store
from tests.server.old_rooms import played, room_deck, store_old_room


class Seat(object):
    """One connection: the messages it received, in order."""

    def __init__(self):
        self.inbox = []

        async def send(message):
            self.inbox.append(json.loads(json.dumps(message)))
        self.client = Client(send)

    def state(self):
        return [m for m in self.inbox if m["type"] == "state"][-1]


def _rows(db, code):
    with sqlite3.connect(db) as db_file:
        return (db_file.execute("SELECT n, answer, game_check FROM answers WHERE code = ? ORDER BY n",
                                (code,)).fetchall(),
                db_file.execute("SELECT status, result, replay FROM rooms WHERE code = ?", (code,)).fetchone())


def _decks():
    return [room_deck("yugi-starter"), room_deck("kaiba-starter")]


def _stored_room(db, code, seed, answers=25, change=None):
    """A person-against-person MR5 room as the server stored it: a random duel's first
    `answers` answers (`change`: a function that alters the list before it is stored)."""
    decks = _decks()
    stored = list(played(get_rules("MR5"), decks, seed, count=answers).answers)
    if change is not None:
        change(stored)
    store_old_room(db, code, "MR5", ROOM_FORMAT, seed, decks, stored)
    return stored


def _reconnect(lobby, code, token="token-0"):
    """The seat-0 player reconnects and tries to answer: what they were sent."""
    me = Seat()

    async def visit():
        await lobby.handle(me.client, {"type": "resume", "room": code, "token": token})
        await lobby.handle(me.client, {"type": "answer", "option": 0})
    asyncio.run(visit())
    return me


def test_an_answer_that_no_longer_fits_breaks_the_room_without_its_half_replayed_board(tmp_path):
    """Answer 11 of the 25 stored is an option the replayed game no longer has (99): the
    replay stops there, and the room is broken like a room played under other rulings:
    no game is kept (the position its first 10 answers reached is not the one the players
    left, so none is shown), the message says which answer of how many failed and why, a
    player who reconnects sees the message and no board and cannot answer, and the stored
    rows are unchanged (status "playing", every answer)."""
    db = str(tmp_path / "rooms.sqlite3")
    code = "UNFITROOM00001"

    def unfit(answers):
        answers[10] = 99
    _stored_room(db, code, seed=77, change=unfit)
    stored_before = _rows(db, code)
    lobby = Lobby(Store(db))
    room = lobby.rooms[code]
    assert room.status == "broken" and room.game is None
    assert room.error.startswith("this room could not be resumed: answer 11 of 25 no longer fits: "
                                 "99 is not an option of the pending request (player "), room.error
    assert room.error.endswith("(its stored answers are kept)")
    me = _reconnect(lobby, code)
    assert me.inbox[0]["type"] == "joined" and me.inbox[0]["seat"] == 0
    shown = me.state()
    assert shown["status"] == "broken" and shown["error"] == room.error
    assert shown["view"] is None and "log" not in shown and "request" not in shown
    assert me.inbox[-1] == {"type": "error", "message": "no duel is running in this room", "reply_to": "answer"}
    lobby.store.close()
    assert _rows(db, code) == stored_before and stored_before[1] == ("playing", None, None)


def test_a_room_whose_resume_fails_on_a_bug_stops_only_that_room(tmp_path, monkeypatch, capsys):
    """Three stored rooms, and the resume of the second fails on an error that is no
    engine refusal (a bug: here a RuntimeError stands in for one): the server still starts
    and resumes the other two where their players left them; that room is broken with a
    message naming the exception, keeps no game, its rows stay, and the traceback goes to
    the server's log (stderr) with the room's code."""
    from duelist.web import rooms as rooms_module
    from duelist.web.server import create_app
    db = str(tmp_path / "rooms.sqlite3")
    codes = ["GOODROOM000001", "BUGROOM0000001", "GOODROOM000002"]
    for seed, code in enumerate(codes):
        _stored_room(db, code, seed=seed + 3)
    original = rooms_module.Room.replay_answers

    def replay_answers(room, answers, checks=None):
        if room.code == "BUGROOM0000001":
            raise RuntimeError("a bug in the replay")
        return original(room, answers, checks)
    monkeypatch.setattr(rooms_module.Room, "replay_answers", replay_answers)
    stored_before = _rows(db, "BUGROOM0000001")
    lobby = create_app(db).state.lobby             # the server starts
    good = [lobby.rooms[code] for code in (codes[0], codes[2])]
    assert [room.status for room in good] == ["playing", "playing"]
    assert [len(room.game.answers) for room in good] == [25, 25]
    room = lobby.rooms["BUGROOM0000001"]
    assert room.status == "broken" and room.game is None
    assert room.error == ("this room could not be resumed: the server failed on it (RuntimeError: a bug in "
                          "the replay); its stored answers are kept")
    err = capsys.readouterr().err
    assert "room BUGROOM0000001 could not be resumed" in err
    assert "Traceback (most recent call last)" in err and "RuntimeError: a bug in the replay" in err
    shown = _reconnect(lobby, "BUGROOM0000001").state()
    assert shown["status"] == "broken" and shown["error"] == room.error and shown["view"] is None
    lobby.store.close()
    assert _rows(db, "BUGROOM0000001") == stored_before


@pytest.mark.parametrize("settings, why", [
    ('{"rules": ', "settings: Expecting value: line 1 column 11 (char 10)"),
    ("5", "settings: not a JSON object (int)"),
], ids=["not-json", "not-an-object"])
def test_a_room_whose_stored_row_cannot_be_read_is_broken_and_the_others_resume(tmp_path, settings, why):
    """A room row whose settings are not a JSON object (a damaged file, a hand edit): the
    server starts, resumes the other room, and shows that one as broken, saying its row
    cannot be read; a player who reconnects with its token sees the message."""
    db = str(tmp_path / "rooms.sqlite3")
    _stored_room(db, "GOODROOM000001", seed=3)
    _stored_room(db, "BADROWROOM0001", seed=4)
    with sqlite3.connect(db) as db_file:
        db_file.execute("UPDATE rooms SET settings = ? WHERE code = 'BADROWROOM0001'", (settings,))
    lobby = Lobby(Store(db))
    assert lobby.rooms["GOODROOM000001"].status == "playing"
    room = lobby.rooms["BADROWROOM0001"]
    assert room.status == "broken" and room.game is None
    assert room.error == ("this room could not be resumed: its stored row cannot be read (%s); its stored "
                          "answers are kept" % why)
    shown = _reconnect(lobby, "BADROWROOM0001").state()
    assert shown["status"] == "broken" and shown["error"] == room.error and shown["view"] is None


def _checked_room(db, monkeypatch, answers=20):
    """A room against the greedy AI (yugi_normals against kaiba_normals, seed 9) whose
    player answered with the greedy agent until `answers` answers were stored, each with its
    check: (code, stored rows)."""
    from duelist.agents import GreedyAgent
    from duelist.web import rooms as rooms_module
    monkeypatch.setattr(rooms_module, "new_seed", lambda: 9)
    me = Seat()

    async def life():
        lobby = Lobby(Store(db))
        await lobby.handle(me.client, {"type": "create", "deck": "yugi_normals", "opponent": "ai",
                                       "ai_deck": "kaiba_normals"})
        room = lobby.rooms[me.inbox[0]["room"]]
        agent = GreedyAgent()
        while len(room.game.answers) < answers:
            await lobby.handle(me.client, {"type": "answer", "n": len(room.game.answers),
                                           "option": agent.choose(room.duel, room.game.request).id})
        assert room.status == "playing"
        lobby.store.close()
        return room.code
    code = asyncio.run(life())
    return code, _rows(db, code)[0]


def _store_answer(db, code, n, answer, check=None):
    with sqlite3.connect(db) as db_file:
        db_file.execute("UPDATE answers SET answer = ? WHERE code = ? AND n = ?", (answer, code, n))
        if check is not None:
            db_file.execute("UPDATE answers SET game_check = ? WHERE code = ? AND n = ?", (check, code, n))


def test_a_stored_answer_out_of_range_whose_check_names_its_option_was_played_under_other_rulings(
        tmp_path, monkeypatch):
    """Answer 12's stored id (99) is past the options the replayed game offers there, but
    its stored check names the option it picked when it was played: it fitted the game it
    was given in, so that game was another one - the room was played under other rulings,
    and says so in the words of a check that differs, with what it picked and where that
    option is now (or that it is none)."""
    db = str(tmp_path / "rooms.sqlite3")
    code, rows = _checked_room(db, monkeypatch)
    total = len(rows)
    n, answer, text = rows[11]
    picked = json.loads(text)["picked"]
    _store_answer(db, code, 11, 99)
    room = Lobby(Store(db)).rooms[code]
    assert room.status == "broken" and room.game is None
    assert room.error == ("this room was played under other rulings: at answer 12 of %d the duel differs from "
                          "the stored one (answer 12 picked %s, which is option %d now, not 99); it cannot be "
                          "resumed (its stored answers are kept)" % (total, picked, answer))
    _store_answer(db, code, 11, 99, json.dumps(dict(json.loads(text), picked="summon:99999")))
    room = Lobby(Store(db)).rooms[code]
    assert room.status == "broken" and room.game is None
    assert room.error == ("this room was played under other rulings: at answer 12 of %d the duel differs from "
                          "the stored one (answer 12 picked summon:99999, which is not an option now); it "
                          "cannot be resumed (its stored answers are kept)" % total)
    _store_answer(db, code, 11, 99, "not a check")       # a check that says nothing: the answer no longer fits
    room = Lobby(Store(db)).rooms[code]
    assert room.error.startswith("this room could not be resumed: answer 12 of %d no longer fits: 99 is not an "
                                 "option of the pending request" % total)
