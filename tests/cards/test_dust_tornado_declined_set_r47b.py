"""Dust Tornado's Set is optional (round 47b's mutation round).

The card's text (destroy 1 Spell/Trap your opponent controls, then you can Set 1 Spell/Trap
from your hand) and seed 000 §效果的處理 ("you can": its player may decline): answering no, no
card is Set and the hand's Spell stays in the hand."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_dust_tornado_answered_no_sets_nothing():
    """Q: my Dust Tornado destroys my opponent's Set Mirror Force; asked whether to Set a card
    from my hand, I say no. A: nothing is Set: Pot of Greed stays in my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Dust Tornado")
    table.hand(0, "Pot of Greed")
    force = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", force)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("no", request="yes_no", player=0)
    s.expect(request="idle", player=0)
    assert hand(duel, 0) == ["Pot of Greed"] and grave(duel, 1) == ["Mirror Force"]
    assert all(c is None for c in duel.players[0].szone)
