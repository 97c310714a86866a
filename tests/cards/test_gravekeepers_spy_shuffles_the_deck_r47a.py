"""Gravekeeper's Spy's monster from the Deck: the Deck is shuffled (round 47a).

Seed 000 §デッキ: after an effect takes a card from the Deck, the Deck is shuffled. Gravekeeper's
Spy, flipped, Special Summons a "Gravekeeper's" monster with 1500 or less ATK from its
controller's Deck; the Deck is shuffled after."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def test_gravekeepers_spy_shuffles_the_deck_after_its_special_summon():
    """Q: I Flip Summon Gravekeeper's Spy and Special Summon Gravekeeper's Guard from my Deck.
    A: Gravekeeper's Guard comes out, and then my Deck is shuffled."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    spy = table.monster(0, "Gravekeeper's Spy", position="set")
    table.deck(0, ["Gravekeeper's Guard", "Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", spy, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "select":
        s.pick("select", "Gravekeeper's Guard")
    s.pick("option", "Defense Position", request="option")
    summon = [e["i"] for e in of_type(duel, "special_summon") if e["name"] == "Gravekeeper's Guard"][-1]
    assert [e for e in of_type(duel, "shuffle") if e["player"] == 0 and e["i"] > summon]
