"""The Inexperienced Spy names the opponent's hand cards by their places, from 1 (round 47b's
mutation round).

The card's text (choose 1 card in your opponent's hand and look at it) and seed 000 §公開情報:
the hand is hidden, so the choice is blind, by place; each option names its card's place in the
hand, 1 to N, and the count."""

from duelist.testing.scenario import Script, Table


def test_the_spys_options_are_card_1_to_card_3_of_a_three_card_hand():
    """Q: my opponent holds 3 cards; how am I asked which to look at? A: by place: card 1 of 3,
    card 2 of 3, card 3 of 3 (no name shown)."""
    table = Table(turn=3)
    table.hand(0, "The Inexperienced Spy")
    table.hand(1, "Battle Ox", "Dark Hole", "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Inexperienced Spy")
    request = s.expect(request="option", player=0)
    assert [o.name for o in request.options] == ["card %d of 3 in your opponent's hand" % n for n in (1, 2, 3)]
