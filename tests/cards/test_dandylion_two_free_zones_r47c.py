"""Dandylion with exactly two Main Monster Zones free (round 47c, a mutant's survivor).

Dandylion's effect Special Summons two Fluff Tokens, both or none: it needs two free zones, and
two are enough. Seed 000 §特殊召喚 (a monster is Special Summoned to a free Main Monster Zone)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_dandylion_sent_to_the_gy_with_two_free_zones_makes_both_fluff_tokens():
    """Q: three of my five Main Monster Zones hold monsters; I send Dandylion from the Deck to the
    GY with Foolish Burial. Do I get the Tokens? A: yes, both: two zones are free, just enough."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Foolish Burial")
    table.deck(0, ["Dandylion", "Battle Ox"])
    for name in ("Battle Ox", "Battle Ox", "Junk Synchron"):
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Foolish Burial")
    s.pick("select", "Dandylion")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Battle Ox", "Fluff Token", "Fluff Token",
                                                "Junk Synchron"]
