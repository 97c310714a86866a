"""Stardust Dragon's End Phase return does nothing once its last free Monster Zone is taken in
its chain (round 49c's mutation round).

The card's text (in the End Phase of a turn its negation resolved: you may Special Summon it
from your GY) and seed 000 §特殊召喚: a monster is Special Summoned only to a free Monster
Zone. If Call of the Haunted, chained to the return, fills the last free zone, the return
resolves doing nothing: Stardust Dragon stays in the GY and no position is asked."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_return_after_call_of_the_haunted_filled_the_last_zone():
    """Q: Stardust Dragon negated my opponent's Mystical Space Typhoon; in their End Phase its
    return activates with one Monster Zone of mine free, and I chain Call of the Haunted on
    Celtic Guardian, which takes that zone. What does the return do? A: nothing: Stardust
    Dragon stays in my GY; I am not asked for its position."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="draw")
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    for _ in range(4):
        table.monster(0, "Battle Ox")
    waboku = table.spell_trap(0, "Waboku")
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Celtic Guardian")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", waboku, player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Stardust Dragon" in grave(duel, 0)
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", player=0, request="yes_no")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Celtic Guardian", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and duel.turn == 5
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox"] * 4 + ["Celtic Guardian"]
    assert "Stardust Dragon" in grave(duel, 0)
