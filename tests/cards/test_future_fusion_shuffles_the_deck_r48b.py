"""Future Fusion shuffles the Deck it sent the Fusion Materials from (round 48b's mutation
round).

Seed 000 §デッキ (after cards are taken from the Deck by an effect, the Deck is shuffled): Future
Fusion sends the revealed Fusion Monster's materials from its controller's Deck to the GY; the
Deck is shuffled afterwards."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table

GAIA = "Gaia the Dragon Champion"
MATERIALS = ["Curse of Dragon", "Gaia The Fierce Knight"]


def test_future_fusion_sends_the_materials_then_shuffles_the_deck():
    """Q: (the first printing, GOAT) I activate Future Fusion and reveal Gaia the Dragon
    Champion; Gaia The Fierce Knight and Curse of Dragon go from my Deck to my GY. Is my Deck
    shuffled? A: yes, after they are sent."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Future Fusion")
    table.extra(0, GAIA)
    table.deck(0, ["Celtic Guardian"] * 6 + MATERIALS)
    table.deck(1, ["Celtic Guardian"] * 8)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    s.pick("select", GAIA)
    assert sorted(grave(duel, 0)) == MATERIALS
    sent = [e["i"] for e in of_type(duel, "to_grave") if e["name"] in MATERIALS][-1]
    assert [e for e in of_type(duel, "shuffle") if e["player"] == 0 and e["i"] > sent]
