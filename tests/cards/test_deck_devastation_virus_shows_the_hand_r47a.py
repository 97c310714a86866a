"""Deck Devastation Virus shows its player the opponent's whole hand (round 47a).

The card's text: its controller looks at the opponent's hand (and monsters) and destroys the
monsters with 1500 or less ATK among them. Seed 000 §公開: the cards looked at are shown to
that player -- every card of the hand, the ones kept as well as the ones destroyed."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_deck_devastation_virus_shows_the_spell_kept_in_the_hand_too():
    """Q: I activate Deck Devastation Virus (Tributing Summoned Skull); my opponent holds
    Sangan and Dark Hole. What do I learn? A: both cards: Sangan is destroyed, and Dark Hole,
    which stays in their hand, was shown to me."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Summoned Skull")
    table.spell_trap(0, "Deck Devastation Virus")
    table.hand(1, "Sangan", "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Deck Devastation Virus", request="idle")
    s.pick("select", "Summoned Skull", request="select")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 1) == ["Dark Hole"] and grave(duel, 1) == ["Sangan"]
    shown = [e.get("name") for e in duel.log_for(0) if e["type"] == "reveal"]
    assert "Dark Hole" in shown and "Sangan" in shown
