"""Call of the Haunted brings a monster back from its player's GY to a Main Monster Zone
of theirs: it can be activated only while one of them is free and a monster in that GY could
come back. Its script declares the free zone it needs (`condition=FreeMonsterZones(1)`), so
that with every zone taken the windows pass it by and the GY is not walked
(docs/performance.md, round 11); the ruling is the one the target walk alone gave: these
scenarios pin it from both sides."""

from duelist.testing.scenario import Table

FILLER = "Mystical Elf"         # a Normal Monster: no effect of its own
SET_FILLER = "Reinforcements"   # a Trap Set in the other Spell & Trap Zones


def _offered(monsters=4, grave=("Summoned Skull",), traps=0):
    """The turn player's Main Phase menu: Call of the Haunted Set on an earlier turn, `grave`
    in their GY, `monsters` of theirs in Main Monster Zones and `traps` more Set cards beside
    it: is it offered?"""
    table = Table(turn=3, turn_player=0)
    for i in range(monsters):
        table.monster(0, FILLER, zone=i)
    table.spell_trap(0, "Call of the Haunted", zone=0)
    for i in range(traps):
        table.spell_trap(0, SET_FILLER, zone=1 + i)
    if grave:
        table.grave(0, *grave)
    duel = table.build()
    assert duel.request.kind == "idle"
    assert duel.players[0].mzone.count(None) == 5 - monsters
    return [o for o in duel.request.options if o.kind == "activate" and o.name == "Call of the Haunted"] != []


def test_offered_with_one_free_main_monster_zone_and_a_monster_in_the_gy():
    assert _offered(monsters=4)


def test_not_offered_with_every_main_monster_zone_taken():
    assert not _offered(monsters=5)


def test_the_spell_and_trap_zones_being_full_does_not_matter():
    # Call of the Haunted is already in its zone: only a Main Monster Zone is needed
    assert _offered(monsters=4, traps=4)


def test_not_offered_with_free_zones_but_no_monster_in_the_gy():
    assert not _offered(monsters=0, grave=("Pot of Greed",))
