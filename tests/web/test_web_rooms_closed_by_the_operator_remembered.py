"""The codes of the rooms the operator closed while a server runs (`duelist serve
--close-room` from another process): the server refuses a join, a reconnect or a look at
such a room saying the operator closed it. It remembers the latest CLOSED_KEPT of them, not
every one for its whole life (one code more per close, forever): an older one is refused as
"no room with that code", as every closed room is after a restart."""

import asyncio
import json

from duelist.web import rooms as rooms_module
from duelist.web.rooms import Client, Lobby
from duelist.web.store import Store


class Person(object):
    def __init__(self, lobby):
        self.lobby = lobby
        self.received = []

        async def send(message):
            self.received.append(json.loads(json.dumps(message)))
        self.client = Client(send, rate=10000)

    def ask(self, **message):
        start = len(self.received)
        asyncio.run(self.lobby.handle(self.client, message))
        return self.received[start:]


def test_the_server_remembers_the_latest_rooms_the_operator_closed_and_forgets_older_ones(tmp_path, monkeypatch):
    """Three remembered: five waiting rooms closed by the operator one after the other; a
    player who tries to join each is told the operator closed the three latest, and that
    there is no room with the code of the two first. The server holds three codes."""
    monkeypatch.setattr(rooms_module, "CLOSED_KEPT", 3)
    db = str(tmp_path / "serve.sqlite3")
    lobby = Lobby(Store(db))
    operator = Store(db)
    codes = []
    for n in range(5):
        creator = Person(lobby)
        codes.append([m for m in creator.ask(type="create", deck="yugi-starter") if m["type"] == "joined"][0]["room"])
    joiner = Person(lobby)
    for code in codes:
        assert operator.close_room(code) == "waiting"
        assert asyncio.run(lobby.notice_closed()) == [code]
    assert len(lobby.closed_by_operator) == 3
    refusals = [joiner.ask(type="join", room=code, deck="kaiba-starter")[-1]["message"] for code in codes]
    assert refusals == ["no room with that code"] * 2 + ["room %s was closed by the operator" % c for c in codes[2:]]
    operator.close()
    lobby.store.close()


def test_a_room_closed_again_by_its_code_counts_once():
    """A room ended twice as closed by the operator (Lobby.end_closed) is held once, as the
    latest closed."""
    lobby = Lobby()
    rooms = []
    for n in range(2):
        creator = Person(lobby)
        code = [m for m in creator.ask(type="create", deck="yugi-starter") if m["type"] == "joined"][0]["room"]
        rooms.append(lobby.rooms[code])
    first, second = rooms
    asyncio.run(lobby.end_closed(first))
    asyncio.run(lobby.end_closed(second))
    asyncio.run(lobby.end_closed(first))
    assert list(lobby.closed_by_operator) == [second.code, first.code]
