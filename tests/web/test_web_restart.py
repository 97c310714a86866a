"""A server restart resumes an unfinished duel: a real `duelist serve` process is killed
mid-duel (SIGKILL: no chance to save anything more), started again on the same database,
and the two players reconnect with their tokens and finish the duel."""

import json

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed")
pytest.importorskip("websockets", reason="the web extra (uvicorn[standard]) brings the websockets client")

from duelist.engine.replay import run_replay  # noqa: E402
from live_seats import LiveSeat, play, web_load  # noqa: E402


def test_killing_the_server_mid_duel_and_starting_it_again_resumes_the_duel(tmp_path):
    load = web_load()
    db = str(tmp_path / "serve.sqlite3")
    port = load.free_port()
    url = "ws://127.0.0.1:%d/ws" % port
    server = load.start_server(port, db=db, rate=1000)
    try:
        a, b = LiveSeat(url, strict=True), LiveSeat(url, strict=True)
        a.send(type="create", deck="yugi-starter", opponent="person")
        joined = a.recv()
        a.until("state")
        b.send(type="join", room=joined["room"], deck="kaiba-starter")
        b_token = b.recv()["token"]
        a.until("state")
        b.until("state")
        assert play([a, b], 30) is None
        before = [a.state, b.state]
    finally:
        server.kill()              # SIGKILL mid-duel
        server.wait(10)
    server = load.start_server(port, db=db, rate=1000)
    try:
        a2, b2 = LiveSeat(url, strict=True), LiveSeat(url, strict=True)
        a2.send(type="resume", room=joined["room"], token=joined["token"])
        assert a2.recv()["seat"] == 0
        a2.until("state")
        b2.send(type="resume", room=joined["room"], token=b_token)
        assert b2.recv()["seat"] == 1
        a2.until("state")
        b2.until("state")
        for old, new in zip(before, (a2.state, b2.state)):
            assert new["n"] == old["n"] and new["view"] == old["view"]
            assert new.get("request") == old.get("request")
        result = play([a2, b2], 5000)
        assert result is not None and result == b2.state["result"]
        import urllib.request
        with urllib.request.urlopen("http://127.0.0.1:%d/api/rooms/%s/replay" % (port, joined["room"])) as response:
            replay = json.loads(response.read().decode("utf-8"))
        assert run_replay(replay).result == result
    finally:
        server.terminate()
        server.wait(10)
