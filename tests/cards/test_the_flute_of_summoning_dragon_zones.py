"""The Flute of Summoning Dragon needs a free Main Monster Zone of yours: a Dragon it would
Special Summon has nowhere to go without one (its condition declares it,
`FreeMonsterZones(1, ...)`, then asks for a face-up Lord of D. and a Dragon in your hand)."""

from duelist.testing.scenario import Script, Table

FILLER = "Mystical Elf"     # a Normal Monster: no effect of its own


def _flute_offered(fillers):
    """Lord of D. in your zone 0, `fillers` Normal Monsters of yours beside it, the Flute and
    a Dragon in your hand: does the Main Phase menu offer the Flute?"""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Lord of D.", zone=0)
    for zone in range(1, 1 + fillers):
        table.monster(0, FILLER, zone=zone)
    table.hand(0, "The Flute of Summoning Dragon", "Koumori Dragon")
    duel = table.build()
    assert duel.players[0].mzone.count(None) == 4 - fillers
    return Script(duel).has("activate", "The Flute of Summoning Dragon")


def test_the_flute_is_offered_with_one_free_main_monster_zone():
    assert _flute_offered(3)


def test_the_flute_is_not_offered_with_every_main_monster_zone_taken():
    assert not _flute_offered(4)
