"""A scenario table's state checks apply before the first decision (docs/scenarios.md:
build() returns the duel run up to its first decision; ENGINE.md §2: the state checks run
before any player may act)."""

from duelist.engine import state as S
from duelist.testing.scenario import Table


def test_a_table_with_a_player_at_0_lp_is_already_decided():
    """seed 000 §勝負判定條件: a player with 0 LP loses, however it was reached."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(8000, 0))
    duel = table.build()
    assert duel.result is not None and duel.result["winner"] == 0 and duel.result["reason"] == "lp"
    assert duel.request is None


def test_a_table_with_exodia_in_hand_is_already_won():
    """seed 000 §勝負判定條件 (special victory): the five Exodia pieces in the hand win."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(0, "Exodia the Forbidden One", "Right Arm of the Forbidden One",
               "Left Arm of the Forbidden One", "Right Leg of the Forbidden One",
               "Left Leg of the Forbidden One")
    duel = table.build()
    assert duel.result is not None and duel.result["winner"] == 0
    assert duel.request is None


def test_a_table_applies_continuous_position_rules_before_the_first_decision():
    """Level Limit - Area B (a continuous effect held by the state checks): a Level 4 or
    higher monster on the table in Attack Position is already in Defense Position when the
    first decision is asked."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    ox = table.monster(0, "Battle Ox")
    duel = table.build()
    assert ox.card(duel).position == S.FACEUP_DEFENSE
    assert duel.request.kind == "idle"
