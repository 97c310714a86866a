"""A Set Destiny Board wins nothing (round 47b's mutation round).

The card's text: its controller wins with Destiny Board and the four Spirit Messages face-up on
their field; a Set Destiny Board is not activated (seed 000 §永續陷阱 / §永續效果: a Continuous
Trap's effect applies only face-up, once activated), and Spirit Messages without a face-up
Destiny Board are sent to the GY (their own text)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Table

MESSAGES = ('Spirit Message "I"', 'Spirit Message "N"', 'Spirit Message "A"', 'Spirit Message "L"')


def test_four_spirit_messages_beside_a_set_destiny_board_do_not_win():
    """Q: my four Spirit Messages are face-up and my Destiny Board is Set. Do I win? A: no:
    the Messages go to the GY and the duel goes on."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Destiny Board", face_down=True)
    for name in MESSAGES:
        table.spell_trap(0, name, face_down=False)
    duel = table.build()
    assert duel.result is None
    assert sorted(grave(duel, 0)) == sorted(MESSAGES)
