"""Ceasefire flips Set Flip monsters without their Flip effects (the GOAT preset; round 52w).

Sources: Ceasefire's 2005 text (every face-down Defense Position monster is flipped face-up, its
Flip effect is not activated, then 500 damage to the opponent for each Effect Monster on the
field); Seed 000 §效果分類 (a Flip effect starts only where the card says it is flipped with
its effect)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def test_ceasefire_turns_morphing_jar_and_magician_of_faith_face_up_and_counts_them():
    """Q: my opponent has a Set Morphing Jar and a Set Magician of Faith (Pot of Greed in their
    GY); I control Breaker the Magical Warrior and activate Ceasefire. A: both are turned face-up
    in Defense Position; neither Flip effect happens (no hands discarded or drawn, Pot of Greed
    stays in the GY); three Effect Monsters are on the field: 1500 damage to my opponent."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="main1")
    table.spell_trap(0, "Ceasefire")
    table.monster(0, "Breaker the Magical Warrior")
    table.monster(1, "Morphing Jar", position="set")
    table.monster(1, "Magician of Faith", position="set")
    table.grave(1, "Pot of Greed")
    table.hand(0, "Battle Ox")
    table.hand(1, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", request="idle", player=1)
    s.pick("activate", "Ceasefire", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=1)
    assert [(c.name, c.position) for c in duel.monsters(1)] == [
        ("Morphing Jar", "defense"), ("Magician of Faith", "defense")]
    assert hand(duel, 0) == ["Battle Ox"] and hand(duel, 1) == ["Celtic Guardian"]
    assert grave(duel, 1) == ["Pot of Greed"]
    assert lp(duel) == (8000, 8000 - 1500)
