"""A face-down card shows no effect to negate: Skill Drain negates the effects of face-up
monsters only, and Jinzo those of face-up Trap Cards (seed 000 §永續效果: a negation reaches
what applies; a Set card applies nothing). `is_negated`, which card scripts ask (Kycoo,
Spirit Reaper, Call of the Haunted), says no for a face-down card whatever negating card is
on the field (engine/actions.py `_effect_negated`'s first test)."""

from duelist.engine import state as S
from duelist.testing.scenario import Table


def test_skill_drain_does_not_negate_a_face_down_monster():
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Skill Drain", face_down=False)
    set_monster = table.monster(1, "Spirit Reaper", position="set")
    shown = table.monster(1, "Kycoo the Ghost Destroyer")
    duel = table.build()
    assert duel.is_negated(shown.card(duel))
    assert not duel.is_negated(set_monster.card(duel))
    # turned face-up, it is negated like the other
    assert duel.change_position(set_monster.card(duel), S.FACEUP_DEFENSE)
    assert duel.is_negated(set_monster.card(duel))


def test_jinzo_does_not_negate_a_set_trap():
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Jinzo")
    set_trap = table.spell_trap(1, "Call of the Haunted")
    shown = table.spell_trap(1, "Royal Decree", face_down=False)
    duel = table.build()
    assert duel.is_negated(shown.card(duel))
    assert not duel.is_negated(set_trap.card(duel))
