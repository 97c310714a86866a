"""Under Light of Intervention a monster its player would Set is Normal Summoned in face-up
Defense Position instead -- a Normal Summon, not a Set. So a Spirit "Set" that way was Normal
Summoned this turn: it returns to its owner's hand in this turn's End Phase; a Spirit really Set
(no Light) does not.

Seed 000 §怪獸的蓋伏 (under Light of Intervention a monster may be Normal Summoned in face-up Defense
Position; that Normal Summon is not a Set). Asura Priest: in the End Phase of a turn it was Normal
Summoned or flipped face-up, it returns to the hand."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def _set_asura_priest(light):
    table = Table(rules="MR5", turn=3, turn_player=0)
    if light:
        table.spell_trap(0, "Light of Intervention", face_down=False)
    table.hand(0, "Asura Priest")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Asura Priest")
    return duel, s


def _to_the_next_turn(duel, s):
    s.end_turn()
    while duel.turn == 3:
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])


def test_asura_priest_set_under_light_of_intervention_returns_in_the_end_phase():
    """Q: Light of Intervention is face-up; I "Set" Asura Priest. A: it is Normal Summoned in
    face-up Defense Position, so it returns to my hand in this turn's End Phase."""
    duel, s = _set_asura_priest(light=True)
    assert duel.monsters(0)[0].position == "defense"
    _to_the_next_turn(duel, s)
    assert field_monsters(duel, 0) == [] and hand(duel, 0) == ["Asura Priest"]


def test_asura_priest_set_without_light_of_intervention_stays():
    """Q: the same without Light of Intervention. A: it is Set face-down; a Set is no Normal
    Summon, so it stays on the field."""
    duel, s = _set_asura_priest(light=False)
    assert duel.monsters(0)[0].position == "set"
    _to_the_next_turn(duel, s)
    assert field_monsters(duel, 0) == ["Asura Priest"] and hand(duel, 0) == []
