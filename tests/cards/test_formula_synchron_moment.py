"""Formula Synchron's Synchro Summon "during your opponent's Main Phase" - either of their Main
Phases, not their Battle Phase (its condition declares the moment, `During(opponent=(Main Phase
1, Main Phase 2), ...)`, engine/effects.py; a Set Waboku of the same player is the witness that
the player was asked)."""

from duelist.testing.scenario import Script, Table

GAIA_KNIGHT = "Gaia Knight, the Force of Earth"      # Level 6, 1 Tuner + 1 or more non-Tuners


def _offers_formula(phase):
    """Player 0: Formula Synchron (Level 2) and Celtic Guardian (4) face-up, Gaia Knight (6) in
    the Extra Deck, Waboku Set; player 1's turn, in a Main Phase they Normal Summon Battle Ox."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase=phase)
    table.monster(0, "Formula Synchron", summon_kind="synchro")
    table.monster(0, "Celtic Guardian")
    table.extra(0, GAIA_KNIGHT)
    table.spell_trap(0, "Waboku")
    table.hand(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    if phase in ("main1", "main2"):
        s.pick("summon", "Battle Ox", player=1)
    assert duel.request.kind == "chain" and duel.request.player == 0 and duel.phase == phase
    assert s.has("activate", "Waboku")
    return s.has("activate", "Formula Synchron")


def test_formula_synchron_is_offered_in_the_opponents_main_phase_2():
    assert _offers_formula("main2")


def test_formula_synchron_is_not_offered_in_the_opponents_battle_phase():
    assert not _offers_formula("battle")


def test_formula_synchron_is_not_offered_in_the_opponents_end_phase():
    assert not _offers_formula("end")
