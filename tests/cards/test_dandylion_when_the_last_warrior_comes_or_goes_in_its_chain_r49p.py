"""Dandylion's two Fluff Tokens are Special Summoned as its effect resolves, so what counts is
whether its owner may Special Summon then: The Last Warrior from Another Planet ("neither player
can Summon monsters") revived by Chain Link 2 stops the Tokens; The Last Warrior turned face-down
by Book of Moon in Chain Link 2 no longer stops them (seed 000 §效果分類 › 永續效果: a continuous
effect applies from the moment its card is face-up and stops when it is not, even in the middle
of a chain's resolution; §特殊召喚: a Token is Special Summoned)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

WARRIOR = "The Last Warrior from Another Planet"
FLUFF = "Fluff Token"


def _foolish_burial_on_dandylion(table):
    """Player 1's turn: Foolish Burial sends Dandylion from the Deck; its effect is Chain Link
    1, which the players may answer."""
    table.hand(1, "Foolish Burial")
    table.deck(1, ["Dandylion", "Beaver Warrior", "Beaver Warrior"])
    table.deck(0, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Foolish Burial", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("select", "Dandylion", player=1)
    return duel, s


def _pass_all(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_the_last_warrior_revived_above_dandylions_effect_leaves_it_no_token():
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.properly_summoned(table.grave(0, WARRIOR))
    table.spell_trap(0, "Call of the Haunted")
    duel, s = _foolish_burial_on_dandylion(table)
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", WARRIOR, request="target")
    _pass_all(duel, s)
    assert field_monsters(duel, 0) == [WARRIOR]
    assert field_monsters(duel, 1) == []
    assert duel.request.kind == "idle"


def test_the_last_warrior_turned_face_down_above_dandylions_effect_lets_the_tokens_come():
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.monster(0, WARRIOR)
    table.spell_trap(1, "Book of Moon")
    duel, s = _foolish_burial_on_dandylion(table)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", WARRIOR, request="target")
    _pass_all(duel, s)
    assert [c.position for c in duel.monsters(0)] == ["set"]
    assert field_monsters(duel, 1) == [FLUFF, FLUFF]


def test_beside_a_face_up_last_warrior_dandylion_makes_no_token():
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.monster(0, WARRIOR)
    duel, s = _foolish_burial_on_dandylion(table)
    _pass_all(duel, s)
    assert field_monsters(duel, 1) == []
