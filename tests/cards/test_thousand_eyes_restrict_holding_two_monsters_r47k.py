"""Thousand-Eyes Restrict holding two Monster Cards as Equip Cards (it takes one a turn, but a
position can hold two: a Dark Necrofear equipped to it beside the monster it took): its ATK and
DEF are those of the first of them in the Spell & Trap Zones' order, its controller's zones
first (`absorbed`), whichever was equipped first."""

from duelist.testing.scenario import Table


def _ter_holding(first, second):
    """Player 0's Thousand-Eyes Restrict with `first` = (name, zone) equipped before `second`."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    for name, zone in (first, second):
        table.spell_trap(0, name, zone=zone, face_down=False, equipped_to=ter)
    duel = table.build()
    return duel, ter.card(duel)


def test_the_held_monster_is_the_first_in_zone_order_not_the_last_equipped():
    """Dark Magician (2500/2100) in Spell & Trap Zone 2 equipped first, Blue-Eyes White Dragon
    (3000/2500) in Zone 4 equipped after it: Thousand-Eyes Restrict is 2500/2100, Dark
    Magician's; the other way round in the zones, Blue-Eyes's 3000/2500."""
    duel, ter = _ter_holding(("Dark Magician", 1), ("Blue-Eyes White Dragon", 3))
    assert (duel.atk(ter), duel.defense(ter)) == (2500, 2100)
    duel, ter = _ter_holding(("Dark Magician", 3), ("Blue-Eyes White Dragon", 1))
    assert (duel.atk(ter), duel.defense(ter)) == (3000, 2500)
