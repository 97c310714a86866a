"""The web game protocol carries `zone` requests (docs/protocol.md) and accepts a zone answer:
the option ids and the zone numbers reach the page, and the card lands where it was sent."""

import pytest

from starlette.testclient import TestClient

from duelist.agents import GreedyAgent
from duelist.web.bot import SeenDuel, choose, request_from_dict
from duelist.web.server import create_app

from web_helpers import Player


@pytest.fixture
def client():
    with TestClient(create_app(rate=10000)) as tc:
        yield tc


def test_a_zone_answer_over_the_websocket_places_the_card_there(client):
    with client.websocket_connect("/ws") as a_ws, client.websocket_connect("/ws") as b_ws:
        a, b = Player(a_ws), Player(b_ws)
        joined = a.ask("create", deck="yugi_normals", opponent="person")
        a.recv_until("state")
        assert b.ask("join", room=joined["room"], deck="kaiba_normals")["type"] == "joined"
        a.recv_until("state")
        b.recv_until("state")
        players = {0: a, 1: b}
        agents = {0: GreedyAgent(), 1: GreedyAgent()}
        seen = {0: SeenDuel(), 1: SeenDuel()}
        for _ in range(200):
            movers = [s for s, p in players.items() if p.last_state.get("request")]
            seat = movers[0]
            state = players[seat].last_state
            request = state["request"]
            if request["kind"] == "zone":
                break
            option = choose(agents[seat], seen[seat], state)
            players[seat].send(type="answer", option=option, n=state["n"])
            for p in players.values():
                p.recv_until("state")
        else:
            raise AssertionError("no zone request came")
        options = request["options"]
        assert len(options) > 1 and all(o["kind"] == "zone" and "zone" in o for o in options)
        assert options[0]["label"].startswith("Monster Zone")
        parsed = request_from_dict(request)          # what a bot seat reads
        assert [o.zone for o in parsed.options] == [o["zone"] for o in options]
        last = options[-1]
        hand = {c["uid"]: c["name"] for c in state["view"]["players"][seat]["hand"]}
        players[seat].send(type="answer", option=last["id"], n=state["n"])
        for p in players.values():
            p.recv_until("state")
        view = players[seat].last_state["view"]
        placed = view["players"][seat]["monsters"][last["zone"]]
        assert placed is not None and placed["name"] == hand[last["card"]]     # (a new uid there)
