"""Stealth Bird's turn face-down applies only to the Stealth Bird that activated it (round 48a).

The card's effect: once per turn it turns itself face-down. Seed 000 §カードの移動: a card that
leaves the field and comes back is a new card, so the Stealth Bird Tributed in the chain of its
own effect and brought back by Call of the Haunted is not turned face-down by that effect."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table


def test_stealth_bird_tributed_and_revived_in_its_chain_stays_face_up():
    """Q: I activate Stealth Bird's effect to turn it face-down; in that chain I Tribute it for my
    Set Enemy Controller (taking my opponent's Battle Ox) and bring it back with Call of the
    Haunted. Is the revived Stealth Bird turned face-down? A: no: it is a new card; it stays
    face-up in Attack Position beside Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    bird = table.monster(0, "Stealth Bird")
    table.spell_trap(0, "Enemy Controller")
    table.spell_trap(0, "Call of the Haunted")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stealth Bird")
    for _ in range(3):
        if s.options("activate", "Enemy Controller"):
            break
        s.pick("pass")
    s.answer(s.options("activate", "Enemy Controller")[1])      # Tribute 1, take 1
    s.pick("select", "Stealth Bird", request="select")
    s.pick("target", "Battle Ox", request="target")
    for _ in range(3):
        if s.has("activate", "Call of the Haunted"):
            break
        s.pick("pass")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Stealth Bird", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    links = [(e["link"], e["name"]) for e in of_type(duel, "chain")]
    assert links == [(1, "Stealth Bird"), (2, "Enemy Controller"), (3, "Call of the Haunted")]
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Stealth Bird"]
    assert bird.card(duel).position == "attack"
