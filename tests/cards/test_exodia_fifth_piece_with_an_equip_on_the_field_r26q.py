"""Exodia the Forbidden One wins as soon as its controller holds all five pieces, also when
the field is one the state checks have found quiet (an Equip Card on its monster) and the
fifth piece is drawn in the next turn's Draw Phase with nothing on the field changed.

Rules cited: seed 000 §勝負判定條件 (special victory conditions, checked with the state
checks). Card behaviour: Exodia the Forbidden One's current OCG/TCG text. Round 26q (helper
h26q): kills actions.py `_state_check_pass`' whole-pass mark taken as quiet with a card of a
special victory condition in the duel (the `not self._win_cards` operand dropped), under
which `_state_checks` skipped every pass, the win check included, while the key held.
"""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table

HEAD = "Exodia the Forbidden One"
LIMBS = ["Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
         "Left Leg of the Forbidden One", "Right Leg of the Forbidden One"]


def test_exodia_fifth_piece_drawn_next_turn_wins_with_an_equip_card_on_the_field():
    table = Table(turn=2, turn_player=1)
    table.hand(0, HEAD, *LIMBS[:3])
    table.deck(0, [LIMBS[3], "Battle Ox"])
    table.deck(1, ["Battle Ox"])
    elf = table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=elf)
    duel = table.build()
    s = Script(duel)
    s.expect("idle", player=1)
    assert duel.result is None
    s.end_turn()        # player 0's turn 3: the Draw Phase draws the Right Leg
    assert duel.result == {"winner": 0, "reason": "exodia", "turn": 3}
    assert duel.request is None and of_type(duel, "duel_end")[0]["winner"] == 0
