"""The Extra Monster Zones a monster from the Extra Deck may take (seed 000 §額外怪獸區域): a
player uses at most one of the two. While neither holds a monster, either is free to either
player (extra.py `_free_extra_monster_zones`, its answer for two empty zones given at once);
once one holds a player's monster, that player may take no other (no Link points to one), and
the opponent only the empty one; a monster about to leave (a material) frees its zone."""

from duelist.engine import state as S
from duelist.testing.scenario import Table

E0, E1 = S.EMZ_FIRST_SEQ, S.EMZ_FIRST_SEQ + 1


def _duel(emz_monster=None):
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    if emz_monster is not None:
        owner, zone = emz_monster
        table.monster(owner, "Gaia the Dragon Champion", zone=zone)
    return table.build()


def test_both_empty_extra_monster_zones_are_free_to_either_player():
    duel = _duel()
    assert duel._free_extra_monster_zones(0) == [E0, E1]
    assert duel._free_extra_monster_zones(1) == [E0, E1]


def test_a_player_who_uses_one_may_not_take_the_other():
    duel = _duel((0, E0))
    assert duel._free_extra_monster_zones(0) == []
    assert duel._free_extra_monster_zones(1) == [E1]


def test_the_monster_leaving_frees_its_zone_again():
    duel = _duel((1, E1))
    gaia = duel.emz[1]
    assert duel._free_extra_monster_zones(1, leaving=(gaia,)) == [E0, E1]
    assert duel._free_extra_monster_zones(0) == [E0]
