"""Airknight Parshath attacking a Sheep Token (the GOAT preset; round 52w).

Sources: Airknight Parshath's text (piercing battle damage against a Defense Position monster;
when it inflicts battle damage to the opponent, its controller draws 1 card); Scapegoat's text
(0 ATK / 0 DEF tokens in Defense Position); Seed 004 §伤害的判定."""

from duelist.testing.reads import field_monsters, hand, lp
from duelist.testing.scenario import Script, Table


def test_parshath_through_a_sheep_token_deals_1900_and_draws():
    """Q: my Airknight Parshath (1900) attacks a Sheep Token (0 DEF). A: the Token is destroyed,
    my opponent takes 1900 piercing damage, and Parshath's effect draws me a card."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Airknight Parshath")
    sheep = table.monster(1, "Sheep Token", position="defense")
    table.monster(1, "Sheep Token", position="defense")
    table.deck(0, ["Pot of Greed", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Airknight Parshath", target=sheep)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="battle", player=0)
    assert field_monsters(duel, 1) == ["Sheep Token"]
    assert lp(duel) == (8000, 6100)
    assert hand(duel, 0) == ["Pot of Greed"]
