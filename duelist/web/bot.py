"""A player that sits at a `duelist serve` table over the WebSocket protocol and decides
with one of duelist's agents, from what it receives only (its view and its request).
Used by the load and leak tests (scripts/web_load.py, tests/web)."""

from duelist.engine.protocol import Option, Request


def request_from_dict(data):
    options = []
    for o in data["options"]:
        options.append(Option(o["id"], o["kind"], card=o.get("card"), name=o.get("name"),
                              target=o.get("target"), target_name=o.get("target_name"),
                              position=o.get("position"), effect=o.get("effect"), zone=o.get("zone")))
    return Request(data["player"], data["kind"], data["prompt"], options)


class SeenDuel(object):
    """What an agent may read: the last view this client received."""

    def __init__(self):
        self.last_view = None

    def view(self, player=None):
        return self.last_view


def choose(agent, seen, message):
    """The option id the agent picks for the request in a state message."""
    request = request_from_dict(message["request"])
    seen.last_view = dict(message["view"] or {}, request=message["request"])
    return agent.choose(seen, request).id
