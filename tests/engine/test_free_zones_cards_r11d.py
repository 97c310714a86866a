"""The cards that bring a monster to their player's field from a GY, or take one of the
opponent's, declare the free Main Monster Zone they need (`FreeMonsterZones(1, ...)`,
engine/effects.py): Monster Reborn, Premature Burial and Book of Life (the monster comes back
to a Main Monster Zone of yours), Snatch Steal and Change of Heart (the monster taken needs
one). With every Main Monster Zone of the player taken the windows and menus pass them by
without a call; the rulings stay those of the plain rule. A zone an effect blocks (Ojama
King) is no zone for the taken monster: the cards that took control keep that test as the
rest of their condition, so three free zones all blocked still refuse them."""

import pytest

from duelist.testing.scenario import Table

FILLER = "Mystical Elf"     # a Normal Monster: no effect of its own

# card -> (the GY cards of player 0, of player 1, the monsters of player 1)
SETUPS = {
    "Monster Reborn": (["Summoned Skull"], [], []),
    "Premature Burial": (["Summoned Skull"], [], []),
    "Book of Life": (["Pyramid Turtle"], ["Summoned Skull"], []),
    "Snatch Steal": ([], [], ["Summoned Skull"]),
    "Change of Heart": ([], [], ["Summoned Skull"]),
}


def _menu_offers(name, monsters):
    """Player 0's Main Phase menu with `name` in the hand, what it needs in the GYs or on
    player 1's field, and `monsters` of player 0's in Main Monster Zones."""
    mine, theirs, opp_field = SETUPS[name]
    table = Table(turn=3, turn_player=0)
    for i in range(monsters):
        table.monster(0, FILLER, zone=i)
    for card in opp_field:
        table.monster(1, card)
    if mine:
        table.grave(0, *mine)
    if theirs:
        table.grave(1, *theirs)
    table.hand(0, name)
    duel = table.build()
    assert duel.request.kind == "idle"
    assert duel.players[0].mzone.count(None) == 5 - monsters
    return [o for o in duel.request.options if o.kind == "activate" and o.name == name] != []


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_the_card_is_offered_with_one_free_main_monster_zone(name):
    assert _menu_offers(name, 4)


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_the_card_is_not_offered_with_every_main_monster_zone_taken(name):
    assert not _menu_offers(name, 5)


def _ojama_menu(name, monsters):
    """Ojama King face-up on player 1's field blocks player 0's zones 0-2; player 0 has
    `monsters` in zones 3 on and `name` in the hand: the menu offers it?"""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Ojama King")
    for zone in range(3, 3 + monsters):
        table.monster(0, FILLER, zone=zone)
    table.hand(0, name)
    duel = table.build()
    while duel.request is not None and duel.request.kind == "zone":
        duel.answer(duel.request.options[0])      # (zones 0, 1, 2, one by one)
    assert duel._blocked_zones(0) == [0, 1, 2]
    assert duel.request.kind == "idle"
    return [o for o in duel.request.options if o.kind == "activate" and o.name == name] != []


@pytest.mark.parametrize("name", ["Snatch Steal", "Change of Heart"])
def test_zones_ojama_king_blocks_are_no_zone_for_a_taken_monster(name):
    assert _ojama_menu(name, 1)          # zone 4 free, nothing blocks it
    assert not _ojama_menu(name, 2)      # three empty zones, all blocked
