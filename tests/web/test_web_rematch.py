"""A rematch over the network (`{"type": "rematch"}`): once the game is over, each seated
player may ask for one; when every person seated asked (an AI agrees at once), a new room
starts with the same settings and registered decks and a new deal, and everyone in the
finished room goes to it. A seat keeps its token, so a player who was away reaches the new
room from the finished one's state."""

import asyncio
import json

import pytest

from starlette.testclient import TestClient

from duelist.engine.replay import run_replay
from duelist.web.rooms import Client, Lobby
from duelist.web.server import create_app
from duelist.web.store import Store

from web_helpers import Player, seated_pair


@pytest.fixture
def client():
    with TestClient(create_app(rate=10000)) as tc:
        yield tc


def _finish_by_concession(a, b):
    a.send(type="concede")
    a.recv_until("state")
    b.recv_until("state")
    assert a.last_state["status"] == "finished"


def test_both_players_ask_and_a_new_room_starts_with_both_and_the_spectator(client):
    with client.websocket_connect("/ws") as a_ws, client.websocket_connect("/ws") as b_ws, \
            client.websocket_connect("/ws") as s_ws:
        a, b, code = seated_pair(a_ws, b_ws)
        watcher = Player(s_ws)
        watcher.ask("spectate", room=code)
        watcher.recv_until("state")
        _finish_by_concession(a, b)
        watcher.recv_until("state")
        assert a.last_state["rematch"] == {"asked": [False, False], "room": None}
        tokens = [p.received[0].get("token") for p in (a, b)]
        a.send(type="rematch")
        for p in (a, b, watcher):
            state = p.recv_until("state")
            assert state["room"] == code and state["rematch"] == {"asked": [True, False], "room": None}
        b.send(type="rematch")
        moved = [p.recv_until("joined") for p in (a, b, watcher)]
        new = moved[0]["room"]
        assert new != code and all(m["room"] == new for m in moved)
        assert [m["seat"] for m in moved] == [0, 1, None]
        assert moved[0]["token"] == a.received[0]["token"] and moved[1]["token"] == b.received[0]["token"]
        assert "token" not in moved[2]
        for p in (a, b, watcher):
            state = p.recv_until("state")
            assert state["room"] == new and state["status"] == "playing" and state["result"] is None
        assert [pl["name"] for pl in a.last_state["players"]] == [pl["name"] for pl in b.last_state["players"]]
        assert a.last_state["settings"] == b.last_state["settings"]
        # the finished room's replay stays; the new one is another deal
        old = client.get("/api/rooms/%s/replay" % code).json()
        assert run_replay(old).result["reason"] == "concede"
        assert None not in tokens


def test_a_rematch_is_refused_before_the_end_to_spectators_and_twice(client):
    with client.websocket_connect("/ws") as a_ws, client.websocket_connect("/ws") as b_ws, \
            client.websocket_connect("/ws") as s_ws:
        a, b, code = seated_pair(a_ws, b_ws)
        assert a.ask("rematch")["message"] == "a rematch is asked for once the game is over"
        watcher = Player(s_ws)
        watcher.ask("spectate", room=code)
        watcher.recv_until("state")
        _finish_by_concession(a, b)
        watcher.recv_until("state")
        assert watcher.ask("rematch")["message"] == "only a seated player asks for a rematch"
        a.send(type="rematch")
        a.recv_until("state")
        b.send(type="rematch")
        new = a.recv_until("joined")["room"]
        b.recv_until("joined")
        a.recv_until("state")
        # back in the finished room (its token still holds its seat): the rematch was made
        assert a.ask("resume", room=code, token=a.received[0]["token"])["type"] == "joined"
        state = a.recv_until("state")
        assert state["rematch"]["room"] == new
        assert a.ask("rematch")["message"] == "the rematch was made already: room %s" % new


def test_against_the_ai_one_ask_is_enough_and_a_best_of_three_stays_one(client):
    with client.websocket_connect("/ws") as ws:
        me = Player(ws)
        code = me.ask("create", deck="yugi_normals", opponent="ai", ai_deck="kaiba_normals", match=True)["room"]
        me.recv_until("state")
        me.send(type="concede", match=True)
        assert me.recv_until("state")["status"] == "finished"
        me.send(type="rematch")
        joined = me.recv_until("joined")
        state = me.recv_until("state")
        assert joined["room"] != code and state["status"] == "playing"
        assert state["settings"]["match"] is True and state["players"][1]["kind"] == "ai"
        assert state["match"]["wins"] == [0, 0]


def _inbox_client(inbox):
    async def send(message):
        inbox.append(json.loads(json.dumps(message)))
    return Client(send)


def test_the_rematch_room_is_stored_and_a_restarted_server_resumes_it(tmp_path):
    db = str(tmp_path / "rooms.sqlite3")
    inbox = []
    me = _inbox_client(inbox)

    async def first_life():
        lobby = Lobby(Store(db))
        await lobby.handle(me, {"type": "create", "deck": "yugi_normals", "opponent": "ai",
                                "ai_deck": "kaiba_normals"})
        await lobby.handle(me, {"type": "concede"})
        await lobby.handle(me, {"type": "rematch"})
        joined = [m for m in inbox if m["type"] == "joined"]
        new = joined[-1]["room"]
        assert lobby.rooms[new].status == "playing"
        return new, joined[-1]["token"], lobby.rooms[new].duel.log_digest()

    new, token, digest = asyncio.run(first_life())

    async def second_life():
        lobby = Lobby(Store(db))
        room = lobby.rooms[new]
        assert room.status == "playing" and room.duel.log_digest() == digest
        assert room.settings["rematch_of"] is not None
        inbox[:] = []
        await lobby.handle(me, {"type": "resume", "room": new, "token": token})
        assert inbox[0]["type"] == "joined" and inbox[0]["room"] == new

    asyncio.run(second_life())
