"""The operator's close (`duelist serve --close-room`, another process) landing while the
server starts: after the start read the stored rooms and before it wrote one of them (here,
a room whose stored answers end its duel: the start stores it finished). The store refuses
the write (the room is closed), the room stays closed in the file and the started server
does not hold it: it is not in the lobby and takes no one. And the look for closed rooms
says which rooms it ended, once. (Round 44m: survivors of Lobby.resume_all's and
notice_closed's mutants.)"""

import asyncio
import sqlite3

from duelist.cli.main import main
from duelist.engine.rules import get_rules
from duelist.web.rooms import ROOM_FORMAT, Lobby
from duelist.web.store import Store
from tests.server.old_rooms import played, room_deck, store_old_room


def _status(db, code):
    with sqlite3.connect(db) as db_file:
        return db_file.execute("SELECT status FROM rooms WHERE code = ?", (code,)).fetchone()[0]


def test_a_room_closed_while_the_server_starts_is_not_held_and_stays_closed(tmp_path, capsys):
    db = str(tmp_path / "serve.sqlite3")
    decks = [room_deck("yugi-starter"), room_deck("kaiba-starter")]
    duel = played(get_rules("MR5"), decks, 5, count=100000)
    assert duel.request is None                       # the answers end the duel
    store_old_room(db, "ENDEDROOM00001", "MR5", ROOM_FORMAT, 5, decks, list(duel.answers))
    store = Store(db)
    read = store.rooms

    def rooms_then_the_operators_close():
        rows = read()
        assert main(["serve", "--db", db, "--close-room", "ENDEDROOM00001"]) == 0
        return rows
    store.rooms = rooms_then_the_operators_close
    lobby = Lobby(store)
    assert "closed (it was playing)" in capsys.readouterr().out
    assert "ENDEDROOM00001" not in lobby.rooms
    store.close()
    assert _status(db, "ENDEDROOM00001") == "closed"


def test_the_look_says_which_rooms_it_ended_once(tmp_path, capsys):
    db = str(tmp_path / "serve.sqlite3")
    decks = [room_deck("yugi-starter"), room_deck("kaiba-starter")]
    for code, seed in (("CLOSEDROOM0001", 3), ("OPENROOM000001", 4)):
        store_old_room(db, code, "MR5", ROOM_FORMAT, seed, decks,
                       list(played(get_rules("MR5"), decks, seed, count=10).answers))
    lobby = Lobby(Store(db))
    assert asyncio.run(lobby.notice_closed()) == []
    assert main(["serve", "--db", db, "--close-room", "CLOSEDROOM0001"]) == 0
    assert asyncio.run(lobby.notice_closed()) == ["CLOSEDROOM0001"]
    assert asyncio.run(lobby.notice_closed()) == []
    assert list(lobby.rooms) == ["OPENROOM000001"]
    lobby.store.close()
