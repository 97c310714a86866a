"""Lava Golem summoned beside Skill Drain.

Lava Golem's Special Summon from the hand (Tributing two of the opponent's monsters, placing it
on their field) is its summoning procedure, not an effect, and "you cannot Normal Summon or Set
the turn you Special Summon it" is part of that procedure's text (効果外テキスト, a condition
of the summon), so Skill Drain, which negates the effects of face-up monsters on the field,
touches neither (seed 000 §怪獸的條件特殊召喚: a summon by a monster's own condition is no
effect and starts no chain; yugioh-wiki 《溶岩魔神ラヴァ・ゴーレム》 / 「効果外テキスト」). Its
burn in its controller's Standby Phase is an effect of a face-up monster on the field: negated."""

import pytest

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("skill_drain", [False, True])
def test_lava_golems_procedure_and_its_no_normal_summon_rule_stand_under_skill_drain(skill_drain):
    """Q: my opponent's Skill Drain is face-up. May I give them Lava Golem, and may I then
    Normal Summon Battle Ox? A: Lava Golem yes; Battle Ox no (with or without Skill Drain). In
    my opponent's Standby Phase Lava Golem burns them 1000, but not under Skill Drain."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Lava Golem", "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.monster(1, "Celtic Guardian")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Lava Golem")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert field_monsters(duel, 1) == ["Lava Golem"] and field_monsters(duel, 0) == []
    assert not s.has("summon", "Battle Ox") and not s.has("set", "Battle Ox")
    s.pick("end_turn")
    for _ in range(8):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert duel.turn == 4 and duel.request.player == 1
    assert lp(duel) == ((8000, 8000) if skill_drain else (8000, 7000))
