"""Different Dimension Capsule's rulings as players ask them (the GOAT preset; the card reads
the same today).

Seed 000 §通常魔法 (a Normal Spell that stays on the field, as Different Dimension Capsule does,
"依照卡面上的指示在場上放置"). Sources: the card's rulings (yugioh-wiki.net 《タイムカプセル》:
played like a Continuous Spell, "破壊されるとそのカードは手札に加えられない": destroyed before its
time, the banished card is never added to the hand; yugipedia "Card Rulings:Different Dimension
Capsule"): the card comes to the hand only by the Capsule's own destruction in its controller's
second Standby Phase after the activation."""

from duelist.testing.reads import banished, grave, hand
from duelist.testing.scenario import Script, Table

FILLER = ["Kozaky"] * 8


def _capsule_table():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Different Dimension Capsule")
    table.deck(0, ["Dark Hole"] + FILLER)
    table.deck(1, FILLER)
    return table


def test_different_dimension_capsule_destroyed_early_leaves_its_card_banished_for_good():
    """Q: my Different Dimension Capsule holds Dark Hole; in my opponent's turn they destroy the
    Capsule with Mystical Space Typhoon. Do I still get Dark Hole? A: no: it stays banished
    face-down, and my second Standby Phase brings nothing."""
    table = _capsule_table()
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Different Dimension Capsule")
    s.pick("select", "Dark Hole")
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Different Dimension Capsule", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Different Dimension Capsule" in grave(duel, 0)
    for _ in range(3):                 # turn 4 ends; turns 5 (1st Standby), 6, 7 (2nd Standby)
        s.end_turn()
        while duel.request.kind != "idle":
            s.pick("pass")
    assert duel.turn == 7
    assert banished(duel, 0) == ["Dark Hole"] and "Dark Hole" not in hand(duel, 0)


def test_different_dimension_capsule_returned_to_the_hand_leaves_its_card_banished():
    """Q: Giant Trunade returns my Different Dimension Capsule to my hand before my second
    Standby Phase. A: the Capsule was not destroyed in that Standby Phase, so Dark Hole stays
    banished; the Capsule in my hand is a fresh card."""
    table = _capsule_table()
    table.hand(1, "Giant Trunade")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Different Dimension Capsule")
    s.pick("select", "Dark Hole")
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("activate", "Giant Trunade", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Different Dimension Capsule" in hand(duel, 0)
    for _ in range(3):
        s.end_turn()
        while duel.request.kind != "idle":
            s.pick("pass")
    assert duel.turn == 7 and banished(duel, 0) == ["Dark Hole"] and "Dark Hole" not in hand(duel, 0)
