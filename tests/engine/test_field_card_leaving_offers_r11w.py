"""A card that leaves the field, or lands there, changes what its player may activate only if
its effects are offered where it stood, the way it was facing: a Set Quick-Play Spell's
activation is offered, a face-up Continuous Spell's card is already active and offers nothing
from its zone. The offer cache (chain.py `_offer_candidates`) is made again only in the first
case: duel.py `_remove` and `_place` bump the player's `_sides` only for a card in a column of
the cache (round 11w of docs/performance.md); the menu answers the plain rule either way."""

from duelist.testing.invariants import check_kept_answers
from duelist.testing.scenario import Table


def _field():
    """Player 0's Main Phase 1 menu: a Set Mystical Space Typhoon (Set on an earlier turn, so
    it may be activated) and a face-up Level Limit - Area B, both in player 0's Spell & Trap
    Zones; player 1 has a Set Mystical Space Typhoon. Both players' offers read."""
    table = Table(turn=3, turn_player=0)
    typhoon = table.spell_trap(0, "Mystical Space Typhoon", zone=0)
    level_limit = table.spell_trap(0, "Level Limit - Area B", zone=1, face_down=False)
    table.spell_trap(1, "Mystical Space Typhoon", zone=0)
    duel = table.build()
    assert duel.request.kind == "idle"
    for player in (0, 1):
        duel._response_options(player, idle=True)
    return duel, typhoon.card(duel), level_limit.card(duel)


def _turn_player_may_activate(duel):
    """The activations of player 0's menu now, every current kept answer checked against its
    plain computation before and after."""
    check_kept_answers(duel, activations=False)
    names = [o.name for o in duel._response_options(0, idle=True)]
    check_kept_answers(duel, activations=False)
    return names


def test_a_face_up_continuous_spell_destroyed_leaves_its_players_offers_as_they_were():
    duel, _, level_limit = _field()
    assert _turn_player_may_activate(duel) == ["Mystical Space Typhoon"]
    sides = list(duel._sides)
    duel.destroy([level_limit], "rule")
    assert level_limit.location == "grave"
    assert duel._sides == sides
    assert _turn_player_may_activate(duel) == ["Mystical Space Typhoon"]


def test_a_set_quick_play_destroyed_is_no_longer_offered():
    duel, typhoon, _ = _field()
    sides = list(duel._sides)
    duel.destroy([typhoon], "rule")
    assert typhoon.location == "grave"
    assert duel._sides[0] > sides[0]
    assert _turn_player_may_activate(duel) == []
