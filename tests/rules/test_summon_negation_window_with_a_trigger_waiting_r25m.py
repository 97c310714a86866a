"""The window right after a summon (before it succeeds: seed 000 §召喚無效, only Counter Traps
and the like may answer it) opens with the triggers that the summon's cost raised kept for
later (chain.py `_window(..., triggers=False)`): Sangan, Tributed for a Tribute Summon, has its
"sent to the GY" trigger waiting. The opponent must still be asked whether to negate the
summon, even though a trigger is waiting and the turn player has nothing to answer with (the
window's route for the second player's answers with triggers pending; round 25m of
docs/mutation.md: no test had a trigger waiting in that window)."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def test_solemn_judgment_is_offered_against_a_tribute_summon_that_tributed_sangan():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Summoned Skull")
    table.monster(0, "Sangan")                    # its Tribute: "sent to the GY" trigger
    table.spell_trap(1, "Solemn Judgment")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull", request="idle")
    s.pick("tribute", "Sangan")
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert s.has("activate", "Solemn Judgment")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert of_type(duel, "summon_negated")
    assert "Summoned Skull" in grave(duel, 0) and "Sangan" in grave(duel, 0)


def test_the_turn_player_is_asked_first_in_that_window_with_the_trigger_waiting():
    """The turn player has priority first in the window (ENGINE.md §3): with a Set Solemn
    Judgment of their own they are asked (and may pass) before the summon succeeds, Sangan's
    trigger waiting all the while; it then searches as the summon succeeds."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Summoned Skull")
    table.monster(0, "Sangan")
    table.spell_trap(0, "Solemn Judgment")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull", request="idle")
    s.pick("tribute", "Sangan")
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert s.has("activate", "Solemn Judgment")
    s.pick("pass", player=0, request="chain")
    assert "Summoned Skull" not in grave(duel, 0)
