"""The result line a duel ends with names how it was won: by a card's own win condition (all
five pieces of Exodia in a hand) it says just that, not "the opponent's ..." as for LP brought
to 0 or a Deck that could not draw (seed 000 §勝負判定條件: LP 0, a draw from an empty Deck, and a
card's effect that wins the duel are three ways a duel is decided).
Round 48f: text.py `describe_result` without its test for a reason of its own."""

from duelist.engine.text import describe_result
from duelist.testing.scenario import Table

EXODIA = ("Exodia the Forbidden One", "Right Arm of the Forbidden One", "Left Arm of the Forbidden One",
          "Right Leg of the Forbidden One", "Left Leg of the Forbidden One")


def test_a_duel_won_by_exodia_is_told_as_won_by_exodia():
    """Five pieces in player 0's hand: the state check ends the duel; the line says "exodia"."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, *EXODIA)
    duel = table.build()
    assert duel.result == {"winner": 0, "reason": "exodia", "turn": 3}
    assert describe_result(duel.result, ["You", "Opponent"]) == "You win on turn 3 (exodia)"


def test_a_duel_won_on_lp_is_told_as_the_opponents_lp_reaching_0():
    table = Table(rules="GOAT", turn=3, lp=(8000, 0))
    duel = table.build()
    assert duel.result["winner"] == 0 and duel.result["reason"] == "lp"
    assert describe_result(duel.result, ["You", "Opponent"]) == "You win on turn 3 (the opponent's LP reached 0)"
