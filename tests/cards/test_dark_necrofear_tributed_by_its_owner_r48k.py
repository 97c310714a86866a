"""Dark Necrofear Tributed by its own controller (round 48k): its End Phase effect is for the
turn it was destroyed by the opponent (by battle, or by a card effect the opponent controlled);
a Necrofear its controller Tributed was not, so nothing happens in the End Phase (seed 000
§誘發效果: a trigger needs its event)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_dark_necrofear_tributed_for_a_tribute_summon_takes_nothing_in_the_end_phase():
    """Q: I Tribute my Dark Necrofear to Tribute Summon Summoned Skull, then end my turn while
    my opponent has Blue-Eyes White Dragon. A: Necrofear's effect does not activate: it was not
    destroyed by my opponent. Blue-Eyes stays theirs and Necrofear stays in my GY."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Dark Necrofear", summon_kind="proc")
    table.hand(0, "Summoned Skull")
    table.monster(1, "Blue-Eyes White Dragon")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Dark Necrofear", request="tribute")
    s.pick("end_turn")
    for _ in range(10):
        if duel.turn == 4:
            break
        assert duel.request.kind == "chain", duel.request
        s.pick("pass")
    assert duel.turn == 4 and duel.turn_player == 1
    assert grave(duel, 0) == ["Dark Necrofear"]
    assert field_monsters(duel, 1) == ["Blue-Eyes White Dragon"]
    assert field_monsters(duel, 0) == ["Summoned Skull"]
