"""A monster's effects are offered to the player who controls it, as it is now: after a change
of control (`take_control`, `swap_control`) and after a change of battle position by an effect
(`change_position`), the Main Phase menu offers what the plain rule allows. The offer cache
(chain.py `_offer_candidates`) is made again only when one of these moves changes what a
player may activate: a monster whose effects are offered nowhere where it stands (a Normal
Monster, or a face-up monster's change between Attack and Defense Position) leaves both
players' offers as they were (round 11 of docs/performance.md)."""

from duelist.engine import state as S
from duelist.testing.invariants import check_kept_answers
from duelist.testing.scenario import Table


def _field():
    """Player 0's Main Phase 1 menu: player 0 has Exiled Force (Tribute it: destroy 1 monster
    on the field) and Sangan (its only effect a trigger, which no menu offers), player 1 has
    Celtic Guardian (a Normal Monster), all face-up in Attack Position; both players' offers
    read."""
    table = Table(turn=3, turn_player=0)
    force = table.monster(0, "Exiled Force", zone=0)
    sangan = table.monster(0, "Sangan", zone=1)
    guardian = table.monster(1, "Celtic Guardian", zone=0)
    duel = table.build()
    assert duel.request.kind == "idle"
    for player in (0, 1):
        duel._response_options(player, idle=True)
    return duel, force.card(duel), sangan.card(duel), guardian.card(duel)


def _turn_player_may_activate(duel):
    """The activations of player 0's menu now (what the plain rule allows), every kept answer
    that is current checked against its plain computation first."""
    check_kept_answers(duel, activations=False)
    names = [o.name for o in duel._response_options(0, idle=True)]
    check_kept_answers(duel, activations=False)     # (player 1's cache too, read or not)
    return names


def test_a_monster_whose_control_is_taken_is_no_longer_its_old_controllers_to_activate():
    duel, force, _, _ = _field()
    assert _turn_player_may_activate(duel) == ["Exiled Force"]
    assert duel.take_control(force, 1)
    duel._response_options(1, idle=True)
    assert _turn_player_may_activate(duel) == []
    assert duel.take_control(force, 0)
    assert _turn_player_may_activate(duel) == ["Exiled Force"]


def test_taking_a_normal_monster_leaves_both_players_offers_as_they_were():
    duel, _, _, guardian = _field()
    sides = list(duel._sides)
    assert duel.take_control(guardian, 0)
    assert duel._sides == sides and guardian.controller == 0
    assert _turn_player_may_activate(duel) == ["Exiled Force"]


def test_swapped_monsters_are_activated_by_the_players_who_now_control_them():
    duel, force, _, guardian = _field()
    assert duel.swap_control(force, guardian)
    duel._response_options(1, idle=True)
    assert _turn_player_may_activate(duel) == []
    assert duel.swap_control(guardian, force)
    assert force.controller == 0 and guardian.controller == 1
    assert _turn_player_may_activate(duel) == ["Exiled Force"]


def test_swapping_two_monsters_with_nothing_to_activate_leaves_both_players_offers_as_they_were():
    duel, _, sangan, guardian = _field()
    sides = list(duel._sides)
    assert duel.swap_control(sangan, guardian)
    assert duel._sides == sides and sangan.controller == 1 and guardian.controller == 0
    assert _turn_player_may_activate(duel) == ["Exiled Force"]


def test_a_face_up_monster_changed_to_defense_position_may_still_be_activated():
    duel, force, _, _ = _field()
    sides = list(duel._sides)
    assert duel.change_position(force, S.FACEUP_DEFENSE)
    assert duel._sides == sides         # (a face-up monster's row is the same in either position)
    assert _turn_player_may_activate(duel) == ["Exiled Force"]


def test_a_monster_turned_face_down_cannot_be_activated_and_turned_face_up_again_can():
    duel, force, _, _ = _field()
    assert duel.change_position(force, S.FACEDOWN_DEFENSE)
    assert _turn_player_may_activate(duel) == []
    assert duel.change_position(force, S.FACEUP_ATTACK)
    assert _turn_player_may_activate(duel) == ["Exiled Force"]
