"""A player who reconnected after the Sheep Tokens' zones were chosen received their summons
as replaced: no `log_patch` gives them again at the next answers. (Round 45x: survivor of
Room.state_for's count of the replacements a client has had.) The duel of
test_web_restart_log_zones_r44r.py."""

import asyncio

from duelist.web.rooms import Lobby
from duelist.web.store import Store

from test_web_restart_log_zones_r44r import Seat, _play


def test_a_player_reconnected_after_the_tokens_zones_were_chosen_gets_no_log_patch_later(tmp_path, monkeypatch):
    db = str(tmp_path / "serve.sqlite3")
    lobby = Lobby(Store(db))
    a, b = Seat(), Seat()
    code, room = asyncio.run(_play(monkeypatch, lobby, a, b))
    assert room.game.log_patches
    lobby.store.close()

    restarted = Lobby(Store(db))
    a2, b2 = Seat(), Seat()

    async def go():
        await restarted.handle(a2.client, {"type": "resume", "room": code, "token": a.inbox[0]["token"]})
        await restarted.handle(b2.client, {"type": "resume", "room": code, "token": b.inbox[0]["token"]})
        game = restarted.rooms[code].game
        for _ in range(3):
            if game.request is None:
                break
            seat = (a2, b2)[game.request.player]
            state = [m for m in seat.inbox if m["type"] == "state"][-1]
            await restarted.handle(seat.client, {"type": "answer", "n": state["n"], "option": 0})
        return game
    game = asyncio.run(go())
    assert [m for m in a2.inbox + b2.inbox if m["type"] == "error"] == []
    assert len([m for m in a2.inbox if m["type"] == "state"]) >= 3
    assert [m for m in a2.inbox + b2.inbox if m["type"] == "log_patch"] == []
    assert a2.log[:len(a.log)] == a.log          # (the zones as the connected player read them)
    restarted.store.close()
