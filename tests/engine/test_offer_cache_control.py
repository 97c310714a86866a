"""The response windows' offer cache and a change of control (docs/performance.md, issue 11
round 8). The cache entry of each player is kept with one number: their `_sides` version
plus the `_field_version` bumps that `_remove` and `_place` did not make (control changes,
zone moves). Both only ever grow, so the sum stays the same only while both do.

Ruled here for the case that number exists for: a monster with a Quick Effect whose
control is taken (Snatch Steal, Creature Swap) enters no hand, GY or zone through
`_remove`/`_place`, so its old controller's `_sides` does not move; yet from then on it
is the new controller's to activate and no longer the old one's. Both players' cached
offers must be walked again and show it. (Random duels rarely take a monster that has
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
    assert duel._sides == sides                        # (no hand, GY or zone entered or left)
    for player in (0, 1):
        assert _asked(duel, player) == _walked(duel, player), player     # both walk again
    assert (card.cid, 0) in _asked(duel, 0)
    assert (card.cid, 0) not in _asked(duel, 1)
