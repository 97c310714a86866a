"""The state checks' plan (slot 8 of the field roles) is made in `_field_roles` itself, at
both its rebuilds (round 10, hwin7: the helper `_state_plan` was a call with a frame on
PyPy at each new field). Its last entry says whether the first four (Equip Cards, take-
control cards, force_defense cards, quiet STATE effects) are all None: a pass then has
nothing on this field to look at. Ruled here on the rebuild that keeps the filing (a card
that files nothing left the field): an Equip Card that files nothing leaves while Swords of
Revealing Light (a STATE effect with no `needs`, which a pass must look at every time)
stays: the plan is not idle, as a fresh look at the field says."""

from duelist.engine import state as S
from duelist.testing.scenario import Table
from tests.engine.test_state_check_plan import _PLAN, _fresh_plan


def test_a_quiet_state_effect_keeps_the_plan_busy_after_an_equip_card_leaves():
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    elf = table.spell_trap(0, "Mystical Elf", face_down=False, equipped_to=ox)
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    elf = elf.card(duel)
    before = duel._field_roles()
    assert before[_PLAN][0] == [elf] and before[_PLAN][3] is not None and before[_PLAN][5] is False
    duel.destroy([elf], "rule")
    assert elf.location == S.GRAVE
    after = duel._field_roles()
    assert after[7] == before[7]        # (the filing was kept: the rebuild that reuses the plan)
    plan = after[_PLAN]
    assert plan[0] is None and plan[1] is None and plan[2] is None and plan[3] is not None
    assert plan[5] is False and _fresh_plan(duel)[5] is False


def test_a_monster_used_as_an_equip_card_applies_no_state_effect_of_its_monster_self():
    """A STATE effect applies only in its range (the quiet STATE effects' loop tests the
    range's first place, then the rest): Exodia Necross, whose STATE effect (destroy it
    unless all five Exodia pieces are in the GY) works in the Monster Zone, equipped to a
    monster as an Equip Card stays on the field through the state checks."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    necross = table.spell_trap(0, "Exodia Necross", face_down=False, equipped_to=ox)
    duel = table.build()
    necross = necross.card(duel)
    assert duel._field_roles()[_PLAN][3] is not None      # (its quiet STATE effect is in the plan)
    duel._state_checks()
    assert necross.location == S.SZONE
