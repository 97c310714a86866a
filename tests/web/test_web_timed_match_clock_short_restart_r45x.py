"""A timed match's clock across a restart of under a second (a server restarted at once by
its supervisor): the half second no server ran is not charged either. (Round 45x: survivor
of Lobby._pause_clock's `down > 0`.) The room and time as in
test_web_timed_match_clock_across_a_restart.py."""

import pytest

from duelist.web.rooms import Lobby
from duelist.web.store import Store

import test_web_timed_match_clock_across_a_restart as across
from web_helpers import clock  # noqa: F401 (a fixture)


@pytest.mark.parametrize("down", [0.5, 1.0])
def test_a_server_down_under_a_second_gives_that_time_back(tmp_path, clock, down):
    db = str(tmp_path / "serve.sqlite3")
    lobby, me, code = across._timed_room(db, clock)
    clock.now += down
    lobby = across._restart(lobby, db)
    room = lobby.rooms[code]
    assert room.settings["clock_paused"] == pytest.approx(down)
    assert room.game.time_left() == pytest.approx(across.LIMIT - 30)
    lobby.store.close()


def test_a_playing_timed_match_stored_without_its_start_resumes_with_its_clock_frozen(tmp_path, clock):
    """A playing timed match whose stored settings have no "started_at" (its clock never ran:
    stored so by hand, or by a server before the clock) resumes playing, after a restart with
    time down, its clock frozen as before; it is not broken."""
    import json
    import sqlite3
    db = str(tmp_path / "serve.sqlite3")
    lobby, me, code = across._timed_room(db, clock)
    lobby.store.close()
    with sqlite3.connect(db) as conn:
        settings = json.loads(conn.execute("SELECT settings FROM rooms WHERE code = ?", (code,)).fetchone()[0])
        del settings["started_at"]
        conn.execute("UPDATE rooms SET settings = ? WHERE code = ?", (json.dumps(settings), code))
    conn.close()
    clock.now += 100
    lobby = Lobby(Store(db))
    room = lobby.rooms[code]
    assert room.status == "playing" and room.error is None
    assert room.clock.origin is None and "clock_paused" not in room.settings
    lobby.store.close()
