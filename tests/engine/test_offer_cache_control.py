"""The response windows' offer cache and a change of control (docs/performance.md, issue 11
rounds 8-9). The cache entry of each player is kept with one number, their `_sides`
version, bumped where a card that offers something enters or leaves their hand, GY or
zones (`_remove`/`_place`), moves to another of their zones, turns face-up or face-down,
and for both players at a change of control.

Ruled here for the change of control: a monster with a Quick Effect whose control is
taken (Snatch Steal, Creature Swap) enters no hand, GY or zone through `_remove`/`_place`;
yet from then on it is the new controller's to activate and no longer the old one's. Both
players' cached offers must be walked again and show it. (Random duels rarely take a monster that has
something to offer, so this is checked on its own; tests/engine/test_offer_cache.py checks
every other walk of random duels.) An engine-internal check: the cache is private."""

from duelist.testing.scenario import Table


def _asked(duel, player, column=0):
    """What a response window now finds in the cache for the player (it walks again
    where the cache no longer holds)."""
    duel._response_options(player)
    return [(card.cid, effect.index) for card, effect in duel._offer_cache[player][1][column]]


def _walked(duel, player, column=0):
    duel._offer_cache[player] = None
    return [(card.cid, effect.index) for card, effect in duel._offer_candidates(player, column)]


def test_a_monster_whose_control_is_taken_is_offered_to_its_new_controller_only():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    dragon = table.monster(1, "Stardust Dragon")
    duel = table.build()
    card = dragon.card(duel)
    assert (card.cid, 0) in _walked(duel, 1)          # its Quick Effect, its owner's
    assert (card.cid, 0) not in _walked(duel, 0)
    sides = list(duel._sides)

    assert duel.take_control(card, 0)                  # Snatch Steal
    assert duel._sides[0] > sides[0] and duel._sides[1] > sides[1]     # both players' numbers move
    for player in (0, 1):
        assert _asked(duel, player) == _walked(duel, player), player     # both walk again
    assert (card.cid, 0) in _asked(duel, 0)
    assert (card.cid, 0) not in _asked(duel, 1)


def test_a_zone_move_of_a_monster_with_a_quick_effect_reorders_its_controllers_offers():
    """A card placed by plain code and then moved to the zone its player chose (zones.py
    `_relocate`) is a move like `_remove`/`_place`'s: when the moved card offers something
    in its zone, its controller's offers (listed in zone order) are walked again and show
    the new order; the opponent's cached offers are not touched by it."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    first = table.monster(0, "Stardust Dragon", zone=0)
    table.monster(0, "Stardust Dragon", zone=1)
    table.monster(1, "Stardust Dragon", zone=0)
    duel = table.build()
    before = _asked(duel, 0)
    assert before == _walked(duel, 0) and len(before) == 2
    _asked(duel, 1)
    theirs = duel._offer_cache[1]
    duel._relocate(first.card(duel), 2, None, None, None)      # zone 0 -> zone 2
    after = _asked(duel, 0)
    assert after == _walked(duel, 0)
    assert after == before[::-1]                        # the moved one now comes second
    assert duel._response_options(1) is not None and duel._offer_cache[1] is theirs


def test_monsters_that_switch_control_are_offered_to_their_new_controllers():
    """Creature Swap (`swap_control`): each monster goes to the other side in the same
    moment, through no hand, GY or zone of `_remove`/`_place`. Each Quick Effect is its new
    controller's to activate from then on: both players' cached offers are walked again."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    mine = table.monster(0, "Stardust Dragon")
    theirs = table.monster(1, "Stardust Dragon")
    duel = table.build()
    a, b = mine.card(duel), theirs.card(duel)
    assert _asked(duel, 0) == [(a.cid, 0)] and _asked(duel, 1) == [(b.cid, 0)]
    assert duel.swap_control(a, b)
    assert _asked(duel, 0) == _walked(duel, 0) == [(b.cid, 0)]
    assert _asked(duel, 1) == _walked(duel, 1) == [(a.cid, 0)]
