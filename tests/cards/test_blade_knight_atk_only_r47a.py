"""Blade Knight's boost is ATK only (round 47a).

The card's text: while its controller has 1 or fewer cards in hand, it gains 400 ATK. Its DEF
is untouched (seed 000 §攻撃力・守備力の変化: a change names the value it changes)."""

from duelist.testing.scenario import Table


def test_blade_knight_with_an_empty_hand_is_2000_atk_and_keeps_1000_def():
    """Q: my Blade Knight (1600/1000) is on the field and my hand is empty. Its stats? A: 2000
    ATK, 1000 DEF."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    knight = table.monster(0, "Blade Knight")
    duel = table.build()
    card = knight.card(duel)
    assert duel.atk(card) == 2000 and duel.defense(card) == 1000
