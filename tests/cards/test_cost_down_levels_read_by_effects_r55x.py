"""Cost Down's lowered Levels in the hand, read by the effects that ask a hand monster's Level
(round 55x: `Ctx.level` of a card in the hand).

Sources: Cost Down's text in our words (this turn the monsters in its player's hand are 2 Levels
lower; the 2005 text does the same); yugioh-wiki.net 《コストダウン》: the Levels are lowered in
the hand while the effect lasts (a monster added later too); so an effect that asks "a Level 4 or
lower monster in your hand" counts a Level 6 one as Level 4 then (our reading of the two texts:
the Level is the Level, whichever card asks), and one that asks "Level 7 or more" no longer sees a
Level 7 one (Lighten the Load). Marauding Captain: its text, "when Normal Summoned: Special Summon
1 Level 4 or lower monster from your hand"."""

import pytest

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table

CD = "Cost Down"


def _settle(s):
    duel = s.duel
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_cost_down_lets_marauding_captain_bring_a_level_6_monster(rules):
    """Q: I discard Battle Ox for Cost Down, then Normal Summon Marauding Captain; Summoned Skull
    (Level 6) is in my hand. A: it is Level 4 in my hand this turn: the Captain's effect may
    Special Summon it."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.hand(0, CD, "Battle Ox", "Marauding Captain", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CD, first=True)
    s.pick("select", "Battle Ox")
    _settle(s)
    s.pick("summon", "Marauding Captain")
    _settle(s)
    if duel.request.kind == "yes_no":
        s.pick("yes")
    s.pick("select", "Summoned Skull")
    if duel.request is not None and duel.request.kind == "option":
        s.pick("option", "Attack Position")
    _settle(s)
    assert sorted(field_monsters(duel, 0)) == ["Marauding Captain", "Summoned Skull"]
    assert hand(duel, 0) == []


def test_without_cost_down_marauding_captain_does_not_see_a_level_6_monster():
    """Q: (no Cost Down) I Normal Summon Marauding Captain with Summoned Skull in my hand.
    A: no Level 4 or lower monster in my hand: its effect is not activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Marauding Captain", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Marauding Captain")
    _settle(s)
    assert duel.request.kind == "idle"
    assert field_monsters(duel, 0) == ["Marauding Captain"] and hand(duel, 0) == ["Summoned Skull"]


def _lighten_the_load_offered(cost_down):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Lighten the Load", face_down=False)
    table.hand(0, CD, "Battle Ox", "Dark Magician")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    if cost_down:
        s.pick("activate", CD, first=True)
        s.pick("select", "Battle Ox")
        _settle(s)
    return [o for o in duel.request.options if o.kind == "activate" and o.name == "Lighten the Load"]


def test_cost_down_takes_a_level_7_monster_out_of_lighten_the_loads_reach():
    """Q: face-up Lighten the Load (shuffle a Level 7 or higher monster from my hand into the
    Deck, draw 1); Dark Magician (Level 7) in my hand. I activate Cost Down first. A: Dark
    Magician is Level 5 in my hand now: Lighten the Load's effect cannot be used (without Cost
    Down it can)."""
    assert _lighten_the_load_offered(False)
    assert not _lighten_the_load_offered(True)
