"""Shared pieces of the web tests: a TestClient session that speaks the game protocol."""

import pytest

from duelist.agents import GreedyAgent
from duelist.web import rooms as rooms_module
from duelist.web.bot import SeenDuel, choose


class Player(object):
    """One WebSocket connection of a TestClient; keeps every message it received."""

    def __init__(self, ws):
        self.ws = ws
        self.received = []
        self.last_state = None

    def send(self, **message):
        self.ws.send_json(message)

    def recv(self):
        message = self.ws.receive_json()
        self.received.append(message)
        if message["type"] == "state":
            self.last_state = message
        return message

    def recv_until(self, kind):
        while True:
            message = self.recv()
            if message["type"] == kind:
                return message
            assert message["type"] != "error", "error while waiting for %s: %s" % (kind, message["message"])

    def ask(self, kind, **message):
        self.send(type=kind, **message)
        return self.recv()


def play_out(players, agents=None, limit=5000):
    """Both seats answer with the greedy agent from what they receive, until the end.
    `players` maps seat -> Player whose latest state is current."""
    agents = agents or {seat: GreedyAgent() for seat in players}
    seen = {seat: SeenDuel() for seat in players}
    for _ in range(limit):
        states = {seat: p.last_state for seat, p in players.items()}
        if any(s.get("result") for s in states.values()):
            return states
        movers = [seat for seat, s in states.items() if s.get("request")]
        assert movers, "no seat has a request and the duel is not over"
        seat = movers[0]
        state = states[seat]
        option = choose(agents[seat], seen[seat], state)
        players[seat].send(type="answer", option=option, n=state["n"])
        for p in players.values():
            p.recv_until("state")
    raise AssertionError("the duel did not end within %d decisions" % limit)


def seated_pair(a_ws, b_ws, deck0="yugi_normals", deck1="kaiba_normals"):
    """Two connections become a room's two players: the first creates a room against a
    person, the second joins it; both have the duel's first state. (a, b, the room's code)."""
    a, b = Player(a_ws), Player(b_ws)
    code = a.ask("create", deck=deck0, opponent="person")["room"]
    a.recv_until("state")
    assert b.ask("join", room=code, deck=deck1)["type"] == "joined"
    a.recv_until("state")
    b.recv_until("state")
    return a, b, code


FAKE_START = 1800000000.0     # the wall clock's first reading under FakeTime (a time in 2027)


class FakeTime(object):
    """A stand-in for the `time` module that rooms.py reads (`monkeypatch.setattr(rooms_module,
    "time", FakeTime())`): `time()` answers `now`, which a test moves on by hand."""

    def __init__(self):
        self.now = FAKE_START

    def time(self):
        return self.now


@pytest.fixture
def clock(monkeypatch):
    """rooms.py's wall clock replaced by a FakeTime (a test module imports this fixture)."""
    fake = FakeTime()
    monkeypatch.setattr(rooms_module, "time", fake)
    return fake
