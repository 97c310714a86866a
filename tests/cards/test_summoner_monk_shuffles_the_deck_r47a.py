"""Summoner Monk's monster from the Deck: the Deck is shuffled (round 47a).

Seed 000 §デッキ: after an effect takes a card from the Deck, the Deck is shuffled. Summoner
Monk Special Summons a Level 4 monster from its controller's Deck; the Deck is shuffled after."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def test_summoner_monk_shuffles_the_deck_after_its_special_summon():
    """Q: Summoner Monk (discarding Pot of Greed) Special Summons Battle Ox from my Deck. A:
    Battle Ox comes out, and then my Deck is shuffled."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Summoner Monk", "Pot of Greed")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoner Monk")
    s.pick("activate", "Summoner Monk")
    s.pick("select", "Pot of Greed")
    s.pick("select", "Battle Ox")
    s.pick("option", "Attack Position", request="option")
    summon = [e["i"] for e in of_type(duel, "special_summon") if e["name"] == "Battle Ox"][-1]
    assert [e for e in of_type(duel, "shuffle") if e["player"] == 0 and e["i"] > summon]
