"""The note a server keeps in its store that it runs (Store.alive_at), taken at its messages:
at most once a second (rooms.py ALIVE_SECONDS), so that a busy server does not write its file
at every message, and from the first message of a lobby that did not resume the stored rooms
at its start (`Lobby(store, resume=False)`), with nothing printed. (Round 45x: survivors of
Lobby.__init__ and note_alive.)

Time is the test's (rooms.py reads `time.time()` through the module)."""

import asyncio
import json

from duelist.web.rooms import Client, Lobby
from duelist.web.store import Store
from web_helpers import FAKE_START, clock  # noqa: F401 (a fixture)

START = FAKE_START


class CountingStore(Store):
    """The store, counting the notes written to it."""

    def __init__(self, db):
        Store.__init__(self, db)
        self.notes = []

    def set_alive_at(self, when):
        self.notes.append(when)
        Store.set_alive_at(self, when)


def _client(inbox):
    async def send(message):
        inbox.append(json.loads(json.dumps(message)))
    return Client(send, rate=10000)


def _pings(lobby, clock, client, times):
    async def go():
        for at in times:
            clock.now = START + at
            await lobby.handle(client, {"type": "ping"})
    asyncio.run(go())


def test_a_busy_server_notes_that_it_runs_at_most_once_a_second(tmp_path, clock):
    """Started at 0 s (its note), messages at 0.2 s to 0.8 s write nothing; the message at
    1.0 s notes; those up to 1.9 s write nothing; the one at 2.5 s notes again."""
    store = CountingStore(str(tmp_path / "serve.sqlite3"))
    lobby = Lobby(store)
    assert store.notes == [START]
    inbox = []
    client = _client(inbox)
    _pings(lobby, clock, client, [0.2, 0.5, 0.8, 1.0, 1.4, 1.9, 2.5])
    assert store.notes == [START, START + 1.0, START + 2.5]
    assert store.alive_at() == START + 2.5
    store.close()


def test_a_lobby_that_did_not_resume_the_stored_rooms_notes_at_its_first_message(tmp_path, clock, capsys):
    """`Lobby(store, resume=False)`: a room is created and played; the store notes the server
    runs at the first message; no traceback."""
    store = CountingStore(str(tmp_path / "serve.sqlite3"))
    lobby = Lobby(store, resume=False)
    assert store.notes == [] and store.alive_at() is None
    inbox = []
    client = _client(inbox)
    clock.now = START + 5
    asyncio.run(lobby.handle(client, {"type": "create", "deck": "yugi_normals", "opponent": "ai",
                                      "ai_deck": "kaiba_normals"}))
    assert [m["type"] for m in inbox][:2] == ["joined", "state"]
    assert store.notes == [START + 5] and store.alive_at() == START + 5
    assert capsys.readouterr().err == ""
    store.close()


def test_a_clean_stop_half_a_second_after_a_note_notes_the_stop(tmp_path, clock):
    """The note at a server's stop (`note_alive(force=True)`, server.py's lifespan) is written
    however soon after the last one: a message notes at 1.0 s, the server stops at 1.5 s, and
    the store says it ran until 1.5 s."""
    store = CountingStore(str(tmp_path / "serve.sqlite3"))
    lobby = Lobby(store)
    _pings(lobby, clock, _client([]), [1.0])
    clock.now = START + 1.5
    lobby.note_alive(force=True)
    assert store.notes == [START, START + 1.0, START + 1.5]
    assert store.alive_at() == START + 1.5
    store.close()


def test_a_note_at_a_message_that_fails_is_said_with_its_error_and_the_message_goes_on(tmp_path, clock, capsys):
    """The file cannot be written when a message comes: its error is on stderr, the message
    is answered, and the next message notes again."""
    import sqlite3
    store = CountingStore(str(tmp_path / "serve.sqlite3"))
    lobby = Lobby(store)
    failing = []

    def set_alive_at(when):
        failing.append(when)
        raise sqlite3.OperationalError("disk I/O error")
    store.set_alive_at = set_alive_at
    inbox = []
    _pings(lobby, clock, _client(inbox), [1.0, 2.5])
    assert [m["type"] for m in inbox] == ["pong", "pong"]
    assert failing == [START + 1.0, START + 2.5]
    assert capsys.readouterr().err.count("sqlite3.OperationalError: disk I/O error") == 2
    store.close()
