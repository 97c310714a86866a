"""Triangle Ecstasy Spark (12181376), a judge's second look (round 55q): the Sisters' 2700 under
Harpies' Hunting Ground.

Sources: the card's text in our words (the Sisters' ATK becomes 2700 this turn); Harpies' Hunting
Ground's text (face-up Winged Beasts gain 200 ATK, a continuous effect); our reading of the
general order of ATK changes: a continuous gain keeps applying on top of a value an effect set
(no ruling found for this pair; the engine's order, as for Shrink or Axe of Despair on a monster
whose ATK was set)."""

from duelist.testing.scenario import Script, Table


def test_triangle_ecstasy_spark_under_harpies_hunting_ground():
    """Q: Harpies' Hunting Ground is face-up and my Harpie Lady Sisters have 2150 ATK. I activate
    Triangle Ecstasy Spark. A: their ATK becomes 2700, and the Field Spell's 200 still applies:
    2900."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Harpie Lady Sisters")
    table.field_spell(0, "Harpies' Hunting Ground")
    table.hand(0, "Triangle Ecstasy Spark")
    duel = table.build()
    assert [duel.atk(c) for c in duel.monsters(0)] == [2150]
    s = Script(duel)
    s.pick("activate", "Triangle Ecstasy Spark", request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert [duel.atk(c) for c in duel.monsters(0)] == [2900]
