"""Jinzo: "Trap Cards cannot be activated." A continuous effect of a monster applies only
while it is face-up: with Jinzo Set face-down on the opponent's field, the turn player's Set
Dust Tornado may be activated in the Battle Step and in Main Phase 1, as with no Jinzo; once
Jinzo is face-up, it may not (chain.py `_trap_lock`, round 28d: the lock asked once an
offer, the field's tag first). It bars Trap Cards only: a Set Quick-Play Spell beside the
barred Trap is still offered."""

import pytest

from duelist.testing.scenario import Script, Table


def _duel(phase, position):
    table = Table(turn=3, turn_player=0, phase=phase)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Dust Tornado")
    table.monster(1, "Jinzo", position=position)
    table.spell_trap(1, "Lucky Iron Axe", face_down=False, equipped_to=table.monster(1, "Kozaky"))
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    return table.build()


@pytest.mark.parametrize("phase", ["main1", "battle_step"])
@pytest.mark.parametrize("position,offered", [("set", True), ("attack", False)])
def test_the_set_trap_is_offered_under_a_face_down_jinzo_and_not_under_a_face_up_one(phase, position, offered):
    duel = _duel(phase, position)
    assert Script(duel).has("activate", "Dust Tornado") is offered


@pytest.mark.parametrize("phase", ["main1", "battle_step"])
def test_a_set_quick_play_spell_is_offered_beside_the_barred_trap_under_a_face_up_jinzo(phase):
    """Jinzo bars Trap Cards only: the Set Mystical Space Typhoon beside Dust Tornado may still
    be activated."""
    table = Table(turn=3, turn_player=0, phase=phase)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.monster(1, "Jinzo")
    table.spell_trap(1, "Lucky Iron Axe", face_down=False, equipped_to=table.monster(1, "Kozaky"))
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    s = Script(table.build())
    assert s.has("activate", "Mystical Space Typhoon")
    assert not s.has("activate", "Dust Tornado")
