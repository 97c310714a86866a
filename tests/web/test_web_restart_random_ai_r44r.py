"""A room against the random AI, restarted mid-duel: the AI plays on as it would have without
the restart. The random AI draws one number of its own generator for each answer it gives;
a restarted server rebuilds the room from the stored answers, so the AI's generator must
have drawn for the AI's stored answers too, or its answers after the restart are not the
ones it would have given (another duel than the one the player was in)."""

import asyncio
import json

from duelist.agents import GreedyAgent
from duelist.web import rooms as rooms_module
from duelist.web.rooms import Client, Lobby
from duelist.web.store import Store


class Seat(object):
    def __init__(self):
        self.inbox = []

        async def send(message):
            self.inbox.append(json.loads(json.dumps(message)))
        self.client = Client(send, rate=10000)


def _stored_answers(lobby, code):
    return [row[0] for row in lobby.store.db.execute("SELECT answer FROM answers WHERE code = ? ORDER BY n", (code,))]


def _play(db, restart_at, answers=60):
    """A person (greedy answers) against the random AI; the server restarted once after
    `restart_at` answers (None: never). The answers stored at the end."""
    lobby = Lobby(Store(db))
    person = Seat()

    async def play():
        nonlocal lobby, person
        await lobby.handle(person.client, {"type": "create", "deck": "yugi-starter", "opponent": "ai",
                                           "ai": "random", "ai_deck": "kaiba-starter"})
        joined = [m for m in person.inbox if m["type"] == "joined"][0]
        code, token = joined["room"], joined["token"]
        restarted = False
        while True:
            room = lobby.rooms[code]
            game = room.game
            if game.request is None or len(game.answers) >= answers:
                return code
            if restart_at is not None and not restarted and len(game.answers) >= restart_at:
                restarted = True
                lobby.store.close()
                lobby, person = Lobby(Store(db)), Seat()
                await lobby.handle(person.client, {"type": "resume", "room": code, "token": token})
                continue
            option = GreedyAgent().choose(game, game.request).id
            await lobby.handle(person.client, {"type": "answer", "n": len(game.answers), "option": option})
    code = asyncio.run(play())
    stored = _stored_answers(lobby, code)
    lobby.store.close()
    return stored


def test_the_random_ai_plays_on_after_a_restart_as_it_would_have_without_it(tmp_path, monkeypatch):
    """The same room (same seed, same decks, the same person's answers) played once without a
    restart and once restarted after the 20th answer: the same answers are stored, the random
    AI's after the restart included."""
    monkeypatch.setattr(rooms_module, "new_seed", lambda: 20261206)
    straight = _play(str(tmp_path / "straight.sqlite3"), None)
    restarted = _play(str(tmp_path / "restarted.sqlite3"), 20)
    assert len(straight) >= 40
    assert restarted == straight
