"""Urgent Tuning: "Activate only during the Battle Phase" - either player's, and no other phase
(its condition declares the moment, `During(own=(Battle Phase,), opponent=(Battle Phase,), ...)`,
engine/effects.py; a Set Waboku of the same player is the witness that the player was asked)."""

from duelist.testing.scenario import Script, Table

GAIA_KNIGHT = "Gaia Knight, the Force of Earth"      # Level 6, 1 Tuner + 1 or more non-Tuners


def _offers_urgent_tuning(turn_player, phase):
    """Player 0: Urgent Tuning and Waboku Set, Flamvell Guard (Level 1 Tuner), Mystical Elf (4)
    and Thousand-Eyes Idol (1) face-up, Gaia Knight (6) in the Extra Deck."""
    table = Table(rules="MR5", turn=3 + turn_player, turn_player=turn_player, phase=phase)
    table.spell_trap(0, "Urgent Tuning")
    table.spell_trap(0, "Waboku")
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Thousand-Eyes Idol")
    table.extra(0, GAIA_KNIGHT)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    assert duel.request.kind == "chain" and duel.request.player == 0 and duel.phase == phase
    assert s.has("activate", "Waboku")
    return s.has("activate", "Urgent Tuning")


def test_urgent_tuning_is_offered_in_the_opponents_battle_phase():
    assert _offers_urgent_tuning(1, "battle")


def test_urgent_tuning_is_offered_in_your_own_battle_phase():
    assert _offers_urgent_tuning(0, "battle")


def test_urgent_tuning_is_not_offered_in_the_end_phase_of_either_turn():
    assert not _offers_urgent_tuning(0, "end") and not _offers_urgent_tuning(1, "end")
