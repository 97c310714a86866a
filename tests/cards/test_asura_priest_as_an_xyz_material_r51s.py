"""Asura Priest, a Spirit Normal Summoned this turn, used as an Xyz Material the same turn.

A Spirit returns to the hand in the End Phase of the turn it was summoned only if it is still a
face-up monster on the field then (seed 004 §特殊效果怪兽: 灵魂 (Spirit); its return is the
monster's own effect). As an Xyz Material it is a card under Number 39: Utopia, no monster
(seed 004 §XYZ怪兽), so nothing returns: Utopia keeps both materials into the next turn."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table

UTOPIA = "Number 39: Utopia"


def test_a_spirit_used_as_an_xyz_material_does_not_return_in_the_end_phase():
    """Q: I Normal Summon Asura Priest and overlay it with Mad Dog of Darkness for Utopia. Does
    Asura Priest leave Utopia for my hand in the End Phase? A: no."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Asura Priest")
    table.monster(0, "Mad Dog of Darkness")
    table.extra(0, UTOPIA)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Asura Priest")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("xyz_summon", UTOPIA)
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    utopia = duel.monsters(0)[0]
    s.pick("end_turn")
    for _ in range(10):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert duel.turn == 4
    assert field_monsters(duel, 0) == [UTOPIA] and hand(duel, 0) == []
    assert sorted(m.name for m in duel.materials_of(utopia)) == ["Asura Priest", "Mad Dog of Darkness"]
