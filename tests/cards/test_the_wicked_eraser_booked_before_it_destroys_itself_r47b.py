"""The Wicked Eraser's self-destruction needs it still face-up (round 47b's mutation round).

The card's text (during your Main Phase: you can destroy this card) and seed 000 §效果的處理: an
effect that acts on "this card" does nothing once the card is no longer the face-up card that
activated it; Book of Moon chained to it turns it face-down, so it stays on the field."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_the_wicked_eraser_turned_face_down_in_answer_to_its_self_destruction_stays():
    """Q: I activate The Wicked Eraser's effect to destroy itself; my opponent chains Book of
    Moon on it. What happens? A: it is turned face-down and is not destroyed: it stays Set on
    my field, and no card is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    eraser = table.monster(0, "The Wicked Eraser")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Wicked Eraser")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", eraser, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert eraser.card(duel).location == "mzone" and eraser.card(duel).position == "set"
    assert grave(duel, 0) == [] and grave(duel, 1) == ["Book of Moon"]
