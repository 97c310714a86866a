"""Link Spider whose pointed-to zone is taken in its chain (round 48c).

Link Spider's text: Special Summon a Level 4 or lower Normal Monster from your hand to a zone it
points to. Seed 000 §特殊召喚: a monster is Special Summoned only to a free zone it may use: if
Call of the Haunted, chained to it, fills the one zone Link Spider points to, its effect
resolves doing nothing, and the Normal Monster stays in the hand."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def test_link_spider_summons_nothing_after_call_of_the_haunted_filled_the_zone_it_points_to():
    """Q: Link Spider (Extra Monster Zone, pointing to my zone 1) activates with Celtic Guardian
    in my hand; I chain Call of the Haunted and bring Battle Ox back to zone 1. What does Link
    Spider do? A: nothing: Celtic Guardian stays in my hand."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Link Spider", zone=5)
    table.monster(0, "Mystical Elf", zone=0, position="defense")
    table.hand(0, "Celtic Guardian")
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Link Spider")
    s.pick("activate", "Call of the Haunted", request="chain", player=0)
    s.pick("target", "Battle Ox")
    for _ in range(10):
        if duel.request.kind == "chain":
            s.pick("pass")
        elif duel.request.kind == "option":
            s.pick("option", "Attack Position")
        elif duel.request.kind == "zone":
            s.zones(1)
        else:
            break
    assert duel.request.kind == "idle" and duel.request.player == 0
    ox = [c for c in duel.monsters(0) if c.name == "Battle Ox"][0]
    assert ox.seq == 1
    assert hand(duel, 0) == ["Celtic Guardian"]
