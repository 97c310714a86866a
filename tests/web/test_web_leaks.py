"""No client of `duelist serve` ever receives a card it may not know.

50 AI-vs-AI games (45 single duels and 5 best-of-three matches, the Yugi and Kaiba starter
decks: Set monsters, Set Spells and Traps, hands, reveals) are played through the server's
Lobby, the code behind the WebSocket, by two seated bots and a spectator. Every message
each of them receives goes through JSON and is checked against what that client may know
at that moment, worked out independently of the server's views from the duel's full log:

- a seated player knows the cards of their own registered deck (Main, Extra, Side);
- everyone knows what the log says publicly (an event without its "private" part);
- a seated player knows the private parts addressed to them ("private": {"player": p}).

A card name or passcode outside that set, anywhere in a message (views, options, card
facts, log lines, prompts, labels), is a leak. No message may hold the seed.
"""

import asyncio
import json
import re

import pytest

from duelist.agents import GreedyAgent
from duelist.cards.db import get_card
from duelist.deck import load_deck
from duelist.web.bot import SeenDuel, choose
from duelist.web.rooms import Client, Lobby

DECKS = ("yugi-starter", "kaiba-starter")
GAMES = 50
MATCHES = 5


class Recorder(object):
    """A client of the lobby that checks each message when it is sent."""

    def __init__(self, seat, deck_codes, all_names):
        self.seat = seat
        self.client = Client(self.receive)
        self.known_codes = set(deck_codes)
        self.known_names = set(get_card(c).name for c in deck_codes)
        self.all_names = all_names
        self.consumed = {}            # duel -> events already taken into the known set
        self.messages = 0
        self.last_state = None
        self.joined = None
        self.errors = []
        self.leaks = []

    def learn(self, room):
        duel = room.duel
        if duel is not None and duel not in self.consumed:
            self.consumed[duel] = 0
        for d, start in list(self.consumed.items()):
            for event in d.log[start:]:
                public = dict((k, v) for k, v in event.items() if k != "private")
                self._take(public)
                private = event.get("private")
                if private is not None and self.seat is not None and private.get("player") == self.seat:
                    self._take(private)
            self.consumed[d] = len(d.log)

    def _take(self, fields):
        for key, value in fields.items():
            if key == "code" and isinstance(value, int):
                self.known_codes.add(value)
                self.known_names.add(get_card(value).name)
            elif key in ("name", "target_name") and isinstance(value, str):
                self.known_names.add(value)

    async def receive(self, message):
        message = json.loads(json.dumps(message))
        self.messages += 1
        room = self.client.room
        if room is not None:
            self.learn(room)
        try:
            self.check(message)
        except AssertionError as exc:     # the server would drop a client whose send fails
            self.leaks.append(str(exc))
        if message["type"] == "state":
            self.last_state = message
        elif message["type"] == "joined":
            self.joined = message
        elif message["type"] == "error":
            self.errors.append(message["message"])

    def check(self, message):
        where = "seat %r, message %d (%s)" % (self.seat, self.messages, message["type"])
        strings = []
        for key, value in _walk(message):
            assert key != "seed", "%s holds the seed" % where
            if key == "code" and isinstance(value, int):
                assert value in self.known_codes, "%s names passcode %d (%s)" % (where, value, get_card(value).name)
            elif key in ("name", "target_name") and isinstance(value, str) and value in self.all_names:
                assert value in self.known_names, "%s names %s" % (where, value)
            elif isinstance(value, str) and key != "description":   # a known card's text may name others
                strings.append(value)
        if "cards" in message:
            for code in message["cards"]:
                assert int(code) in self.known_codes, "%s sends the facts of %s" % (where, code)
        hidden = sorted(self.all_names - self.known_names, key=len, reverse=True)
        if not hidden:
            return
        known = sorted(self.known_names, key=len, reverse=True)
        for text in strings:
            if not any(name in text for name in hidden):
                continue
            for name in known:
                text = text.replace(name, "")
            for name in hidden:
                assert name not in text, "%s says %r in a text" % (where, name)


def _walk(value, key=None):
    if isinstance(value, dict):
        for k, v in value.items():
            yield k, v
            if isinstance(v, (dict, list)):
                for item in _walk(v, k):
                    yield item
    elif isinstance(value, list):
        for v in value:
            if isinstance(v, (dict, list)):
                for item in _walk(v, key):
                    yield item
            else:
                yield key, v


def _codes(deck):
    return list(deck.main) + list(deck.extra) + list(deck.side)


async def _one_game(lobby, decks, match, all_names):
    first, second = (load_deck(name) for name in decks)
    a = Recorder(0, _codes(first), all_names)
    b = Recorder(1, _codes(second), all_names)
    watcher = Recorder(None, (), all_names)
    await lobby.handle(a.client, {"type": "create", "deck": decks[0], "opponent": "person", "match": match})
    code = a.joined["room"]
    await lobby.handle(b.client, {"type": "join", "room": code, "deck": decks[1]})
    await lobby.handle(watcher.client, {"type": "spectate", "room": code})
    agents = {0: GreedyAgent(), 1: GreedyAgent()}
    seen = {0: SeenDuel(), 1: SeenDuel()}
    players = {0: a, 1: b}
    for _ in range(20000):
        assert a.leaks == b.leaks == watcher.leaks == [], "leaks: %s" % (a.leaks + b.leaks + watcher.leaks)[:3]
        if a.last_state.get("result"):
            break
        movers = [s for s, p in players.items() if p.last_state.get("request")]
        assert len(movers) == 1, "exactly one seat holds the request"
        state = players[movers[0]].last_state
        option = choose(agents[movers[0]], seen[movers[0]], state)
        await lobby.handle(players[movers[0]].client, {"type": "answer", "option": option, "n": state["n"]})
    else:
        raise AssertionError("the game did not end: %r %r" % (a.errors[-3:], b.errors[-3:]))
    assert a.errors == b.errors == watcher.errors == []
    assert watcher.last_state["result"] == a.last_state["result"]
    return a.messages + b.messages + watcher.messages


@pytest.mark.parametrize("batch", range(5))
def test_no_client_receives_a_card_it_may_not_know(batch):
    all_names = set(get_card(c).name for name in DECKS for c in _codes(load_deck(name)))
    lobby = Lobby()
    total = 0
    per_batch = GAMES // 5
    for n in range(per_batch):
        match = n < MATCHES // 5
        decks = DECKS if n % 2 == 0 else DECKS[::-1]
        total += asyncio.run(_one_game(lobby, decks, match, all_names))
    assert total > per_batch * 100
