"""Ryu Senshi negates only a Spell that targets it (round 48c).

Ryu Senshi's text: the activation of a Spell Card that targets this face-up card is negated and
destroyed. A Spell that targets nothing (Pot of Greed) resolves in full beside it."""

from duelist.testing.scenario import Script, Table


def test_pot_of_greed_beside_the_opponents_ryu_senshi_draws_two():
    """Q: my opponent controls Ryu Senshi face-up. I activate Pot of Greed. Is it negated? A: no:
    it targets no card: I draw 2, and it goes to the GY having resolved."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.hand(0, "Pot of Greed")
    table.monster(1, "Ryu Senshi")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert [c.name for c in duel.players[0].hand] == ["Celtic Guardian", "Celtic Guardian"]
    assert [c.name for c in duel.players[0].grave] == ["Pot of Greed"]
