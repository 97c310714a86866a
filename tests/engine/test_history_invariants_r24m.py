"""The state invariants' check of every card's history (duelist/testing/invariants.py,
`check_invariants` and `_check_histories`, round 23f's `Card.history`): a monster declares
one attack a Battle Phase unless a rule lets it attack every monster once (Asura Priest,
seed 004 §战斗阶段); a history is a tuple of seven entries; a card off the field has none.
Each broken history is caught, and a legal one is not (round 24m of docs/mutation.md: no
test broke a history, so deleting any of these checks went unseen)."""

import pytest

from duelist.engine import state as S
from duelist.testing.invariants import InvariantError, check_invariants
from duelist.testing.scenario import Script, Table


def _duel():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian", zone=0)
    table.hand(0, "Mystical Elf")
    duel = table.build()
    check_invariants(duel)
    return duel


def _guardian(duel):
    [card] = [c for c in duel.monsters(0) if c.data.name == "Celtic Guardian"]
    return card


def _broken(duel, message):
    with pytest.raises(InvariantError) as failed:
        check_invariants(duel)
    assert message in str(failed.value)


def test_a_monster_without_a_rule_for_it_that_declared_two_attacks_is_caught():
    duel = _duel()
    guardian = _guardian(duel)
    guardian.history = (3, "normal", 0, 0, 3, 2, "hand", ())
    guardian.fixed_turn = 3
    _broken(duel, "attacked 2 times")


def test_a_history_that_is_no_tuple_of_seven_entries_is_caught():
    """A monster's history as a list, and a hand card's as six entries."""
    duel = _duel()
    guardian = _guardian(duel)
    h = guardian.history
    guardian.history = list(h)
    _broken(duel, "has the history")
    guardian.history = h
    check_invariants(duel)
    [elf] = duel.players[0].hand
    elf.history = S.NO_HISTORY[:6]
    _broken(duel, "has the history")


def test_a_card_off_the_field_with_attacks_in_its_history_is_caught_as_off_the_field():
    duel = _duel()
    [elf] = duel.players[0].hand
    elf.history = (0, None, 0, 0, 0, 2, None, ())
    _broken(duel, "is off the field with the history")


def test_asura_priest_that_attacked_two_monsters_breaks_no_invariant():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Asura Priest")
    table.monster(1, "Giant Soldier of Stone", position="defense")
    table.monster(1, "Mystic Tomato", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Asura Priest")
    s.pick("battle")
    s.pick("attack", "Asura Priest", target="Giant Soldier of Stone")
    s.pick("attack", "Asura Priest", target="Mystic Tomato")
    while duel.request.kind != "battle":
        s.pick("pass", first=True)
    [asura] = [c for c in duel.monsters(0) if c.data.name == "Asura Priest"]
    assert asura.history[S.H_ATTACKS] == 2 and asura.attack_turn == 3
    check_invariants(duel)


@pytest.mark.parametrize("history", [
    (3, 5, 0, 0, 0, 0),             # a summon kind that is no name
    (3, "normal", "3", 0, 0, 0),    # a turn that is no number
    (3, "normal", 0, 0, 0, True),   # a bool for the attacks
    (3, "normal", False, 0, 0, 0),  # a bool for the Set turn
], ids=["kind-int", "turn-str", "attacks-true", "set-turn-false"])
def test_a_history_entry_of_the_wrong_type_is_caught(history):
    duel = _duel()
    guardian = _guardian(duel)
    guardian.history = history
    guardian.fixed_turn = 3
    _broken(duel, "has the history")


def test_a_history_later_than_the_duels_turn_is_caught():
    duel = _duel()
    guardian = _guardian(duel)
    guardian.history = (5, "normal", 0, 0, 0, 0, "hand", ())
    guardian.fixed_turn = 5
    _broken(duel, "has a history after turn 3")


def test_a_fixed_turn_that_is_not_the_latest_turn_of_the_history_is_caught():
    duel = _duel()
    guardian = _guardian(duel)
    guardian.history = (2, "normal", 0, 3, 0, 0, "hand", ())     # its position changed this turn
    guardian.fixed_turn = 2
    _broken(duel, "has fixed_turn 2")
    guardian.fixed_turn = 3
    check_invariants(duel)
