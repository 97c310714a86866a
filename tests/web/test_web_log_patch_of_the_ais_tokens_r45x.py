"""A summon event the engine replaced before a player received it (the AI placed Scapegoat's
Sheep Tokens and chose their zones within one answer of the player's): the player receives it
once, as replaced, in the next state, and no `log_patch` (there is nothing received to put
right: a `log_patch` names only events already sent, by their index in the log the player
holds). (Round 45x: survivors of Room.patches_for.)

The duel of test_web_restart_log_zones_r44r.py, player 2's answers given by an AI seat that
answers them in turn (duelist.agents.make_agent replaced by the test)."""

import asyncio
import json

import duelist.agents
from duelist.web import rooms as rooms_module
from duelist.web.rooms import Client, Lobby

SEED = 1569030409077989498
ANSWERS = [0, 0, 2, 3, 0, 0, 0, 0, 0, 2, 2, 6, 0, 0, 0, 0, 0, 2, 0, 0, 1, 0]


class Scripted(object):
    """An AI seat that gives the duel's next answer of ANSWERS (after them, the first option)."""
    rng = None

    def __init__(self, game_answers):
        self.game_answers = game_answers

    def choose(self, seen, request):
        n = len(self.game_answers())
        return request.options[ANSWERS[n] if n < len(ANSWERS) else 0]


def test_tokens_the_ai_placed_within_one_answer_come_once_in_the_state_and_no_log_patch(monkeypatch):
    monkeypatch.setattr(rooms_module, "new_seed", lambda: SEED)
    lobby = Lobby()
    holder = {}
    monkeypatch.setattr(duelist.agents, "make_agent",
                        lambda name, seed=None: Scripted(lambda: holder["room"].game.answers))
    inbox, log = [], []

    async def send(message):
        message = json.loads(json.dumps(message))
        inbox.append(message)
        if message["type"] == "state":
            log.extend(message.get("log") or [])
        elif message["type"] == "log_patch":
            for patch in message["events"]:
                assert patch["index"] < len(log), "a patch of an event not received"
                log[patch["index"]] = patch["event"]
    client = Client(send, rate=10000)

    async def play():
        await lobby.handle(client, {"type": "create", "deck": "goat_06_gravekeeper_mchale_2005",
                                    "opponent": "ai", "ai_deck": "goat_01_goat_control_suffridge_2005_us_nationals",
                                    "rules": "MR5", "banlist": "GOAT"})
    orig_init = rooms_module.Room.__init__

    def init(self, *args, **kwargs):
        orig_init(self, *args, **kwargs)
        holder["room"] = self
    monkeypatch.setattr(rooms_module.Room, "__init__", init)

    async def go():
        await play()
        room = holder["room"]
        while room.game.request is not None and len(room.game.answers) < len(ANSWERS):
            state = [m for m in inbox if m["type"] == "state"][-1]
            await lobby.handle(client, {"type": "answer", "n": state["n"],
                                        "option": ANSWERS[len(room.game.answers)]})
        return room
    room = asyncio.run(go())
    duel = room.game
    assert [m for m in inbox if m["type"] == "error"] == []
    assert len(room.game.answers) >= len(ANSWERS)
    assert duel.log_patches                 # (the AI's choice replaced summon events: what is tested)
    assert [m for m in inbox if m["type"] == "log_patch"] == []
    assert [dict((k, v) for k, v in e.items() if k != "text") for e in log] == duel.log_for(0)
    sheep = dict((e["uid"], e["zone"]) for e in log if e["type"] == "special_summon" and e["name"] == "Sheep Token")
    tokens = dict((c.uid, c.seq) for c in duel.cards if c.data.name == "Sheep Token" and c.location == "mzone")
    assert len(tokens) == 4 and sheep == tokens
