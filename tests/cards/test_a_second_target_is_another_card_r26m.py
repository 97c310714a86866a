"""An effect that targets several cards targets each card once: after the first target is
chosen, the next target question offers the other legal cards only (seed 000 §取對象: "target
up to 2" names two different cards). Mobius the Frost Monarch, Tribute Summoned, targets up
to 2 Spells/Traps on the field."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_mobius_second_target_question_offers_the_other_spell_trap_and_done():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mobius the Frost Monarch")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.spell_trap(1, "Trap Hole", set_this_turn=True)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Mobius the Frost Monarch")
    s.pick("tribute", "Battle Ox")
    s.pick("yes", request="yes_no", player=0)
    first = [(o.kind, o.label) for o in duel.request.options]
    assert len(first) == 2 and all(kind == "target" for kind, _ in first)
    s.pick("target", "Gravity Bind", request="target")
    second = [o for o in duel.request.options]
    assert duel.request.kind == "target"
    assert [o.kind for o in second] == ["target", "done"]
    assert "Gravity Bind" not in second[0].label
    s.pick("target", "Set card (Spell & Trap Zone 2)", request="target")
    assert sorted(grave(duel, 1)) == ["Gravity Bind", "Trap Hole"]
