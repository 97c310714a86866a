"""Gravekeeper's Spy brings out a "Gravekeeper's" MONSTER only (round 48c).

The card's text: when flipped face-up, Special Summon 1 "Gravekeeper's" monster with 1500 or less
ATK from your Deck. Gravekeeper's Servant is a "Gravekeeper's" card, but a Continuous Spell: it has
no ATK and is no monster, so it is not one the Spy may choose."""

from duelist.testing.scenario import Script, Table


def test_gravekeepers_spy_offers_gravekeepers_guard_not_gravekeepers_servant():
    """Q: I Flip Summon Gravekeeper's Spy; my Deck holds Gravekeeper's Servant (a Spell) and
    Gravekeeper's Guard (1000 ATK). Which may I Special Summon? A: Gravekeeper's Guard only."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    spy = table.monster(0, "Gravekeeper's Spy", position="set")
    table.deck(0, ["Gravekeeper's Servant", "Gravekeeper's Guard", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", spy, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "select":
        assert [o.name for o in duel.request.options if o.kind == "select"] == ["Gravekeeper's Guard"]
        s.pick("select", "Gravekeeper's Guard")
    s.pick("option", "Defense Position", request="option")
    assert sorted(c.name for c in duel.monsters(0)) == ["Gravekeeper's Guard", "Gravekeeper's Spy"]
    assert "Gravekeeper's Servant" in [c.name for c in duel.players[0].deck]
