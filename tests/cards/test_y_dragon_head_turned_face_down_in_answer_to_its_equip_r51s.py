"""Y-Dragon Head turned face-down by Book of Moon in answer to its own equip effect.

A Union equips itself only while it is a face-up monster on the field (seed 004 §特殊效果怪兽
Union; seed 000 §怪獸的表示形式: a face-down monster's effects do not apply, and a face-down
monster is no longer the card that activated the effect). Book of Moon chained to Y-Dragon
Head's equip turns Y-Dragon Head face-down first: nothing is equipped; X-Head Cannon stays
1800, and Y-Dragon Head stays a face-down monster (tests/rules/test_union_monsters.py has the
case of the target X-Head Cannon turned face-down)."""

import pytest

from duelist.testing.scenario import Script, Table

X, Y = "X-Head Cannon", "Y-Dragon Head"


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_a_union_turned_face_down_in_answer_is_not_equipped(rules):
    """Q: I activate Y-Dragon Head's equip targeting X-Head Cannon; my opponent chains Book of
    Moon on Y-Dragon Head. A: Y-Dragon Head stays a face-down monster; nothing is equipped."""
    table = Table(rules=rules, turn=3, turn_player=0)
    x = table.monster(0, X, zone=0)
    table.monster(0, Y, zone=1)
    table.spell_trap(1, "Book of Moon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", Y, request="idle")
    s.pick("target", X)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", Y, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [(c.name, c.position) for c in duel.monsters(0)] == [(X, "attack"), (Y, "set")]
    assert [c.name for c in duel.players[0].szone if c is not None] == []
    assert duel.atk(x.card(duel)) == 1800
