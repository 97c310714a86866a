"""The state invariants' check of Card.history's H_FROM (duelist/testing/invariants.py
`_check_histories`): the place a monster's summon took it from is one a summon takes a
monster from, and a card with no summon has none (seed 000 §融合召喚 ●1: "Special Summoned
from the Extra Deck" is read from it, tests/rules/test_fusion_material_lines_r39y.py)."""

import pytest

from duelist.engine import state as S
from duelist.testing.invariants import InvariantError, check_invariants
from duelist.testing.scenario import Table


def _duel():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Flame Swordsman", summon_kind="fusion")
    table.spell_trap(0, "Waboku")
    duel = table.build()
    check_invariants(duel)
    return duel


def _one(duel, name):
    [card] = [c for c in duel.cards if c.data.name == name]
    return card


def test_a_monster_summoned_from_no_such_place_is_caught():
    duel = _duel()
    _one(duel, "Flame Swordsman").summoned_from = "moon"
    with pytest.raises(InvariantError, match="summoned from"):
        check_invariants(duel)


def test_a_set_card_with_a_place_it_was_summoned_from_is_caught():
    """A Spell/Trap Set has no summon kind: a place its summon took it from is a broken history."""
    duel = _duel()
    _one(duel, "Waboku").summoned_from = S.HAND
    with pytest.raises(InvariantError, match="summoned from"):
        check_invariants(duel)


def test_a_legal_history_passes():
    duel = _duel()
    assert _one(duel, "Flame Swordsman").history[S.H_FROM] == S.EXTRA
    assert _one(duel, "Waboku").history[S.H_FROM] is None
    check_invariants(duel)
