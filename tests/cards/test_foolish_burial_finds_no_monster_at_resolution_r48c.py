"""Foolish Burial whose last Deck monster is drawn in its chain (round 48c).

Foolish Burial's text: send 1 monster from your Deck to the GY. If the Deck holds no monster when
it resolves (Reckless Greed, chained to it, drew the only one), it does nothing: nothing is sent,
and with nothing taken from the Deck the Deck is not shuffled."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def test_foolish_burial_after_reckless_greed_drew_the_last_monster_does_nothing():
    """Q: I activate Foolish Burial with Battle Ox the only monster in my Deck, then chain
    Reckless Greed and draw it. What does Foolish Burial do? A: nothing: no card goes to my GY
    from the Deck and my Deck is not shuffled."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Foolish Burial")
    table.spell_trap(0, "Reckless Greed")
    table.deck(0, ["Battle Ox", "Dark Hole", "Raigeki"])
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Foolish Burial")
    s.pick("activate", "Reckless Greed", request="chain", player=0)
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert "Battle Ox" in [c.name for c in duel.players[0].hand]
    assert sorted(grave(duel, 0)) == ["Foolish Burial", "Reckless Greed"]
    assert not [e for e in of_type(duel, "shuffle") if e["player"] == 0]
