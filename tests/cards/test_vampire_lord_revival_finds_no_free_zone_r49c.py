"""Vampire Lord's revival does nothing once its last free Monster Zone is taken in its chain
(round 49c's mutation round).

Vampire Lord's text (destroyed by the opponent's card effect and sent to the GY: Special Summon
it in your next Standby Phase) and seed 000 §特殊召喚: a monster is Special Summoned only to a
free Monster Zone. If Call of the Haunted, chained to the revival, fills the last free zone, the
revival resolves doing nothing: Vampire Lord stays in the GY and no position is asked."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def test_vampire_lord_revival_after_call_of_the_haunted_filled_the_last_zone():
    """Q: my opponent's Fissure destroyed my Vampire Lord. In my next Standby Phase its revival
    activates with one Monster Zone of mine free, and I chain Call of the Haunted on Celtic
    Guardian, which takes that zone. What does the revival do? A: nothing: Vampire Lord stays in
    my GY; I am not asked for its position."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Vampire Lord")
    for _ in range(4):
        table.monster(0, "Battle Ox", position="set")
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Celtic Guardian")
    table.hand(1, "Fissure")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Vampire Lord" in grave(duel, 0)
    s.end_turn()
    for _ in range(10):
        if duel.request.kind == "chain" and duel.request.player == 0 and \
                of_type(duel, "chain") and of_type(duel, "chain")[-1]["name"] == "Vampire Lord":
            break
        s.pick("pass")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Celtic Guardian", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and duel.turn == 5
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox"] * 4 + ["Celtic Guardian"]
    assert "Vampire Lord" in grave(duel, 0)
