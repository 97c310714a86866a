"""Different Dimension Capsule opened while Macro Cosmos is face-up (round 52z).

The Capsule's text: in its controller's second Standby Phase after the activation it is
destroyed, and then the card it banished is added to the hand (yugioh-wiki.net 《タイムカプセル》:
the card comes to the hand only by that destruction). Macro Cosmos (yugipedia "Card Rulings:
Macro Cosmos"): a card destroyed while it is face-up is still destroyed, and is banished
instead of going to the GY. Our reading: the Capsule is destroyed (banished, not sent to the GY),
so the "then" part happens and the card held face-down comes to the hand."""

from duelist.testing.reads import banished, grave, hand
from duelist.testing.scenario import Script, Table

FILLER = ["Kozaky"] * 8


def _through_to_turn_7(duel, s):
    for _ in range(4):                 # turns 3, 4, 5 (1st Standby), 6 end; 7 is the 2nd Standby
        s.end_turn()
        while duel.request.kind != "idle":
            s.pick("pass")


def test_the_capsule_destroyed_under_macro_cosmos_is_banished_and_still_gives_its_card():
    """Q: Macro Cosmos is face-up on my field; my Different Dimension Capsule (holding Dark Hole)
    is destroyed by its own effect in my second Standby Phase. A: the Capsule is banished, not
    sent to the GY, and Dark Hole still comes to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.hand(0, "Different Dimension Capsule")
    table.deck(0, ["Dark Hole"] + FILLER)
    table.deck(1, FILLER)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Different Dimension Capsule")
    s.pick("select", "Dark Hole")
    assert banished(duel, 0) == ["Dark Hole"]
    _through_to_turn_7(duel, s)
    assert duel.turn == 7 and duel.turn_player == 0
    assert "Dark Hole" in hand(duel, 0)
    assert banished(duel, 0) == ["Different Dimension Capsule"] and grave(duel, 0) == []
