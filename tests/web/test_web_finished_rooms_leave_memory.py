"""A finished room nobody is in leaves the server's memory (Lobby.evict_finished): 300 s
after its end, or at once beyond the 500 newest such rooms. Kept for ever, every finished
game (a duel's log, a match's duels) would make a long-running server grow without end. Its
replay stays in the store, and a resume or look at it says the room is over and where the
replay is."""

import asyncio
import json

from duelist.engine.replay import run_replay
from duelist.web import rooms as rooms_module
from duelist.web.rooms import Client, Lobby
from duelist.web.store import Store


def _client(inbox):
    async def send(message):
        inbox.append(json.loads(json.dumps(message)))
    return Client(send)


def _conceded_room(lobby, inbox):
    me = _client(inbox)

    async def play():
        await lobby.handle(me, {"type": "create", "deck": "yugi_normals", "opponent": "ai",
                                "ai_deck": "kaiba_normals"})
        code = [m for m in inbox if m["type"] == "joined"][-1]["room"]
        await lobby.handle(me, {"type": "concede"})
        return code
    return me, asyncio.run(play())


def test_a_finished_room_stays_while_someone_is_in_it_and_leaves_after_the_grace():
    lobby = Lobby(Store(":memory:"))
    inbox = []
    me, code = _conceded_room(lobby, inbox)
    room = lobby.rooms[code]
    assert room.status == "finished" and room.finished_at is not None
    later = room.finished_at + rooms_module.FINISHED_GRACE + 1
    assert lobby.evict_finished(now=later) == [] and code in lobby.rooms     # its player is still there
    asyncio.run(lobby.handle(me, {"type": "leave"}))
    assert lobby.evict_finished(now=room.finished_at + 1) == []              # within the grace
    assert lobby.evict_finished(now=later) == [code] and code not in lobby.rooms
    replay = lobby.replay_of(code)                                           # from the store
    assert run_replay(replay).result["reason"] == "concede"
    token = [m for m in inbox if m["type"] == "joined"][0]["token"]
    inbox[:] = []
    asyncio.run(lobby.handle(me, {"type": "resume", "room": code, "token": token}))
    assert inbox[-1]["type"] == "error"
    assert inbox[-1]["message"] == "room %s is over; its replay is at /api/rooms/%s/replay" % (code, code)


def test_beyond_the_kept_number_the_oldest_finished_rooms_go_at_once(monkeypatch):
    monkeypatch.setattr(rooms_module, "FINISHED_KEPT", 2)
    lobby = Lobby(Store(":memory:"))
    codes = []
    for _ in range(4):
        inbox = []
        me, code = _conceded_room(lobby, inbox)
        asyncio.run(lobby.handle(me, {"type": "leave"}))
        codes.append(code)
    lobby.evict_finished()
    assert [c for c in codes if c in lobby.rooms] == codes[-2:]
    assert all(lobby.replay_of(c) is not None for c in codes)


def test_a_playing_room_nobody_is_in_is_never_forgotten():
    lobby = Lobby(Store(":memory:"))
    inbox = []
    me = _client(inbox)
    asyncio.run(lobby.handle(me, {"type": "create", "deck": "yugi_normals", "opponent": "ai",
                                  "ai_deck": "kaiba_normals"}))
    code = inbox[0]["room"]
    asyncio.run(lobby.handle(me, {"type": "leave"}))
    assert lobby.evict_finished(now=10 ** 12) == [] and lobby.rooms[code].status == "playing"
