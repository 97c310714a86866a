"""Gravekeeper's Spy brings out only a "Gravekeeper's" monster (round 48a).

The card's text: when it is flipped face-up, Special Summon 1 "Gravekeeper's" monster with 1500
or less ATK from your Deck. A Deck monster with 1500 or less ATK that is no "Gravekeeper's"
monster (Mystical Elf, 800) is not one it may choose."""

from duelist.testing.scenario import Script, Table


def test_gravekeepers_spy_offers_gravekeepers_guard_not_mystical_elf():
    """Q: I Flip Summon Gravekeeper's Spy; my Deck holds Gravekeeper's Guard (1000 ATK) and
    Mystical Elf (800 ATK). Which may I Special Summon? A: Gravekeeper's Guard only."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    spy = table.monster(0, "Gravekeeper's Spy", position="set")
    table.deck(0, ["Mystical Elf", "Gravekeeper's Guard", "Battle Ox"])
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
