"""`duelist serve --close-room CODE` run as its own process while a real `duelist serve`
process plays two rooms on the same database: the closed room ends for both its players
(who send nothing: the server's periodic look finds it), its next answer is refused, and
the other room plays on to its end; the stored statuses are "closed" and "finished"."""

import sqlite3
import subprocess
import sys

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed")
pytest.importorskip("websockets", reason="the web extra (uvicorn[standard]) brings the websockets client")

from live_seats import LiveSeat, play, web_load  # noqa: E402


def _pair(url, deck0, deck1):
    a, b = LiveSeat(url), LiveSeat(url)
    a.send(type="create", deck=deck0, opponent="person")
    code = a.until("joined")["room"]
    a.until("state")
    b.send(type="join", room=code, deck=deck1)
    b.until("joined")
    a.until("state")
    b.until("state")
    return code, a, b


def test_close_room_from_another_process_ends_the_room_in_the_running_server(tmp_path):
    load = web_load()
    db = str(tmp_path / "serve.sqlite3")
    port = load.free_port()
    url = "ws://127.0.0.1:%d/ws" % port
    server = load.start_server(port, db=db, rate=1000)
    try:
        closed, a, b = _pair(url, "yugi-starter", "kaiba-starter")
        other, c, d = _pair(url, "kaiba-starter", "yugi-starter")
        assert play([a, b], 10) is None and play([c, d], 10) is None
        done = subprocess.run([sys.executable, "-m", "duelist", "serve", "--db", db, "--close-room", closed],
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and done.stderr == "", done.stderr
        for seat in (a, b):            # nothing sent: the periodic look (every 2 s) ends it
            assert seat.recv(timeout=15) == {"type": "left", "room": closed,
                                             "reason": "the room was closed by the operator"}
        mover = a if a.state.get("request") else b
        mover.send(type="answer", option=0, n=a.state["n"])
        assert mover.recv() == {"type": "error", "reply_to": "answer", "message": "room %s was closed by the "
                                "operator: it takes no more answers" % closed}
        result = play([c, d], 5000)
        assert result is not None and result == d.state["result"]
    finally:
        server.terminate()
        server.wait(10)
    with sqlite3.connect(db) as db_file:
        statuses = dict(db_file.execute("SELECT code, status FROM rooms").fetchall())
        answers = db_file.execute("SELECT COUNT(*) FROM answers WHERE code = ?", (closed,)).fetchone()[0]
    assert statuses == {closed: "closed", other: "finished"} and answers == 10
