"""Nobleman of Crossout's rulings as Goat players ask them (the GOAT preset).

Nobleman destroys and banishes a face-down monster; only if it is a Flip Effect Monster do both
players banish the copies in their Decks. Tsukuyomi has a "when flipped face-up" effect but is
a Spirit monster, not a Flip Effect Monster (its card type, Magician's Force), so a Set
Tsukuyomi is banished alone (Nobleman of Crossout's text; the card database's kinds)."""

from duelist.testing.reads import banished
from duelist.testing.scenario import Script, Table


def test_nobleman_on_a_set_tsukuyomi_leaves_the_tsukuyomi_in_the_deck():
    """Q: I Nobleman my opponent's Set Tsukuyomi: do we banish the Tsukuyomi in their Deck?
    A: no: Tsukuyomi is no Flip Effect Monster; only the Set one is destroyed and banished."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Nobleman of Crossout")
    tsukuyomi = table.monster(1, "Tsukuyomi", position="set")
    table.deck(1, ["Tsukuyomi", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    s.pick("target", tsukuyomi)
    while duel.request.kind != "idle":
        s.pick("pass")
    assert banished(duel, 1) == ["Tsukuyomi"]
    assert sorted(c.name for c in duel.players[1].deck) == ["Battle Ox", "Tsukuyomi"]
