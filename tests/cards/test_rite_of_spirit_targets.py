"""Rite of Spirit's targets: the Gravekeeper's monsters of its player's GY that could be
Special Summoned, offered in GY order. Its script lists the GY's Gravekeeper's monsters in
one loop before the filter asks the summon question (docs/performance.md, round 11: the
windows ask this while the card is Set, and most GYs hold none); these scenarios pin what
that list must keep: the order, the owner, and the zone the summon needs."""

from duelist.testing.scenario import Script, Table

FILLER = "Mystical Elf"     # a Normal Monster: no effect of its own


def _table(monsters=0, own=(), theirs=()):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Rite of Spirit")
    for i in range(monsters):
        table.monster(0, FILLER, zone=i)
    if own:
        table.grave(0, *own)
    if theirs:
        table.grave(1, *theirs)
    return table.build()


def test_the_targets_are_your_gravekeepers_monsters_in_gy_order():
    duel = _table(own=("Gravekeeper's Spy", "Dark Magician", "Gravekeeper's Chief", "Pot of Greed",
                       "Gravekeeper's Spear Soldier"))
    s = Script(duel)
    s.pick("activate", "Rite of Spirit")
    s.expect(request="target", player=0)
    assert [o.name for o in s.options("target")] == \
        ["Gravekeeper's Spy", "Gravekeeper's Chief", "Gravekeeper's Spear Soldier"]


def test_not_offered_with_only_the_opponents_gravekeepers_monster():
    assert not Script(_table(own=("Dark Magician",), theirs=("Gravekeeper's Spy",))).has("activate", "Rite of Spirit")


def test_not_offered_with_every_main_monster_zone_taken():
    assert not Script(_table(monsters=5, own=("Gravekeeper's Spy",))).has("activate", "Rite of Spirit")


def test_offered_with_one_main_monster_zone_free():
    assert Script(_table(monsters=4, own=("Gravekeeper's Spy",))).has("activate", "Rite of Spirit")
