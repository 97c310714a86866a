"""A face-down monster offers only what works while Set (`face_down`); Exiled Force's
effect ("Tribute this card") needs it face-up. So a face-down Exiled Force is in neither
player's offer cache, and a change of its control (`take_control`, `swap_control`)
leaves both players' offers as they were (`_offered_where_it_is` reads the card's row for
the face it shows, actions.py), while the plain rule still decides what each player may
activate once it is turned face-up."""

from duelist.engine import state as S
from duelist.testing.invariants import check_kept_answers
from duelist.testing.scenario import Table


def _field():
    """Player 0's Main Phase 1 menu: player 1 has a face-down Exiled Force and a face-up
    Celtic Guardian (a Normal Monster), player 0 a face-up Sangan; both players' offers read."""
    table = Table(turn=3, turn_player=0)
    sangan = table.monster(0, "Sangan", zone=0)
    force = table.monster(1, "Exiled Force", zone=0, position="set")
    guardian = table.monster(1, "Celtic Guardian", zone=1)
    duel = table.build()
    assert duel.request.kind == "idle"
    for player in (0, 1):
        duel._response_options(player, idle=True)
    return duel, force.card(duel), sangan.card(duel), guardian.card(duel)


def _may_activate(duel, player):
    check_kept_answers(duel, activations=False)
    return [o.name for o in duel._response_options(player, idle=True)]


def test_taking_a_face_down_monster_whose_effect_works_only_face_up_leaves_both_players_offers_as_they_were():
    duel, force, _, _ = _field()
    sides = list(duel._sides)
    assert duel.take_control(force, 0)
    assert force.controller == 0 and not force.face_up
    assert duel._sides == sides
    assert _may_activate(duel, 0) == []
    # turned face-up, it is player 0's to activate (its face-up row offers it)
    assert duel.change_position(force, S.FACEUP_ATTACK)
    assert _may_activate(duel, 0) == ["Exiled Force"]


def test_swapping_a_face_down_monster_whose_effect_works_only_face_up_leaves_both_players_offers_as_they_were():
    duel, force, sangan, _ = _field()
    sides = list(duel._sides)
    assert duel.swap_control(force, sangan)
    assert force.controller == 0 and sangan.controller == 1
    assert duel._sides == sides
    assert _may_activate(duel, 0) == [] and _may_activate(duel, 1) == []


def test_taking_a_face_up_monster_with_an_effect_to_offer_changes_both_players_offers():
    duel, force, _, _ = _field()
    assert duel.change_position(force, S.FACEUP_ATTACK)
    assert _may_activate(duel, 0) == []        # (player 1's, an Ignition Effect: not in player 0's turn)
    sides = list(duel._sides)
    assert duel.take_control(force, 0)
    assert duel._sides[0] > sides[0] and duel._sides[1] > sides[1]
    assert _may_activate(duel, 0) == ["Exiled Force"] and _may_activate(duel, 1) == []
