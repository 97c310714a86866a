"""Exodia the Forbidden One wins as soon as its controller holds all five pieces, also when
the only card on the field the state checks look at is a position-forcing one (Level Limit -
Area B, G/B's common field, which the checks find quiet) and the fifth piece is drawn in the
next turn's Draw Phase with nothing on the field changed.

Rules cited: seed 000 §勝負判定條件 (special victory conditions, checked with the state
checks). Card behaviour: Exodia the Forbidden One's current OCG/TCG text. Round 28m: the state
checks' whole-pass mark taken by the force step alone (round 27s) must not be set with a card
of a special victory condition in the duel (tests/cards/test_exodia_fifth_piece_with_an_equip_on_the_field_r26q.py:
the same with an Equip Card)."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table

HEAD = "Exodia the Forbidden One"
LIMBS = ["Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
         "Left Leg of the Forbidden One", "Right Leg of the Forbidden One"]


def test_exodia_fifth_piece_drawn_next_turn_wins_beside_level_limit():
    table = Table(turn=2, turn_player=1)
    table.hand(0, HEAD, *LIMBS[:3])
    table.deck(0, [LIMBS[3], "Battle Ox"])
    table.deck(1, ["Battle Ox"])
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    table.monster(1, "Kuriboh")
    duel = table.build()
    s = Script(duel)
    s.expect("idle", player=1)
    assert duel.result is None
    s.end_turn()        # player 0's turn 3: the Draw Phase draws the Right Leg
    assert duel.result == {"winner": 0, "reason": "exodia", "turn": 3}
    assert duel.request is None and of_type(duel, "duel_end")[0]["winner"] == 0
