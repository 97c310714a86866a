"""Interdimensional Matter Transporter whose target was turned face-down in the chain (round 48a).

The card's text: target 1 face-up monster you control; banish it until the End Phase. Seed 000
§對象: a target that no longer fits what the effect targets when it resolves (a
"face-up monster" turned face-down) is not affected: it is not banished and stays face-down."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_transporter_on_a_monster_turned_face_down_by_book_of_moon_banishes_nothing():
    """Q: I activate Interdimensional Matter Transporter on my face-up Battle Ox; my opponent
    chains Book of Moon on Battle Ox. A: Battle Ox is face-down when the Transporter resolves:
    it is not banished and stays on the field face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.spell_trap(1, "Book of Moon")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Interdimensional Matter Transporter", player=0)
    s.pick("target", ox, player=0)
    for _ in range(4):
        if s.has("activate", "Book of Moon"):
            break
        s.pick("pass")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", ox, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 0) == []
    assert ox.card(duel).location == "mzone" and ox.card(duel).position == "set"
    assert grave(duel, 0) == ["Interdimensional Matter Transporter"]
