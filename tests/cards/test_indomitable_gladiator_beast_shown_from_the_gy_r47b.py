"""Indomitable Gladiator Beast added from the GY is shown to the opponent (round 47b's
mutation round).

The card's text (shuffle 2 other Gladiator Beast cards from your GY into the Deck: add this
card from the GY to your hand) and seed 000 §公開情報: a card added to the hand from a public
place is known to the opponent: their log names it as it goes to the hand and as it is
revealed."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def test_the_opponent_sees_indomitable_gladiator_beast_go_back_to_the_hand():
    """Q: I shuffle Gladiator Beast Laquari and Bestiari from my GY into my Deck to add
    Indomitable Gladiator Beast to my hand. Does my opponent see which card I added? A: yes:
    it is named to them, and shown."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Indomitable Gladiator Beast", "Gladiator Beast Laquari", "Gladiator Beast Bestiari")
    duel = table.build()
    start = len(duel.log)
    s = Script(duel)
    s.pick("activate", "Indomitable Gladiator Beast")
    s.pick("select", "Gladiator Beast Laquari")
    s.pick("select", "Gladiator Beast Bestiari")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 0) == ["Indomitable Gladiator Beast"]
    seen = [(e["type"], e.get("name")) for e in duel.log_for(1)[start:] if e["type"] in ("to_hand", "reveal")]
    assert seen == [("to_hand", "Indomitable Gladiator Beast"), ("reveal", "Indomitable Gladiator Beast")]
