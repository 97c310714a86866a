"""Ceasefire (36468556): what it counts. It turns every face-down Defense Position monster
face-up (their FLIP effects are not activated), then inflicts 500 damage to the opponent for
each Effect Monster on the field, both sides, the flipped ones included; Normal Monsters and
Tokens are not Effect Monsters.

Sources: Ceasefire's text (every face-down Defense Position monster is flipped face-up without
its FLIP effect, then 500 damage to the opponent per Effect Monster on the field); seed 000
§效果分類 誘發效果 (a FLIP effect starts only when the monster is flipped by a Flip Summon, an attack or
an effect that allows it)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def test_ceasefire_counts_effect_monsters_on_both_sides_and_not_normals_or_tokens():
    """Question: player 0 controls face-up Sangan; player 1 controls a Set Magician of Faith, a
    Set Battle Ox and a Sheep Token. Player 0 activates Ceasefire: how much damage, and does
    Magician of Faith's FLIP effect start? Answer: 1000 (Sangan and Magician of Faith; Battle
    Ox is a Normal Monster and the Token is not an Effect Monster); both Set monsters are now
    face-up in Defense Position and no FLIP effect started (Pot of Greed stays in the GY)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Ceasefire")
    table.monster(0, "Sangan")
    table.monster(1, "Magician of Faith", position="set")
    table.monster(1, "Battle Ox", position="set")
    table.monster(1, "Sheep Token", position="defense")
    table.grave(1, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ceasefire", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert lp(duel) == (8000, 7000)
    assert [(c.name, c.position) for c in duel.monsters(1)] == [
        ("Magician of Faith", "defense"), ("Battle Ox", "defense"), ("Sheep Token", "defense")]
    assert hand(duel, 1) == [] and grave(duel, 1) == ["Pot of Greed"]
