"""Chat in a room (`{"type": "chat", "text": ...}`): a line goes to everyone in the room,
players and spectators, with the sender's seat and name; a newcomer gets the lines kept so
far; bad lines (not text, empty, too long, control characters) and floods are refused with
a message, and nothing is sent."""

import pytest

from starlette.testclient import TestClient

from duelist.web import rooms as rooms_module
from duelist.web.server import create_app

from web_helpers import Player, seated_pair


@pytest.fixture
def client():
    with TestClient(create_app(rate=10000)) as tc:
        yield tc


def _next_chat(player):
    while True:
        message = player.recv()
        if message["type"] == "chat":
            return message
        assert message["type"] != "error", message


def test_a_line_reaches_both_players_and_the_spectator_with_its_senders_name(client):
    with client.websocket_connect("/ws") as a_ws, client.websocket_connect("/ws") as b_ws, \
            client.websocket_connect("/ws") as s_ws:
        a, b, code = seated_pair(a_ws, b_ws)
        watcher = Player(s_ws)
        watcher.ask("spectate", room=code)
        watcher.recv_until("state")
        a.send(type="chat", text="  good luck  ")
        for p in (a, b, watcher):
            assert _next_chat(p) == {"type": "chat", "room": code, "seat": 0, "name": "Player 1",
                                     "text": "good luck"}
        watcher.send(type="chat", text="go <b>Kaiba</b>")
        for p in (a, b, watcher):
            line = _next_chat(p)
            assert (line["seat"], line["name"], line["text"]) == (None, "spectator", "go <b>Kaiba</b>")


def test_a_newcomer_gets_the_lines_so_far_after_joined(client):
    with client.websocket_connect("/ws") as a_ws, client.websocket_connect("/ws") as b_ws, \
            client.websocket_connect("/ws") as s_ws:
        a, b, code = seated_pair(a_ws, b_ws)
        for text in ("hi", "gl hf"):
            a.send(type="chat", text=text)
            _next_chat(a)
        late = Player(s_ws)
        assert late.ask("spectate", room=code)["type"] == "joined"
        earlier = [late.recv(), late.recv()]
        assert [(m["type"], m["text"], m["earlier"]) for m in earlier] == [("chat", "hi", True), ("chat", "gl hf", True)]
        assert late.recv()["type"] == "state"


@pytest.mark.parametrize("text, says", [
    (None, "must be the chat line"), (5, "must be the chat line"), ("   ", "empty"),
    ("x" * 301, "at most 300 characters (this one has 301)"), ("a\nb", "control characters"),
    ("tab\there", "control characters"), ("bell\x07", "control characters")])
def test_a_bad_line_is_refused_and_sent_to_no_one(client, text, says):
    with client.websocket_connect("/ws") as a_ws, client.websocket_connect("/ws") as b_ws:
        a, b, code = seated_pair(a_ws, b_ws)
        message = {"type": "chat"} if text is None else {"type": "chat", "text": text}
        a.ws.send_json(message)
        refused = a.recv()
        assert refused["type"] == "error" and says in refused["message"] and refused["reply_to"] == "chat"
        b.send(type="state")
        assert b.recv()["type"] == "state"      # nothing reached b before its own answer


def test_a_line_outside_a_room_is_refused(client):
    with client.websocket_connect("/ws") as ws:
        lone = Player(ws)
        assert lone.ask("chat", text="hello?")["message"] == "you are not in a room"


def test_a_flood_is_refused_after_the_burst_and_the_room_keeps_the_last_lines(client, monkeypatch):
    monkeypatch.setattr(rooms_module, "CHAT_KEPT", 3)
    with client.websocket_connect("/ws") as a_ws, client.websocket_connect("/ws") as b_ws, \
            client.websocket_connect("/ws") as s_ws:
        a, b, code = seated_pair(a_ws, b_ws)
        answers = []
        for n in range(int(rooms_module.CHAT_BURST) + 2):
            a.send(type="chat", text="line %d" % n)
            answers.append(a.recv())
        kinds = [m["type"] for m in answers]
        assert kinds[:int(rooms_module.CHAT_BURST)] == ["chat"] * int(rooms_module.CHAT_BURST)
        assert "error" in kinds[int(rooms_module.CHAT_BURST):]
        assert "too many chat lines" in [m for m in answers if m["type"] == "error"][0]["message"]
        late = Player(s_ws)
        late.ask("spectate", room=code)
        kept = [late.recv() for _ in range(3)]
        assert [m["text"] for m in kept] == ["line 2", "line 3", "line 4"]
