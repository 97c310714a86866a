"""Shared pieces of the web tests that run a real `duelist serve` process: the load script's
server helpers, a player's WebSocket seat that answers with the greedy agent, and play."""

import importlib.util
import json
import os

from duelist.agents import GreedyAgent
from duelist.web.bot import SeenDuel, choose

SCRIPT = os.path.join(os.path.dirname(__file__), "..", "..", "scripts", "web_load.py")


def web_load():
    """scripts/web_load.py as a module (`free_port`, `start_server`)."""
    spec = importlib.util.spec_from_file_location("web_load", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class LiveSeat(object):
    """One player's connection to a live server. `strict`: every message received must not
    be an error (else `until` alone refuses one)."""

    def __init__(self, url, strict=False):
        from websockets.sync.client import connect
        self.ws = connect(url, max_size=1 << 22)
        self.strict = strict
        self.state = None
        self.agent, self.seen = GreedyAgent(), SeenDuel()

    def send(self, **message):
        self.ws.send(json.dumps(message))

    def recv(self, timeout=30):
        message = json.loads(self.ws.recv(timeout=timeout))
        assert not self.strict or message["type"] != "error", message["message"]
        if message["type"] == "state":
            self.state = message
        return message

    def until(self, kind):
        while True:
            message = self.recv()
            if message["type"] == kind:
                return message
            assert message["type"] != "error", message["message"]


def play(seats, steps):
    """Up to `steps` answers, each by the seat asked, both seats then shown the new state:
    the result where the duel ended, else None."""
    for _ in range(steps):
        if seats[0].state["result"]:
            return seats[0].state["result"]
        mover = seats[0] if seats[0].state.get("request") else seats[1]
        mover.send(type="answer", option=choose(mover.agent, mover.seen, mover.state), n=mover.state["n"])
        for seat in seats:
            seat.until("state")
    return None
