"""Gravekeeper's Cannonholder (99877698), a judge's second look (round 55q): the Gravekeeper's its
cost Tributes may be face-down.

Sources: Seed 000 §怪獸的表示形式 (裡側守備表示): a cost that Tributes a monster meeting a
condition may Tribute a face-down monster its player controls (only sending one to the GY, to the
hand or to the Deck needs it face-up); the card's text in our words (Tribute 1 Gravekeeper's
monster other than a Cannonholder: 700 damage)."""

from duelist.testing.reads import field_monsters as monsters, grave, lp
from duelist.testing.scenario import Script, Table

CANNONHOLDER = "Gravekeeper's Cannonholder"


def test_gravekeepers_cannonholder_may_tribute_a_face_down_gravekeeper():
    """Q: my Gravekeeper's Spy is face-down (Set). May I Tribute it to Cannonholder? A: yes: Spy
    goes to my GY (its Flip effect is not activated: it was never flipped) and my opponent takes
    700."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CANNONHOLDER)
    table.monster(0, "Gravekeeper's Spy", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CANNONHOLDER, request="idle")
    s.pick("select", "Gravekeeper's Spy", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7300)
    assert grave(duel, 0) == ["Gravekeeper's Spy"] and monsters(duel, 0) == [CANNONHOLDER]
