"""Effect Veiler: "During your opponent's Main Phase" - either of their Main Phases, not their
Battle Phase (its condition declares the moment, `During(opponent=(Main Phase 1, Main Phase 2))`,
engine/effects.py; a Set Waboku of the same player is the witness that the player was asked)."""

from duelist.testing.scenario import Script, Table


def _offers_veiler(phase):
    """Player 0 holds Effect Veiler (and a Set Waboku); player 1, the turn player, has Time
    Wizard face-up. In a Main Phase player 1 activates Time Wizard first."""
    table = Table(rules="MR1", turn=4, turn_player=1, phase=phase)
    table.hand(0, "Effect Veiler")
    table.spell_trap(0, "Waboku")
    table.monster(0, "Battle Ox")
    table.monster(1, "Time Wizard")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    if phase in ("main1", "main2"):
        s.pick("activate", "Time Wizard", player=1)
    assert duel.request.kind == "chain" and duel.request.player == 0 and duel.phase == phase
    assert s.has("activate", "Waboku")
    return s.has("activate", "Effect Veiler")


def test_effect_veiler_is_offered_in_the_opponents_main_phase_2():
    assert _offers_veiler("main2")


def test_effect_veiler_is_not_offered_in_the_opponents_battle_phase():
    assert not _offers_veiler("battle")


def test_effect_veiler_is_not_offered_in_the_opponents_standby_phase():
    assert not _offers_veiler("standby")
