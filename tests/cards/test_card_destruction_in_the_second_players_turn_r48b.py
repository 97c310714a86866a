"""Card Destruction works the same in either player's turn (round 48b's mutation round).

Card Destruction's text (both players discard their whole hands, then each draws the same
number of cards they discarded): activated by player 1 in their own turn, both hands are
discarded and redrawn."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_card_destruction_activated_by_the_second_player_renews_both_hands():
    """Q: in my turn (I am player 1) I activate Card Destruction with Battle Ox in my hand; my
    opponent holds Celtic Guardian and Mystical Elf. What happens? A: those three are discarded;
    I draw 1 card and my opponent draws 2."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.hand(1, "Card Destruction", "Battle Ox")
    table.hand(0, "Celtic Guardian", "Mystical Elf")
    table.deck(0, ["Kozaky"] * 4)
    table.deck(1, ["Dark Magician"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Card Destruction", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 1) == ["Dark Magician"] and hand(duel, 0) == ["Kozaky", "Kozaky"]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Mystical Elf"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Card Destruction"]
