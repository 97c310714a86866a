"""Thunder Dragon's search shuffles the Deck (round 48c).

Seed 000 §デッキ: after an effect takes a card from the Deck, the Deck is shuffled. Thunder
Dragon, discarded, adds up to 2 "Thunder Dragon" from the Deck to the hand; the Deck is shuffled
after."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def test_thunder_dragon_shuffles_the_deck_after_its_search():
    """Q: I discard Thunder Dragon and add one copy from my Deck. A: my Deck is then shuffled."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Thunder Dragon")
    table.deck(0, ["Thunder Dragon", "Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thunder Dragon", request="idle")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        elif duel.request.kind == "select":
            s.pick("select", "Thunder Dragon", first=True)
        else:
            s.pick("done")
    assert [c.name for c in duel.players[0].hand] == ["Thunder Dragon"]
    assert [e for e in of_type(duel, "shuffle") if e["player"] == 0]
