"""Effects that make a player draw cannot be activated when that player cannot draw enough.

Goat-era ruling (edisonformat rulings, Hand Destruction: "you can't activate it if either
player has fewer than 2 cards remaining in their Deck"); the same rule holds for every card
whose effect makes a player draw (Pot of Greed, Graceful Charity, Card Destruction...)."""

from duelist.testing.scenario import Script, Table


def test_card_destruction_cannot_be_activated_when_you_cannot_draw_back_your_hand():
    """Card Destruction: you would discard 2 and draw 2 with only 1 card in your Deck."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Card Destruction", "Battle Ox", "Celtic Guardian")
    table.deck(0, ["Feral Imp"])
    table.hand(1, "Mystical Elf")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", "Card Destruction")


def test_card_destruction_cannot_be_activated_when_the_opponent_cannot_draw_back():
    """Card Destruction makes both players draw: the opponent's 3-card hand against a 2-card
    Deck forbids the activation too."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Card Destruction", "Battle Ox")
    table.deck(0, ["Feral Imp"])
    table.hand(1, "Mystical Elf", "Dark Hole", "Silver Fang")
    table.deck(1, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    assert not Script(duel).has("activate", "Card Destruction")


def test_card_destruction_can_be_activated_when_both_decks_suffice():
    """The same hands with Decks just big enough: the activation is legal."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Card Destruction", "Battle Ox")
    table.deck(0, ["Feral Imp"])
    table.hand(1, "Mystical Elf", "Dark Hole", "Silver Fang")
    table.deck(1, ["Battle Ox", "Celtic Guardian", "Koumori Dragon"])
    duel = table.build()
    assert Script(duel).has("activate", "Card Destruction")


def test_reckless_greed_cannot_be_activated_with_one_card_in_the_deck():
    """Reckless Greed draws 2: with 1 card left in the Deck it cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Reckless Greed")
    table.deck(0, ["Feral Imp"])
    duel = table.build()
    script = Script(duel)
    assert not script.has("activate", "Reckless Greed")
