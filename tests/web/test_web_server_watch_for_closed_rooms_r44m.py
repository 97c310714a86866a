"""The live server's periodic look for rooms the operator closed (`create_app(watch=...)`):
a look that fails (the file cannot be read now) is said on stderr with its error and the
server looks again later; a server started without the periodic look (`watch=None`: only
the look before each message) starts and stops cleanly and still ends a closed room at the
next message. (Round 44m: survivors of server.py's watch_closed and lifespan.)"""

import sqlite3
import time

from starlette.testclient import TestClient

from duelist.cli.main import main
from duelist.web.rooms import Lobby
from duelist.web.server import create_app
from duelist.web.store import Store
from web_helpers import seated_pair


def test_a_periodic_look_that_fails_is_said_with_its_error_and_tried_again(tmp_path, capsys):
    db = str(tmp_path / "serve.sqlite3")
    lobby = Lobby(Store(db))
    looks = []

    async def unreadable():
        looks.append(time.monotonic())
        raise sqlite3.OperationalError("disk I/O error")
    lobby.notice_closed = unreadable
    with TestClient(create_app(db, lobby=lobby, watch=0.02)):
        deadline = time.monotonic() + 10
        while len(looks) < 3 and time.monotonic() < deadline:
            time.sleep(0.02)
    assert len(looks) >= 3
    err = capsys.readouterr().err
    assert "duelist serve: the look for rooms closed by the operator failed:" in err
    assert "sqlite3.OperationalError: disk I/O error" in err
    lobby.store.close()


def test_a_server_without_the_periodic_look_ends_a_closed_room_at_the_next_message(tmp_path, capsys):
    db = str(tmp_path / "serve.sqlite3")
    app = create_app(db, rate=10000, watch=None)
    with TestClient(app) as tc, tc.websocket_connect("/ws") as a_ws, tc.websocket_connect("/ws") as b_ws:
        a, b, code = seated_pair(a_ws, b_ws)
        assert main(["serve", "--db", db, "--close-room", code]) == 0
        time.sleep(0.1)
        assert code in app.state.lobby.rooms              # no look until a message comes
        a.ask("ping")
        assert code not in app.state.lobby.rooms
    out, err = capsys.readouterr()
    assert "room %s closed (it was playing)" % code in out and err == ""
