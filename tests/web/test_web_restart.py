"""A server restart resumes an unfinished duel: a real `duelist serve` process is killed
mid-duel (SIGKILL: no chance to save anything more), started again on the same database,
and the two players reconnect with their tokens and finish the duel."""

import importlib.util
import json
import os

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed")
pytest.importorskip("websockets", reason="the web extra (uvicorn[standard]) brings the websockets client")

from duelist.agents import GreedyAgent  # noqa: E402
from duelist.engine.replay import run_replay  # noqa: E402
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

    def recv(self):
        message = json.loads(self.ws.recv(timeout=30))
        assert message["type"] != "error", message["message"]
        if message["type"] == "state":
            self.state = message
        return message

    def until_state(self):
        while self.recv()["type"] != "state":
            pass
        return self.state


def _play(seats, steps):
    for _ in range(steps):
        if seats[0].state["result"]:
            return seats[0].state["result"]
        mover = seats[0] if seats[0].state.get("request") else seats[1]
        mover.send(type="answer", option=choose(mover.agent, mover.seen, mover.state), n=mover.state["n"])
        for seat in seats:
            seat.until_state()
    return None


def test_killing_the_server_mid_duel_and_starting_it_again_resumes_the_duel(tmp_path):
    web_load = _script()
    db = str(tmp_path / "serve.sqlite3")
    port = web_load.free_port()
    url = "ws://127.0.0.1:%d/ws" % port
    server = web_load.start_server(port, db=db, rate=1000)
    try:
        a, b = Seat(url), Seat(url)
        a.send(type="create", deck="yugi-starter", opponent="person")
        joined = a.recv()
        a.until_state()
        b.send(type="join", room=joined["room"], deck="kaiba-starter")
        b_token = b.recv()["token"]
        a.until_state()
        b.until_state()
        assert _play([a, b], 30) is None
        before = [a.state, b.state]
    finally:
        server.kill()              # SIGKILL mid-duel
        server.wait(10)
    server = web_load.start_server(port, db=db, rate=1000)
    try:
        a2, b2 = Seat(url), Seat(url)
        a2.send(type="resume", room=joined["room"], token=joined["token"])
        assert a2.recv()["seat"] == 0
        a2.until_state()
        b2.send(type="resume", room=joined["room"], token=b_token)
        assert b2.recv()["seat"] == 1
        a2.until_state()
        b2.until_state()
        for old, new in zip(before, (a2.state, b2.state)):
            assert new["n"] == old["n"] and new["view"] == old["view"]
            assert new.get("request") == old.get("request")
        result = _play([a2, b2], 5000)
        assert result is not None and result == b2.state["result"]
        import urllib.request
        with urllib.request.urlopen("http://127.0.0.1:%d/api/rooms/%s/replay" % (port, joined["room"])) as response:
            replay = json.loads(response.read().decode("utf-8"))
        assert run_replay(replay).result == result
    finally:
        server.terminate()
        server.wait(10)
