"""Different Dimension Capsule whose Deck was emptied in its chain (round 48a).

The card's text: banish 1 card from your Deck face-down (and open it two Standby Phases later).
Seed 000 §効果処理 (an effect does what it still can): with no card left in the Deck when it
resolves, nothing is banished, and the Capsule, holding nothing, goes to the GY."""

from duelist.testing.reads import banished, grave, hand
from duelist.testing.scenario import Script, Table


def test_capsule_after_reckless_greed_drew_the_last_two_cards_banishes_nothing():
    """Q: my Deck holds two cards; I activate Different Dimension Capsule and chain my own
    Reckless Greed, drawing both. A: the Capsule resolves with my Deck empty: nothing is
    banished, and it goes to my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Different Dimension Capsule")
    table.spell_trap(0, "Reckless Greed")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Different Dimension Capsule")
    for _ in range(3):
        if s.has("activate", "Reckless Greed"):
            break
        s.pick("pass")
    s.pick("activate", "Reckless Greed", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert duel.players[0].deck == [] and banished(duel, 0) == []
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert sorted(grave(duel, 0)) == ["Different Dimension Capsule", "Reckless Greed"]
