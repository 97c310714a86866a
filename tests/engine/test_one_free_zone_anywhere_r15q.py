"""A card whose activation needs one free Main Monster Zone of its player
(`FreeMonsterZones(1, ...)`: Monster Reborn, Call of the Haunted, Snatch Steal, ...) is
offered while any one of that player's five Main Monster Zones is empty, whichever it is, and
passed by only while all five hold a monster (seed 000 §怪獸區域: a monster comes to a Main
Monster Zone of its controller; a player has five). The windows and menus pass such a card by
without a Ctx on a look at the zones (chain.py `_response_options`: one zone asked, an empty zone
looked for, round 15q of docs/performance.md; other counts, the free zones counted); these
tests put the one free zone, or the free zones, at every place, the fifth zone included, and
check Scapegoat's four."""

import itertools

import pytest

from duelist.testing.scenario import Table

FILLER = "Mystical Elf"     # a Normal Monster: no effect of its own

# every set of taken Main Monster Zones of player 0 (all 32, none to five)
PATTERNS = [taken for n in range(6) for taken in itertools.combinations(range(5), n)]


def _offers(name, taken, set_card=False, setup=None):
    """Player 0's Main Phase menu with monsters in the zones `taken`, `name` in the hand (or
    Set on an earlier turn when `set_card`) and Summoned Skull in their GY: is it offered?"""
    table = Table(turn=3, turn_player=0)
    for zone in taken:
        table.monster(0, FILLER, zone=zone)
    table.grave(0, "Summoned Skull")
    if setup is not None:
        setup(table)
    if set_card:
        table.spell_trap(0, name)
    else:
        table.hand(0, name)
    duel = table.build()
    assert duel.request.kind == "idle"
    assert [seq for seq in range(5) if duel.players[0].mzone[seq] is not None] == list(taken)
    return [o for o in duel.request.options if o.kind == "activate" and o.name == name] != []


@pytest.mark.parametrize("taken", PATTERNS, ids=lambda t: "taken-" + "".join(map(str, t)))
def test_monster_reborn_is_offered_while_any_main_monster_zone_is_free(taken):
    """Monster Reborn in the hand, Summoned Skull in the GY: offered exactly while one of
    the five zones is empty (the fifth zone alone included), never with all five taken."""
    assert _offers("Monster Reborn", taken) == (len(taken) < 5)


@pytest.mark.parametrize("free", range(5))
def test_call_of_the_haunted_set_is_offered_with_only_one_zone_free(free):
    """Call of the Haunted Set on an earlier turn, four zones taken: whichever zone is the
    free one, the Trap is offered; with that one taken too, it is not."""
    taken = tuple(z for z in range(5) if z != free)
    assert _offers("Call of the Haunted", taken, set_card=True)
    assert not _offers("Call of the Haunted", tuple(range(5)), set_card=True)


@pytest.mark.parametrize("free", range(5))
def test_snatch_steal_needs_a_free_zone_of_its_player_not_the_opponents(free):
    """Snatch Steal with Summoned Skull on player 1's field (which has four free zones):
    offered with player 0's one free zone at any place, refused with none free."""
    def opponent(table):
        table.monster(1, "Summoned Skull", zone=free)
    taken = tuple(z for z in range(5) if z != free)
    assert _offers("Snatch Steal", taken, setup=opponent)
    assert not _offers("Snatch Steal", tuple(range(5)), setup=opponent)


@pytest.mark.parametrize("taken", [t for t in PATTERNS if len(t) <= 2],
                         ids=lambda t: "taken-" + "".join(map(str, t)))
def test_scapegoat_counts_four_free_zones_wherever_they_are(taken):
    """Scapegoat's four Sheep Tokens need four free Main Monster Zones: offered with one
    monster anywhere (or none), not with two anywhere."""
    assert _offers("Scapegoat", taken) == (len(taken) <= 1)
