""""A monster's battle position changed" is a happening a trigger can hear (H.POSITION_CHANGED,
round h56b), whatever changes it: its controller's change in the Main Phase, an effect, an
attack on a face-down monster (flipped face-up in Defense Position), a Flip Summon. Its fields:
from, to, reason ("manual", "effect", "attacked", "flip_summon").

Seed 000 §怪獸的表示形式 / §表示形式的變更 (the battle positions: face-up Attack, face-up Defense,
face-down Defense; a Flip Summon, an attack on a face-down monster and an effect change them) and
the cards that hear such a change (Dream Clown, tests/cards/test_dream_clown.py, hears the
Main-Phase change and an effect's). No bundled card hears the other two, so the position uses a
card source of its own (the public duelist.engine.source.CardSource): Labyrinth Wall's data
(0/3000) played with a test script whose trigger deals the opponent 100 damage for each change
of its own position with a given reason."""

import types

from duelist.cards.common import TRIGGER, Effect, H
from duelist.cards.source import BUNDLED
from duelist.engine.duel import Duel
from duelist.engine.effects import CardScript
from duelist.engine.source import CardSource
from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

WALL = 67284908         # Labyrinth Wall's data as the listener


def _listener(reason):
    def heard(ctx, ev):
        return ev.get("uid") == ctx.card.uid and ev.get("reason") == reason

    def resolve(ctx):
        ctx.damage(ctx.opponent, 100)

    return [Effect(TRIGGER, events=H.POSITION_CHANGED, match=heard, resolve=resolve,
                   label="its position changed: 100 damage")]


class Listening(CardSource):
    """The bundled cards, and Labyrinth Wall with a trigger on its own position's change."""

    def __init__(self, reason):
        module = types.SimpleNamespace(EFFECTS=_listener(reason), DESCRIPTION="hears its position change")
        self.wall = CardScript(BUNDLED.data(WALL), module)

    def data(self, code):
        return BUNDLED.data(code)

    def script(self, data, era=None):
        return self.wall if data.code == WALL else BUNDLED.script(data, era)

    def implemented(self, data):
        return True


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_position_change_happening_flip_summon():
    """Q: I Flip Summon my face-down Labyrinth Wall (set in an earlier turn). Is that a change
    of its battle position a trigger hears? A: yes (face-down Defense to face-up Attack): the
    listener deals 100."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Labyrinth Wall", position="set")
    duel = Duel.from_position(table.position(), cards=Listening("flip_summon"))
    s = Script(duel)
    s.pick("flip_summon", "Labyrinth Wall")
    _pass(s)
    assert duel.monsters(0)[0].position == "attack"
    assert lp(duel) == (8000, 7900)


def test_position_change_happening_attacked_face_down():
    """Q: the opponent's Battle Ox attacks my face-down Labyrinth Wall (3000 DEF), which is
    flipped face-up in Defense Position. A: that change is heard too: after the battle the
    listener deals 100 to the opponent, who also takes 1300 from the battle (1700 vs 3000)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    wall = table.monster(0, "Labyrinth Wall", position="set")
    table.monster(1, "Battle Ox")
    duel = Duel.from_position(table.position(), cards=Listening("attacked"))
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=wall, request="battle", player=1)
    _pass(s)
    assert duel.monsters(0)[0].position == "defense"
    assert lp(duel) == (8000, 8000 - 1300 - 100)
    assert [e["name"] for e in of_type(duel, "chain")] == ["Labyrinth Wall"]


def test_position_change_happening_manual_not_heard_as_an_effect():
    """Q: the listener hears only changes by an effect; I change Labyrinth Wall by hand in my Main
    Phase. A: the happening's reason is "manual": nothing is dealt (the reasons are told apart)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Labyrinth Wall")
    duel = Duel.from_position(table.position(), cards=Listening("effect"))
    s = Script(duel)
    s.pick("change_position", "Labyrinth Wall")
    assert duel.request.kind == "idle"
    assert duel.monsters(0)[0].position == "defense" and lp(duel) == (8000, 8000)
