"""Formula Synchron under Skill Drain. Both its effects are effects of a face-up monster on the
field: its draw when it is Synchro Summoned (a trigger) and its Synchro Summon in the opponent's
Main Phase (a Quick Effect). Skill Drain does not stop either from being activated, but negates
it as it resolves while Formula Synchron is face-up on the field: no card drawn, no Synchro
Summon (the materials stay on the field).

Seed 001 【シンクロ召喚(同調召喚)】 (a Synchro Summon by an effect is made as that effect resolves);
seed 000 (Skill Drain: the effects of face-up monsters on the field are negated).
Sources: yugioh-wiki 《フォーミュラ・シンクロン》 (the Synchro Summon is part of its Quick Effect's
resolution; the draw is a trigger); yugioh-wiki 《スキルドレイン》 (effects activated on the field are
negated at resolution while the monster is face-up there; activation is not prevented)."""

import pytest

from duelist.testing.scenario import Script, Table

FORMULA = "Formula Synchron"
GAIA_KNIGHT = "Gaia Knight, the Force of Earth"      # Level 6 Synchro


def _drive(duel, s):
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            s.answer(duel.request.options[0])


@pytest.mark.parametrize("skill_drain", [False, True])
def test_formula_synchron_draws_when_synchro_summoned_unless_skill_drain(skill_drain):
    """Q: I Synchro Summon Formula Synchron with Effect Veiler and Kuriboh while my opponent's
    Skill Drain is face-up, and activate its draw. A: I draw nothing (without Skill Drain: 1)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Effect Veiler")
    table.monster(0, "Kuriboh")
    table.extra(0, FORMULA)
    table.deck(0, ["Celtic Guardian"] * 3)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", FORMULA)
    s.pick("option", "Attack Position", request="option")
    s.pick("yes", request="yes_no")                     # its draw is activated either way
    _drive(duel, s)
    assert [c.name for c in duel.monsters(0)] == [FORMULA]
    assert [c.name for c in duel.players[0].hand] == ([] if skill_drain else ["Celtic Guardian"])


def test_formula_synchron_quick_synchro_is_negated_by_skill_drain():
    """Q: in my opponent's Main Phase (they Normal Summon Celtic Guardian) I activate Formula
    Synchron to Synchro Summon Gaia Knight with it and Mad Dog of Darkness, under their Skill Drain.
    A: the activation is legal, but it is negated: no Synchro Summon; both stay on my field."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, FORMULA, summon_kind="synchro")
    table.monster(0, "Mad Dog of Darkness")
    table.extra(0, GAIA_KNIGHT)
    table.hand(1, "Celtic Guardian")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Celtic Guardian", player=1)
    s.pick("activate", FORMULA, player=0, request="chain")
    _drive(duel, s)
    assert sorted(c.name for c in duel.monsters(0)) == [FORMULA, "Mad Dog of Darkness"]
    assert duel.players[0].grave == []
    assert [c.name for c in duel.players[0].extra] == [GAIA_KNIGHT]
