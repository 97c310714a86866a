"""Ultimate Offering's moment: "During your Main Phase or your opponent's Battle Phase" its
controller may pay 500 LP to Normal Summon or Set 1 monster. Its condition declares that moment
(`During(own=(Main Phase 1, Main Phase 2), opponent=(Battle Phase,), ...)`, engine/effects.py),
which the windows and menus read before anything else: each phase of both turns is ruled here,
with a Set Waboku of the same player as the witness that the player was asked at all."""

import pytest

from duelist.testing.scenario import Script, Table


def _offers(turn_player, phase):
    """What player 0 (face-up Ultimate Offering, Battle Ox in the hand, a Set Waboku) is
    offered at the first request to them in `phase` of `turn_player`'s turn (in the opponent's
    Main Phase: the chain the opponent's Dark Hole starts)."""
    table = Table(turn=3 + turn_player, turn_player=turn_player, phase=phase)
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.spell_trap(0, "Waboku")
    table.hand(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Dark Hole")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    if turn_player == 0:
        table.normal_summoned()       # the usual Normal Summon is used: Ultimate Offering gives another
    duel = table.build()
    s = Script(duel)
    if turn_player == 1 and phase in ("main1", "main2"):
        s.pick("activate", "Dark Hole", player=1)
    assert duel.request.player == 0 and duel.phase == phase
    assert s.has("activate", "Waboku") or duel.request.kind == "idle"
    return s.has("activate", "Ultimate Offering")


@pytest.mark.parametrize("phase", ["main1", "main2"])
def test_ultimate_offering_is_offered_in_either_of_your_main_phases(phase):
    assert _offers(0, phase)


@pytest.mark.parametrize("phase", ["draw", "standby", "battle", "end"])
def test_ultimate_offering_is_not_offered_in_your_turn_outside_your_main_phases(phase):
    assert not _offers(0, phase)


def test_ultimate_offering_is_offered_in_your_opponents_battle_phase():
    assert _offers(1, "battle")


@pytest.mark.parametrize("phase", ["draw", "standby", "main1", "main2", "end"])
def test_ultimate_offering_is_not_offered_in_your_opponents_turn_outside_their_battle_phase(phase):
    assert not _offers(1, phase)
