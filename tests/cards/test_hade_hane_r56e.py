"""Hade-Hane (28357177): FLIP: target up to 3 monsters on the field (either side, itself too) and
return them to their owners' hands.

Sources: the card's text (SOD-EN032, 2004: "select up to 3 monsters on the field and return them to
their owners' hands"; today's "target up to 3 monsters": the same, in our words); seed 000
§效果分類 › 誘發效果 (a FLIP effect is a trigger) and seed 004 §怪兽的战斗规则 › 翻转效果的发动 (flipped
by an attack, its FLIP effect is activated after damage calculation, and cannot target a monster
whose destruction by that battle is decided: itself); a Fusion Monster returned to the hand goes
to the Extra Deck (seed 000, the Extra Deck's rule). Both presets play the same text."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

HANE = "Hade-Hane"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_hade_hane_returns_three_monsters(rules):
    """Q: I Flip Summon Hade-Hane and target my opponent's Battle Ox and Celtic Guardian and
    Hade-Hane itself. A: all three go back to their owners' hands."""
    table = Table(rules=rules, turn=3, turn_player=0)
    hane = table.monster(0, HANE, position="set")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", hane)
    s.pick("target", "Battle Ox", request="target")
    s.pick("target", "Celtic Guardian", request="target")
    s.pick("target", HANE, request="target")
    _pass(s)
    assert hand(duel, 0) == [HANE] and sorted(hand(duel, 1)) == ["Battle Ox", "Celtic Guardian"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Mystical Elf"]


def test_hade_hane_may_return_just_one():
    """Q: I target only Battle Ox ("up to 3") and stop. A: only Battle Ox returns; Hade-Hane stays."""
    table = Table(turn=3, turn_player=0)
    hane = table.monster(0, HANE, position="set")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", hane)
    s.pick("target", "Battle Ox", request="target")
    s.pick("done", request="target")
    _pass(s)
    assert hand(duel, 1) == ["Battle Ox"]
    assert field_monsters(duel, 0) == [HANE] and field_monsters(duel, 1) == ["Celtic Guardian"]


def test_hade_hane_destroyed_by_the_attack_returns_the_attacker():
    """Q: my opponent's Battle Ox (1700) attacks my Set Hade-Hane (DEF 1000). A: Hade-Hane is
    flipped and destroyed; after damage calculation its FLIP effect is activated: it cannot target
    itself (its destruction is decided); I return Battle Ox to my opponent's hand."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    hane = table.monster(0, HANE, position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=hane)
    _pass(s)
    s.expect(request="target", player=0)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]
    s.pick("target", "Battle Ox")
    _pass(s)
    assert grave(duel, 0) == [HANE] and hand(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000, 8000)


def test_hade_hane_returns_a_fusion_monster_to_the_extra_deck():
    """Q: Hade-Hane targets my opponent's Gaia the Dragon Champion. A: a Fusion Monster goes back
    to its owner's Extra Deck, not the hand."""
    table = Table(turn=3, turn_player=0)
    hane = table.monster(0, HANE, position="set")
    table.monster(1, "Gaia the Dragon Champion", summon_kind="fusion")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", hane)
    s.pick("target", "Gaia the Dragon Champion", request="target")
    s.pick("done", request="target")
    _pass(s)
    assert hand(duel, 1) == [] and [c.name for c in duel.players[1].extra] == ["Gaia the Dragon Champion"]
