"""Ring of Destruction (today's text): "Activate only during your opponent's turn" - in every
phase of it, in none of your own. Its condition declares that moment (`During(opponent=ALL_PHASES,
rest=once per turn)`, engine/effects.py), which the windows read before anything else; a Set
Waboku of the same player is the witness that the player was asked at all."""

import pytest

from duelist.testing.scenario import Script, Table

# the phases a Table starts in with a response window open (the Main Phases are menus)
WINDOW_PHASES = ["draw", "standby", "battle", "end"]


def _offers_ring(turn_player, phase):
    """What player 1 (Ring of Destruction and Waboku Set) is offered at the first window of
    `phase` in `turn_player`'s turn, with a target for it: player 0's Summoned Skull."""
    table = Table(turn=3 + turn_player, turn_player=turn_player, phase=phase)
    table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Ring of Destruction")
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    assert duel.request.kind == "chain" and duel.request.player == 1 and duel.phase == phase
    assert s.has("activate", "Waboku")
    return s.has("activate", "Ring of Destruction")


@pytest.mark.parametrize("phase", WINDOW_PHASES)
def test_ring_of_destruction_is_offered_in_every_phase_of_the_opponents_turn(phase):
    assert _offers_ring(0, phase)


@pytest.mark.parametrize("phase", WINDOW_PHASES)
def test_ring_of_destruction_is_not_offered_in_any_phase_of_your_own_turn(phase):
    assert not _offers_ring(1, phase)
