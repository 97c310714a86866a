"""The Inexperienced Spy looks at a one-card hand without a question (round 48b's mutation
round).

The card's text (look at 1 card in your opponent's hand) and docs/protocol.md (a player is
asked only where there is a choice): with one card in the opponent's hand there is nothing to
choose; that card is shown at once."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def test_the_spy_shows_the_only_card_without_asking():
    """Q: my opponent holds only Battle Ox; I activate The Inexperienced Spy. Am I asked which
    card to look at? A: no: Battle Ox is shown to me and I am back at my Main Phase."""
    table = Table(turn=3)
    table.hand(0, "The Inexperienced Spy")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Inexperienced Spy")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    shown = [e for e in of_type(duel, "reveal") if e.get("private", {}).get("player") == 0]
    assert [e["private"]["name"] for e in shown] == ["Battle Ox"]
