"""Painful Choice resolves with exactly five cards in the Deck (round 48b's mutation round).

The card's text (select 5 cards from your Deck, your opponent picks 1 to add to your hand, the
rest go to the GY): five cards left are enough; the whole Deck is picked and shown."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

DECK = ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Summoned Skull", "Dark Magician"]


def test_painful_choice_with_exactly_five_cards_in_the_deck_picks_them_all():
    """Q: I activate Painful Choice with exactly 5 cards in my Deck. What happens? A: I pick all
    five; my opponent gives me one (Dark Magician here), the other four go to my GY and my Deck
    is empty."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Painful Choice")
    table.deck(0, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Painful Choice")
    while duel.request.kind == "chain":
        s.pick("pass")
    for name in DECK:
        s.pick("select", name, player=0)
    request = duel.request
    assert request.player == 1
    s.answer([o for o in request.options if "Dark Magician" in (o.name or "")][0])
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 0) == ["Dark Magician"] and len(duel.players[0].deck) == 0
    assert sorted(grave(duel, 0)) == sorted(["Painful Choice"] + DECK[:4])
