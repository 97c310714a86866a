"""Conceding over the network (`{"type": "concede"}`, `"match": true` for a whole best of
three): a seated player may concede at any moment of a running game, also while the other
player decides (Konami's tournament policy on concessions). Everyone in the room learns the
result, the replay verifies, and a restarted server concedes at the same point."""

import asyncio
import json

import pytest

from starlette.testclient import TestClient

from duelist.engine.replay import run_replay
from duelist.match.match import run_match_replay
from duelist.web.rooms import Client, Lobby
from duelist.web.server import create_app
from duelist.web.store import Store

from web_helpers import Player, seated_pair


@pytest.fixture
def client():
    with TestClient(create_app(rate=10000)) as tc:
        yield tc


def test_the_player_who_is_not_deciding_concedes_and_everyone_sees_the_result(client):
    with client.websocket_connect("/ws") as a_ws, client.websocket_connect("/ws") as b_ws, \
            client.websocket_connect("/ws") as s_ws:
        a, b, code = seated_pair(a_ws, b_ws)
        watcher = Player(s_ws)
        watcher.ask("spectate", room=code)
        watcher.recv_until("state")
        waiting = a if a.last_state.get("request") is None else b
        seat = waiting.last_state["seat"]
        waiting.send(type="concede")
        for p in (a, b, watcher):
            state = p.recv_until("state")
            assert state["status"] == "finished"
            assert state["result"] == {"winner": 1 - seat, "reason": "concede", "turn": state["result"]["turn"]}
            assert "request" not in state
        line = [e["text"] for e in waiting.last_state["log"] if e["type"] == "duel_end"]
        assert line and line[0].startswith("You concede")
        replay = client.get("/api/rooms/%s/replay" % code).json()
        assert replay["inputs"] == [[replay["inputs"][0][0], "concede", seat]]
        assert run_replay(replay).result == replay["result"]
        assert waiting.ask("concede")["message"] == "no duel is running in this room"


def test_a_concession_is_refused_to_spectators_and_outside_a_running_duel(client):
    with client.websocket_connect("/ws") as a_ws, client.websocket_connect("/ws") as b_ws, \
            client.websocket_connect("/ws") as s_ws:
        lone = Player(a_ws)
        assert lone.ask("concede")["message"] == "only a seated player concedes"
        code = lone.ask("create", deck="yugi_normals", opponent="person")["room"]
        lone.recv_until("state")
        assert lone.ask("concede")["message"] == "no duel is running in this room"    # waiting for a player
        joiner = Player(b_ws)
        assert joiner.ask("join", room=code, deck="kaiba_normals")["type"] == "joined"
        lone.recv_until("state")
        joiner.recv_until("state")
        watcher = Player(s_ws)
        watcher.ask("spectate", room=code)
        watcher.recv_until("state")
        assert watcher.ask("concede")["message"] == "only a seated player concedes"
        bad = lone.ask("concede", match="yes")
        assert bad["type"] == "error" and "\"match\" must be true" in bad["message"]
        assert lone.ask("state")["status"] == "playing"


def test_a_best_of_three_goes_on_after_a_conceded_duel_and_ends_on_a_conceded_match(client):
    with client.websocket_connect("/ws") as ws:
        me = Player(ws)
        code = me.ask("create", deck="yugi_normals", opponent="ai", ai_deck="kaiba_normals", match=True)["room"]
        me.recv_until("state")
        me.send(type="concede")
        state = me.recv_until("state")
        assert state["status"] == "playing" and state["result"] is None
        assert [(d["winner"], d["reason"]) for d in state["match"]["duels"]] == [(1, "concede")]
        # the loser (seat 0) decides who goes first in duel 2: the request is ours
        assert state["request"]["kind"] in ("side", "first_player")
        me.send(type="concede", match=True)
        state = me.recv_until("state")
        assert state["status"] == "finished"
        assert state["result"] == {"winner": 1, "reason": "concede", "wins": [0, 1], "duels": 1}
        replay = client.get("/api/rooms/%s/replay" % code).json()
        assert [c[1:3] for c in replay["concessions"]] == [[0, "duel"], [0, "match"]]
        assert run_match_replay(replay).result == replay["result"]


def _inbox_client(inbox):
    async def send(message):
        inbox.append(json.loads(json.dumps(message)))
    return Client(send)


def test_a_restarted_server_concedes_a_match_duel_where_it_was_conceded(tmp_path):
    """A best of three against the AI: duel 1 is conceded after a few answers, then the
    server is killed. The restarted server rebuilds the match from its store, duel 1 conceded
    at the same answer, and plays on to the same match."""
    db = str(tmp_path / "rooms.sqlite3")
    inbox = []
    me = _inbox_client(inbox)

    def last():
        return [m for m in inbox if m["type"] == "state"][-1]

    async def first_life():
        lobby = Lobby(Store(db))
        await lobby.handle(me, {"type": "create", "deck": "yugi_normals", "opponent": "ai",
                                "ai_deck": "kaiba_normals", "match": True})
        code = inbox[0]["room"]
        for _ in range(4):
            state = last()
            if state.get("request"):
                await lobby.handle(me, {"type": "answer", "option": 0, "n": state["n"]})
        await lobby.handle(me, {"type": "concede"})
        room = lobby.rooms[code]
        assert [d["reason"] for d in room.game.duels] == ["concede"]
        return code, inbox[0]["token"], room.game.duels[0]["log_sha256"], len(room.game.answers)

    code, token, digest, answered = asyncio.run(first_life())

    async def second_life():
        lobby = Lobby(Store(db))
        room = lobby.rooms[code]
        assert room.status == "playing"
        assert room.game.duels[0]["log_sha256"] == digest and len(room.game.answers) == answered
        await lobby.handle(me, {"type": "resume", "room": code, "token": token})
        await lobby.handle(me, {"type": "concede", "match": True})
        assert room.status == "finished"
        return room.replay()

    replay = asyncio.run(second_life())
    assert replay["result"]["reason"] == "concede"
    assert run_match_replay(replay).result == replay["result"]
