"""`duelist serve --close-room CODE` run as its own process while a real `duelist serve`
process plays two rooms on the same database: the closed room ends for both its players
(who send nothing: the server's periodic look finds it), its next answer is refused, and
the other room plays on to its end; the stored statuses are "closed" and "finished"."""

import importlib.util
import json
import os
import sqlite3
import subprocess
import sys

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed")
pytest.importorskip("websockets", reason="the web extra (uvicorn[standard]) brings the websockets client")

from duelist.agents import GreedyAgent  # noqa: E402
from duelist.web.bot import SeenDuel, choose  # noqa: E402

SCRIPT = os.path.join(os.path.dirname(__file__), "..", "..", "scripts", "web_load.py")


def _script():
    spec = importlib.util.spec_from_file_location("web_load", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Seat(object):
    def __init__(self, url):
        from websockets.sync.client import connect
        self.ws = connect(url, max_size=1 << 22)
        self.state = None
        self.agent, self.seen = GreedyAgent(), SeenDuel()

    def send(self, **message):
        self.ws.send(json.dumps(message))

    def recv(self, timeout=30):
        message = json.loads(self.ws.recv(timeout=timeout))
        if message["type"] == "state":
            self.state = message
        return message

    def until(self, kind):
        while True:
            message = self.recv()
            if message["type"] == kind:
                return message
            assert message["type"] != "error", message["message"]


def _pair(url, deck0, deck1):
    a, b = Seat(url), Seat(url)
    a.send(type="create", deck=deck0, opponent="person")
    code = a.until("joined")["room"]
    a.until("state")
    b.send(type="join", room=code, deck=deck1)
    b.until("joined")
    a.until("state")
    b.until("state")
    return code, a, b


def _play(seats, steps):
    for _ in range(steps):
        if seats[0].state["result"]:
            return seats[0].state["result"]
        mover = seats[0] if seats[0].state.get("request") else seats[1]
        mover.send(type="answer", option=choose(mover.agent, mover.seen, mover.state), n=mover.state["n"])
        for seat in seats:
            seat.until("state")
    return None


def test_close_room_from_another_process_ends_the_room_in_the_running_server(tmp_path):
    web_load = _script()
    db = str(tmp_path / "serve.sqlite3")
    port = web_load.free_port()
    url = "ws://127.0.0.1:%d/ws" % port
    server = web_load.start_server(port, db=db, rate=1000)
    try:
        closed, a, b = _pair(url, "yugi-starter", "kaiba-starter")
        other, c, d = _pair(url, "kaiba-starter", "yugi-starter")
        assert _play([a, b], 10) is None and _play([c, d], 10) is None
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
        result = _play([c, d], 5000)
        assert result is not None and result == d.state["result"]
    finally:
        server.terminate()
        server.wait(10)
    with sqlite3.connect(db) as db_file:
        statuses = dict(db_file.execute("SELECT code, status FROM rooms").fetchall())
        answers = db_file.execute("SELECT COUNT(*) FROM answers WHERE code = ?", (closed,)).fetchone()[0]
    assert statuses == {closed: "closed", other: "finished"} and answers == 10
