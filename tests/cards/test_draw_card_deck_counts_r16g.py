"""The Deck-size conditions of the draw and Deck cards, at their exact bounds: Pot of Greed,
Graceful Charity, Upstart Goblin, Reckless Greed, Painful Choice, Card Destruction, Different
Dimension Capsule and Ancient Telescope ask how many cards a Deck holds (`Ctx.deck_count`,
round 16g: counted without copying the Deck). A card that makes a player draw, or that
takes cards from a Deck, cannot be activated when that Deck cannot supply them (seed 000
§魔法卡, §陷阱卡: an activation whose effect cannot be applied is not legal); with exactly
enough cards it can.

Rules cited: seed 000 §魔法卡 (通常魔法), §陷阱卡 (通常陷阱), §勝負判定條件.
"""

import pytest

from duelist.testing.scenario import Script, Table

FILLER = ["Battle Ox", "Mystical Elf", "Celtic Guardian", "Koumori Dragon", "Hitotsu-Me Giant",
          "Beaver Warrior", "Giant Soldier of Stone"]


def _offered(card, deck, hand=(), opp_deck=None, opp_hand=(), set_card=False):
    table = Table(turn=3)
    if set_card:
        table.spell_trap(0, card)
    else:
        table.hand(0, card, *hand)
    if deck:
        table.deck(0, FILLER[:deck])
    if opp_deck:
        table.deck(1, FILLER[:opp_deck])
    if opp_hand:
        table.hand(1, *opp_hand)
    duel = table.build()
    return Script(duel).has("activate", card)


@pytest.mark.parametrize("card, needed", [
    ("Pot of Greed", 2),
    ("Graceful Charity", 3),
    ("Upstart Goblin", 1),
    ("Painful Choice", 5),
    ("Different Dimension Capsule", 1),
])
def test_a_deck_card_is_offered_with_exactly_enough_cards_and_not_with_one_fewer(card, needed):
    """Player 0's Main Phase 1, the card in hand: with exactly as many cards in the Deck as
    its effect draws or picks it is offered; with one card fewer it is not."""
    assert _offered(card, needed)
    assert not _offered(card, needed - 1)


def test_reckless_greed_set_needs_two_cards_in_the_deck():
    """Reckless Greed Set (not this turn): offered with 2 cards in its controller's Deck,
    not with 1 (it draws 2)."""
    assert _offered("Reckless Greed", 2, set_card=True)
    assert not _offered("Reckless Greed", 1, set_card=True)


def test_ancient_telescope_needs_a_card_in_the_opponents_deck():
    """Ancient Telescope looks at the opponent's Deck: offered with 1 card there (and none in
    its controller's Deck), not with none there (and 5 in its controller's)."""
    assert _offered("Ancient Telescope", 0, opp_deck=1)
    assert not _offered("Ancient Telescope", 5, opp_deck=0)


def test_card_destruction_counts_each_players_deck_against_that_players_hand():
    """Card Destruction: each player draws as many cards as they discarded, so each player's
    Deck must hold at least that player's hand (Card Destruction itself not counted): player
    0 holds 2 other cards and player 1 holds 3; offered with Decks of 2 and 3, not with 1 card
    too few in either Deck."""
    two, three = ["Battle Ox", "Mystical Elf"], ["Battle Ox", "Mystical Elf", "Celtic Guardian"]
    assert _offered("Card Destruction", 2, hand=two, opp_deck=3, opp_hand=three)
    assert not _offered("Card Destruction", 1, hand=two, opp_deck=3, opp_hand=three)
    assert not _offered("Card Destruction", 2, hand=two, opp_deck=2, opp_hand=three)
