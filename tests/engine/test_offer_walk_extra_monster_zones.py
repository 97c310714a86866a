"""The offer walk looks at the two Extra Monster Zones one by one, written out (chain.py
`_offer_candidates`; docs/performance.md, round 10: the loop over them was a loop of its own on
PyPy at every walk, both zones empty most of the time). The rule it stands for (ENGINE.md §3,
seed 000 §新大師規則): a monster in an Extra Monster Zone is its controller's to activate, in
zone order after the Main Monster Zones, whichever of the two zones it is in, and never the
opponent's. Random duels on the bench's Goat pairs play without Extra Monster Zones, so every
placement is checked here. An engine-internal check: the walk is private."""

import pytest

from duelist.testing.scenario import Table

DRAGON = "Stardust Dragon"      # a Quick Effect that works in a Monster Zone (the response window's column)


def _walked(duel, player):
    duel._offer_cache[player] = None
    return [card for card, _effect in duel._offer_candidates(player, 0)]


@pytest.mark.parametrize("left", [None, 0, 1])
@pytest.mark.parametrize("right", [None, 0, 1])
def test_a_monster_in_either_extra_monster_zone_is_offered_to_its_controller_in_zone_order(left, right):
    """left, right: who controls the monster in that Extra Monster Zone (None: empty). A
    player places a monster in only one of them (seed 000 §額外怪獸區域), so both of one
    player's is set by hand, the second placed by the opponent and its controller changed:
    the walk reads each zone's controller, whatever the rules let happen."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    mains = [table.monster(0, DRAGON, zone=0), table.monster(1, DRAGON, zone=0)]
    taken = left is not None and right == left
    extra = [None if left is None else (left, table.monster(left, DRAGON, zone=5)),
             None if right is None else (right, table.monster(1 - right if taken else right, DRAGON, zone=6))]
    duel = table.build()
    if taken:
        extra[1][1].card(duel).controller = right
    assert [c is not None for c in duel.emz] == [left is not None, right is not None]
    for player in (0, 1):
        expected = [mains[player].card(duel)] + [ref.card(duel) for placed in extra if placed is not None
                                                 for owner, ref in (placed,) if owner == player]
        assert _walked(duel, player) == expected, (left, right, player)
