"""A monster Tributed for a Tribute Set: its "sent to the GY" trigger before the turn player
acts again (round 27w).

Rules cited: seed 004 §连锁和咒文速度 (a trigger effect is activated at the next point
where a chain can start, before the turn player's next action); seed 001 §上級召喚 (a
monster Set with a Tribute: the Tribute is sent to the GY). Setting a monster opens no
response window (nothing can respond to a Set), but Sangan, Tributed for it, went from the
field to the GY: its effect is activated and resolves before the Main Phase goes on, so the
turn player's next decision is the search, not the Main Phase menu.
"""

from duelist.testing.invariants import check_invariants
from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_sangan_tributed_for_a_tribute_set_searches_before_the_main_phase_goes_on():
    """Turn 3, player 0's Main Phase 1: player 0 Sets Summoned Skull, Tributing Sangan;
    Sangan's effect is the next thing: player 0 chooses a monster with 1500 or less ATK from
    the Deck, and only then is the Main Phase menu back, with the Normal Summon used."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.hand(0, "Summoned Skull")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Summoned Skull", request="idle")
    s.pick("tribute", "Sangan")
    s.expect(request="select", player=0)
    s.pick("select", "Mystical Elf", player=0)
    assert hand(duel, 0) == ["Mystical Elf"] and grave(duel, 0) == ["Sangan"]
    s.expect(request="idle", player=0)
    assert not s.has("summon", "Mystical Elf") and not s.has("set", "Mystical Elf")
    check_invariants(duel)
