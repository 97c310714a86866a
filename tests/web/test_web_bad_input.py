"""The browser server's HTTP side against bad uploads: a replay for playback whose JSON
is nested deeper than the parser goes is a 400 with a message, not a 500."""

from starlette.testclient import TestClient

from duelist.web.server import create_app


def test_a_playback_upload_nested_too_deeply_is_refused_with_a_message():
    with TestClient(create_app()) as client:
        response = client.post("/api/playback", content=b"[" * 100000 + b"]" * 100000)
        assert response.status_code == 400
        assert response.json() == {"error": "not a replay file (its JSON is nested too deeply)"}
        again = client.post("/api/playback", content=b'{"format": ' + b"{" * 60000)
        assert again.status_code == 400


def test_a_resume_token_with_non_ascii_characters_over_the_socket_is_a_wrong_token():
    with TestClient(create_app()) as client:
        with client.websocket_connect("/ws") as ws:
            ws.send_json({"type": "create", "deck": "yugi-starter"})
            joined = ws.receive_json()
            while joined["type"] != "joined":
                joined = ws.receive_json()
        with client.websocket_connect("/ws") as ws:
            ws.send_json({"type": "resume", "room": joined["room"], "token": "\u00e9" * 24})
            reply = ws.receive_json()
            assert reply["type"] == "error" and "does not hold a seat" in reply["message"]
