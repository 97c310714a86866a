"""Rulings on the End Phase: the hand limit."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_a_card_returned_to_the_hand_by_a_discard_trigger_means_discarding_again():
    """seed 004 §结束阶段: when the End Phase ends, the turn player's hand holds at most 6
    cards. Night Assailant discarded for the hand limit returns Man-Eater Bug from the GY to
    the hand: 7 cards again, so the player discards once more before the turn ends."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="end")
    table.hand(0, "Night Assailant", *(["Battle Ox"] * 6))
    table.grave(0, "Man-Eater Bug")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("discard", "Night Assailant", request="discard", player=0)
    s.pick("target", "Man-Eater Bug", player=0)
    assert len(hand(duel, 0)) == 7 and duel.turn == 3
    s.pick("discard", "Man-Eater Bug", request="discard", player=0)
    assert hand(duel, 0) == ["Battle Ox"] * 6
    assert sorted(grave(duel, 0)) == ["Man-Eater Bug", "Night Assailant"]
    assert duel.turn == 4 and duel.turn_player == 1
