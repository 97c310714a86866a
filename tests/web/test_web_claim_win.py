"""Claiming the win over an absent opponent (`{"type": "claim_win"}`): a person who has
been away from a running game for 180 s (rooms.py ABSENT_SECONDS: no connection of that seat
in the room) is taken to concede it, as a judge rules a player who left the table; the other
player claims it. Stored and replayed as the absent player's concession (a match: the whole
match). Each player entry of a `state` says `online`, and for one who is not, `away`
(seconds)."""

import asyncio
import json

from duelist.engine.replay import run_replay
from duelist.match.match import run_match_replay
from duelist.web import rooms as rooms_module
from duelist.web.rooms import Client, Lobby
from duelist.web.store import Store

from web_helpers import clock  # noqa: F401  (the fixture)


def _client(inbox):
    async def send(message):
        inbox.append(json.loads(json.dumps(message)))
    return Client(send)


def _pair(lobby, match=False):
    inboxes = {0: [], 1: []}
    clients = {seat: _client(inboxes[seat]) for seat in (0, 1)}

    async def seat_both():
        await lobby.handle(clients[0], {"type": "create", "deck": "yugi_normals", "match": match})
        code = inboxes[0][0]["room"]
        await lobby.handle(clients[1], {"type": "join", "room": code, "deck": "kaiba_normals"})
        return code
    return clients, inboxes, asyncio.run(seat_both())


def _last(inbox, kind="state"):
    return [m for m in inbox if m["type"] == kind][-1]


def test_the_win_is_claimed_after_the_opponent_was_away_180_seconds(clock):
    lobby = Lobby(Store(":memory:"))
    clients, inboxes, code = _pair(lobby)
    lobby.disconnect(clients[1])
    asyncio.run(lobby.handle(clients[0], {"type": "state"}))
    away = _last(inboxes[0])["players"][1]
    assert away["online"] is False and away["away"] == 0
    clock.now += 100
    asyncio.run(lobby.handle(clients[0], {"type": "claim_win"}))
    refused = _last(inboxes[0], "error")
    assert refused["message"] == "your opponent has been away for 100 s; the win may be claimed after 180 s"
    assert lobby.rooms[code].status == "playing"
    clock.now += 80
    asyncio.run(lobby.handle(clients[0], {"type": "claim_win"}))
    state = _last(inboxes[0])
    assert state["status"] == "finished"
    assert state["result"]["winner"] == 0 and state["result"]["reason"] == "concede"
    replay = lobby.replay_of(code)
    assert replay["inputs"][-1][1:] == ["concede", 1]
    assert run_replay(replay).result == state["result"]


def test_no_claim_while_the_opponent_is_here_or_against_the_ai(clock):
    lobby = Lobby(Store(":memory:"))
    clients, inboxes, code = _pair(lobby)
    clock.now += 1000
    asyncio.run(lobby.handle(clients[0], {"type": "claim_win"}))
    assert _last(inboxes[0], "error")["message"] == "your opponent is here: the win cannot be claimed"
    inbox = []
    me = _client(inbox)
    asyncio.run(lobby.handle(me, {"type": "create", "deck": "yugi_normals", "opponent": "ai",
                                  "ai_deck": "kaiba_normals"}))
    clock.now += 1000
    asyncio.run(lobby.handle(me, {"type": "claim_win"}))
    assert _last(inbox, "error")["message"] == "your opponent is here: the win cannot be claimed"
    assert _last(inbox)["players"][1] == {"name": "AI (greedy)", "kind": "ai", "online": True}


def test_a_claim_ends_a_best_of_three_and_a_restart_keeps_it(clock, tmp_path):
    db = str(tmp_path / "rooms.sqlite3")
    lobby = Lobby(Store(db))
    clients, inboxes, code = _pair(lobby, match=True)
    lobby.disconnect(clients[0])
    clock.now += rooms_module.ABSENT_SECONDS
    asyncio.run(lobby.handle(clients[1], {"type": "claim_win"}))
    result = _last(inboxes[1])["result"]
    assert result == {"winner": 1, "reason": "concede", "wins": [0, 1], "duels": 1}
    assert run_match_replay(lobby.replay_of(code)).result == result
    again = Lobby(Store(db))
    assert code not in again.rooms and again.replay_of(code)["result"] == result


def test_an_opponent_who_came_back_cannot_be_claimed_against(clock):
    lobby = Lobby(Store(":memory:"))
    clients, inboxes, code = _pair(lobby)
    token = inboxes[1][0]["token"]
    lobby.disconnect(clients[1])
    clock.now += 500
    back = _client(inboxes[1])
    asyncio.run(lobby.handle(back, {"type": "resume", "room": code, "token": token}))
    asyncio.run(lobby.handle(clients[0], {"type": "claim_win"}))
    assert _last(inboxes[0], "error")["message"] == "your opponent is here: the win cannot be claimed"
    assert _last(inboxes[0])["players"][1]["online"] is True
