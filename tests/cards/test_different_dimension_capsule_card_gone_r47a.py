"""Different Dimension Capsule when its banished card has already left (round 47a).

The card's text: in its controller's second Standby Phase after the activation it is
destroyed, and then the card it banished is added to the hand -- "that card", the one it
banished. A card that left the banishment is a new card (seed 000 §カードの移動: a card that
moves is treated as a new card), so the Capsule has nothing to add; it is still destroyed."""

from duelist.engine import state as S
from duelist.testing.reads import banished, grave, hand
from duelist.testing.scenario import Script, Table

FILLER = ["Kozaky"] * 8


def test_the_capsule_opens_empty_when_its_card_left_the_banishment():
    """Q: my Different Dimension Capsule banished Dark Hole; before my second Standby Phase
    Dark Hole is moved from the banishment to my GY. What happens in that Standby Phase? A: the
    Capsule is destroyed as usual and nothing comes to my hand: Dark Hole stays in the GY."""
    moved = []

    def move_dark_hole(duel):
        if not moved and duel.players[0].banished:
            moved.append(True)
            duel.debug_move(duel.players[0].banished[0].uid, S.GRAVE)

    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Different Dimension Capsule")
    table.deck(0, ["Dark Hole"] + FILLER)
    table.deck(1, FILLER)
    table.at("end_phase", move_dark_hole)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Different Dimension Capsule")
    s.pick("select", "Dark Hole")
    for _ in range(4):                 # turns 3, 4, 5 (1st Standby), 6 end; turn 7: 2nd Standby
        s.end_turn()
        while duel.request.kind != "idle":
            s.pick("pass")
    assert duel.turn == 7 and moved
    assert sorted(grave(duel, 0)) == ["Dark Hole", "Different Dimension Capsule"]
    assert banished(duel, 0) == [] and "Dark Hole" not in hand(duel, 0)
