"""Vampiric Orchis (46571052): when it is Normal Summoned, its controller may Special Summon 1 Des
Dendle from the hand.

Sources, in our words: the card's text (DR1-EN069 / MFC-014, 2004, and the OCG text of
《ブラッド・オーキス》: "when this card is Normal Summoned, you can Special Summon 1 Des Dendle from
your hand"; the 2005 print does what today's does: no ERAS entry, tested under both presets). Our
reading: an optional "when ... you can" trigger on its Normal Summon only (召喚に成功した時: a Tribute
Summon would count, a Flip Summon or Special Summon does not); like Decayed Commander's Zombie Tiger
(round 59f). An activated trigger resolves without its monster (seed 000 §起動效果 / §誘發效果): Trap
Hole chained to the trigger does not stop Des Dendle."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

VO = "Vampiric Orchis"
DD = "Des Dendle"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_vampiric_orchis_normal_summoned_brings_des_dendle_from_the_hand(rules):
    """Q: I Normal Summon Vampiric Orchis holding Des Dendle and say yes: A: Des Dendle is Special
    Summoned from my hand beside it, in the position I pick (Defense here)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, VO, DD)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", VO)
    _pass(s)
    s.pick("yes", request="yes_no")
    s.pick("select", DD, request="select")
    s.pick("option", "Defense Position", request="option")
    _pass(s)
    assert field_monsters(duel, 0) == [VO, DD]
    assert [c.position for c in duel.monsters(0)] == ["attack", "defense"]
    assert hand(duel, 0) == []


def test_vampiric_orchis_may_decline():
    """Q: I Normal Summon Vampiric Orchis holding Des Dendle and say no: A: Des Dendle stays in my
    hand (the effect is optional)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, VO, DD)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", VO)
    _pass(s)
    s.pick("no", request="yes_no")
    _pass(s)
    assert field_monsters(duel, 0) == [VO] and hand(duel, 0) == [DD]


def test_vampiric_orchis_needs_des_dendle_and_a_normal_summon():
    """Q: (a) I Normal Summon Vampiric Orchis holding only a Battle Ox; (b) I Flip Summon a Set Vampiric
    Orchis holding Des Dendle: A: neither asks anything: the effect needs a Des Dendle in the hand and
    a Normal Summon (a Flip Summon is not one)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, VO, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", VO)
    _pass(s)
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == [VO]

    table = Table(turn=3, turn_player=0)
    vo = table.monster(0, VO, position="set")
    table.hand(0, DD)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", vo)
    _pass(s)
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == [VO]
    assert hand(duel, 0) == [DD]


def test_vampiric_orchis_destroyed_by_trap_hole_in_answer_still_brings_des_dendle():
    """Q: I Normal Summon Vampiric Orchis and activate its effect; my opponent chains Trap Hole on it:
    A: Trap Hole resolves first and destroys Orchis; the effect, already activated, still Special
    Summons Des Dendle (seed 000 §誘發效果: an activated trigger resolves without its monster; our
    reading, the text asks nothing of Orchis at resolution)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, VO, DD)
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", VO)
    s.pick("yes", request="yes_no")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", VO, player=1)
    _pass(s)
    s.pick("select", DD, request="select")
    s.pick("option", "Attack Position", request="option")
    _pass(s)
    assert grave(duel, 0) == [VO] and grave(duel, 1) == ["Trap Hole"]
    assert field_monsters(duel, 0) == [DD]
