""""You can only control 1 X" reads names: a card whose name is always treated as "X" (its script's
NAME_AS) is an X for it, as it is for every rule that reads a name.

No bundled card pairs the two facts yet (Gravekeeper's Chief is the only "control 1" monster and no
card is always named as it), so the position uses a card source of its own (the public
duelist.engine.source.CardSource): the bundled cards, plus Harpie Lady 2's data played with a test
script whose name is always "Gravekeeper's Chief".

Sources: Gravekeeper's Chief's text ("you can only control 1"); the rule of a name always treated as
another's (yugioh-wiki.net 《ハーピィ・レディ１》: ルール上「ハーピィ・レディ」として扱う, in every place);
seed 000 §卡名 (cards with the same name). Our reading: the two rules together."""

import types

from duelist.cards.source import BUNDLED
from duelist.engine.duel import Duel
from duelist.engine.effects import CardScript
from duelist.engine.source import CardSource
from duelist.testing.scenario import Script, Table

CHIEF, STAND_IN = 62473983, 27927359      # Gravekeeper's Chief; Harpie Lady 2's data as the stand-in


class ChiefStandIn(CardSource):
    """The bundled cards, and a monster (Harpie Lady 2's data) whose name is always Gravekeeper's Chief."""

    def __init__(self):
        module = types.SimpleNamespace(NAME_AS=CHIEF, EFFECTS=[], DESCRIPTION="named Gravekeeper's Chief")
        self.stand_in = CardScript(BUNDLED.data(STAND_IN), module)

    def data(self, code):
        return BUNDLED.data(code)

    def script(self, data, era=None):
        return self.stand_in if data.code == STAND_IN else BUNDLED.script(data, era)

    def implemented(self, data):
        return True


def test_name_always_treated_as_only_control_one_sees_the_name():
    """Q: I control a face-up Gravekeeper's Chief and hold a monster whose name is always
    "Gravekeeper's Chief". May I Normal Summon it? A: no: I may control only 1 "Gravekeeper's Chief"."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Gravekeeper's Chief")
    table.hand(0, "Harpie Lady 2")
    duel = Duel.from_position(table.position(), cards=ChiefStandIn())
    s = Script(duel)
    assert not s.has("summon", "Harpie Lady 2")


def test_name_always_treated_as_only_control_one_the_other_way_round():
    """Q: I control the monster whose name is always "Gravekeeper's Chief" (face-up) and hold a
    Gravekeeper's Chief. May I Normal Summon the Chief? A: no: I already control a card of that
    name (round h56b)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie Lady 2")
    table.hand(0, "Gravekeeper's Chief")
    duel = Duel.from_position(table.position(), cards=ChiefStandIn())
    s = Script(duel)
    assert not s.has("summon", "Gravekeeper's Chief")
    assert not s.has("set", "Gravekeeper's Chief")


def test_name_always_treated_as_only_control_one_no_special_summon_either():
    """Q: I control a face-up Gravekeeper's Chief; the monster always named "Gravekeeper's Chief"
    is in my GY. May Monster Reborn revive it? A: no: it would be a second "Gravekeeper's Chief"
    (round h56b); the opponent's Battle Ox in their GY is the only target."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Gravekeeper's Chief")
    table.grave(0, "Harpie Lady 2")
    table.grave(1, "Battle Ox")
    table.hand(0, "Monster Reborn")
    duel = Duel.from_position(table.position(), cards=ChiefStandIn())
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    assert duel.request.kind == "target"
    names = [str(o) for o in duel.request.options]
    assert any("Battle Ox" in n for n in names) and not any("Harpie Lady 2" in n for n in names)


def test_name_always_treated_as_only_control_one_alone_is_summoned():
    """Q: the same monster always named "Gravekeeper's Chief" in my hand, no Chief on my field
    (the opponent controls one). May I Normal Summon it? A: yes: "you can only control 1" counts
    only my own monsters."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Gravekeeper's Chief")
    table.hand(0, "Harpie Lady 2")
    duel = Duel.from_position(table.position(), cards=ChiefStandIn())
    s = Script(duel)
    s.pick("summon", "Harpie Lady 2")
    assert [c.name for c in duel.monsters(0)] == ["Harpie Lady 2"]
