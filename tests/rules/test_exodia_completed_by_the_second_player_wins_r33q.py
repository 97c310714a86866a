"""Exodia the Forbidden One (seed 000 §勝負判定條件): a player with Exodia and its four limbs in
the hand wins the duel -- whichever player it is. Here player 1, the second player, draws the
fifth piece in their own Draw Phase: player 1 wins, player 0 loses ("exodia"), and the duel
ends at that state check.

The engine records a special win as the opponent's loss (actions.py `_win`: `_set_loser(1 -
player, reason)`, round 33s's pair, duel.py `_set_loser`); written `1 + player` it would still
name player 1 for player 0's win (the special-win tests of tests/rules and tests/cards were all
player 0's), and for player 1's win it would name player 1 as the loser. Round 33q: mutation testing of round
33s's lines."""

from duelist.testing.scenario import Table

HEAD = "Exodia the Forbidden One"
LIMBS = ["Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
         "Left Leg of the Forbidden One", "Right Leg of the Forbidden One"]


def test_the_second_player_drawing_the_fifth_piece_of_exodia_wins():
    table = Table(turn=4, turn_player=1, phase="draw")
    table.hand(1, HEAD, *LIMBS[:3])
    table.deck(0, ["Battle Ox"])
    table.deck(1, [LIMBS[3], "Battle Ox"])
    duel = table.build()
    assert duel.result == {"winner": 1, "reason": "exodia", "turn": 4}
    assert duel.request is None
    ends = [e for e in duel.log if e.get("type") == "duel_end"]
    assert len(ends) == 1 and ends[0]["winner"] == 1
