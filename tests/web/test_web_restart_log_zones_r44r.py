"""A summoned card's zone in the log a player reads: the same whether the player was connected
when the card was summoned or reconnected later (after a server restart, or a page reload).

The engine logs a card that plain code places (Scapegoat's Sheep Tokens) in the first free
zone and, once its controller has chosen the zone (under rules that let players choose),
patches that event's "zone" (engine/zones.py `_patch_zone`). A connected seat received the
event before the choice and keeps the first zone; a seat that connects after it receives
the patched event. Found by the restart fuzz (duelist/testing/restart_fuzz.py, seed base 2,
room 1). The engine names the events it replaced (`Duel.log_patches`), and the server sends a
connected seat or spectator each replaced event it had received (`log_patch`, docs/web.md),
which the page puts in place of its line."""

import asyncio
import json

from duelist.web import rooms as rooms_module
from duelist.web.rooms import Client, Lobby
from duelist.web.store import Store

SEED = 1569030409077989498
ANSWERS = [0, 0, 2, 3, 0, 0, 0, 0, 0, 2, 2, 6, 0, 0, 0, 0, 0, 2, 0, 0, 1, 0]


async def _play(monkeypatch, lobby, a, b, watcher=None):
    """The duel's 22 answers, player 1 (a) and player 2 (b) seated from the start (and a
    spectator, if given, watching from the start)."""
    monkeypatch.setattr(rooms_module, "new_seed", lambda: SEED)
    await lobby.handle(a.client, {"type": "create", "deck": "goat_06_gravekeeper_mchale_2005",
                                  "opponent": "person", "rules": "MR5", "banlist": "GOAT"})
    code = a.inbox[0]["room"]
    await lobby.handle(b.client, {"type": "join", "room": code,
                                  "deck": "goat_01_goat_control_suffridge_2005_us_nationals"})
    if watcher is not None:
        await lobby.handle(watcher.client, {"type": "spectate", "room": code})
    room = lobby.rooms[code]
    for n, option in enumerate(ANSWERS):
        await lobby.handle((a, b)[room.game.request.player].client, {"type": "answer", "n": n, "option": option})
    return code, room


class Seat(object):
    def __init__(self):
        self.inbox = []
        self.log = []

        async def send(message):
            message = json.loads(json.dumps(message))
            self.inbox.append(message)
            if message["type"] == "state":
                self.log.extend(message.get("log") or [])
            elif message["type"] == "log_patch":        # (a single duel: its index is its place)
                for patch in message["events"]:
                    self.log[patch["index"]] = patch["event"]
        self.client = Client(send, rate=10000)


def test_a_player_reconnected_after_the_sheep_tokens_zones_were_chosen_reads_the_log_the_connected_one_read(
        tmp_path, monkeypatch):
    """MR5, the Goat list: Gravekeeper's deck against Goat Control. Player 2 activates
    Scapegoat; its four tokens are summoned and player 2 chooses their zones. Player 1, who
    watched it happen, and player 1 reconnected after a restart read the same summons, each
    in the zone its token is in."""
    db = str(tmp_path / "serve.sqlite3")
    lobby = Lobby(Store(db))
    a, b = Seat(), Seat()
    code, room = asyncio.run(_play(monkeypatch, lobby, a, b))
    sheep = [e for e in a.log if e["type"] == "special_summon" and e["name"] == "Sheep Token"]
    assert len(sheep) == 4
    lobby.store.close()

    restarted = Lobby(Store(db))
    again = Seat()
    asyncio.run(restarted.handle(again.client, {"type": "resume", "room": code, "token": a.inbox[0]["token"]}))
    assert [m["type"] for m in again.inbox] == ["joined", "state"]
    assert again.log == a.log
    restarted.store.close()


def test_a_seat_and_a_spectator_connected_when_a_sheep_token_s_zone_is_chosen_get_its_summon_again(monkeypatch):
    """The same duel with a spectator watching: once player 2 has chosen the tokens' zones,
    each of the two players and the spectator receives a `log_patch` (before the state of that
    answer) giving again each Sheep Token summon it had received whose zone the choice changed,
    as its seat reads it (index in the duel's log, the event, its text line). What each pieces
    together is the duel's log as that seat reads it now, with the zone each token stands in."""
    lobby = Lobby()
    a, b, watcher = Seat(), Seat(), Seat()
    code, room = asyncio.run(_play(monkeypatch, lobby, a, b, watcher))
    duel = room.game
    assert duel.log_patches                 # (the duel replaced summon events: what is tested)
    for seat, client in ((0, a), (1, b), (None, watcher)):
        patches = [m for m in client.inbox if m["type"] == "log_patch"]
        assert patches, seat
        for message in patches:
            assert message["room"] == code and message["duel"] is None
            following = client.inbox[client.inbox.index(message) + 1]
            assert following["type"] == "state"
            for patch in message["events"]:
                event = patch["event"]
                assert event["type"] == "special_summon" and event["name"] == "Sheep Token"
                assert patch["index"] in duel.log_patches
                assert event["text"]
        expected = duel.log_for(seat)
        assert [dict((k, v) for k, v in e.items() if k != "text") for e in client.log] == expected
        sheep = dict((e["uid"], e["zone"]) for e in client.log
                     if e["type"] == "special_summon" and e["name"] == "Sheep Token")
        tokens = dict((c.uid, c.seq) for c in duel.cards if c.data.name == "Sheep Token" and c.location == "mzone")
        assert len(tokens) == 4 and sheep == tokens
