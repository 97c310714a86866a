"""Painful Choice with fewer than five cards left in the Deck when it resolves (round 47b's
mutation round).

The card's text (pick 5 cards from your Deck) and seed 004 §连锁和咒文速度: it needs five cards
in the Deck to be activated, and when it resolves after a chain link drew cards, fewer than five
left means it cannot pick five: it does nothing; nothing goes to the hand or the GY."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_painful_choice_resolving_with_three_cards_in_the_deck_does_nothing():
    """Q: I have exactly 5 cards in my Deck and activate Painful Choice, then chain Reckless
    Greed and draw 2. What does Painful Choice do? A: nothing: 3 cards are left in the Deck,
    it cannot pick 5; my hand holds the 2 cards drawn, my GY only the two cards used."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Painful Choice")
    table.spell_trap(0, "Reckless Greed")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Summoned Skull", "Dark Magician"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Painful Choice")
    s.pick("activate", "Reckless Greed", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert sorted(grave(duel, 0)) == ["Painful Choice", "Reckless Greed"]
    assert len(duel.players[0].deck) == 3
