"""The live server's note in its store that it runs (Lobby.note_alive, the timed matches'
clock across a restart): a note that fails (the file cannot be written now) is said on stderr
with its error, and the server notes again later; a note that fails at the stop is said with
its error too, and the stop goes on. (Round 45x: survivors of server.py's watch and lifespan.)"""

import sqlite3
import time

from starlette.testclient import TestClient

from duelist.web.rooms import Lobby
from duelist.web.server import create_app
from duelist.web.store import Store


def _unwritable(lobby, notes):
    def note_alive(force=False):
        notes.append(force)
        raise sqlite3.OperationalError("attempt to write a readonly database")
    lobby.note_alive = note_alive


def test_a_periodic_note_that_fails_is_said_with_its_error_and_tried_again(tmp_path, capsys):
    db = str(tmp_path / "serve.sqlite3")
    lobby = Lobby(Store(db))
    notes = []
    _unwritable(lobby, notes)
    with TestClient(create_app(db, lobby=lobby, watch=0.02)):
        deadline = time.monotonic() + 10
        while len(notes) < 3 and time.monotonic() < deadline:
            time.sleep(0.02)
    assert notes.count(False) >= 3
    err = capsys.readouterr().err
    assert "duelist serve: the note that the server runs failed:" in err
    assert err.count("sqlite3.OperationalError: attempt to write a readonly database") >= 3
    lobby.store.close()


def test_the_note_at_the_stop_that_fails_is_said_with_its_error(tmp_path, capsys):
    db = str(tmp_path / "serve.sqlite3")
    lobby = Lobby(Store(db))
    notes = []
    _unwritable(lobby, notes)
    with TestClient(create_app(db, lobby=lobby, watch=None)):
        pass
    assert notes == [True]
    assert "sqlite3.OperationalError: attempt to write a readonly database" in capsys.readouterr().err
    lobby.store.close()
