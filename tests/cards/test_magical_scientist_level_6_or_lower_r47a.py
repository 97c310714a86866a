"""Magical Scientist's Level bound (round 47a).

The card's text: pay 1000 LP to Special Summon 1 Level 6 or lower Fusion Monster from the Extra
Deck. A Level 7 Fusion Monster is beyond it (seed 000 §レベル: "Level N or lower" includes N,
nothing above)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_magical_scientist_never_offers_a_level_7_fusion_monster():
    """Q: my Extra Deck holds Flame Swordsman (Level 5) and Gaia the Dragon Champion (Level 7).
    What may Magical Scientist bring out? A: Flame Swordsman only; Gaia stays in the Extra
    Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Magical Scientist")
    table.extra(0, "Gaia the Dragon Champion", "Flame Swordsman")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Magical Scientist")
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "select":
        assert [o.name for o in duel.request.options if o.kind == "select"] == ["Flame Swordsman"]
        s.pick("select", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Flame Swordsman", "Magical Scientist"]
    assert [c.name for c in duel.players[0].extra] == ["Gaia the Dragon Champion"]
