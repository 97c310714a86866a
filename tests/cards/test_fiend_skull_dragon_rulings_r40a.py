"""Fiend Skull Dragon (66235877) attacking a Set Flip monster: the monster is flipped face-up
and destroyed by the battle; its FLIP effect, activated after damage calculation, is still the
effect of a Flip monster, so it is negated (Magician of Faith takes nothing back).

Sources: Fiend Skull Dragon's text (the effects of Flip monsters are negated); seed 000 §效果分類
誘發效果 (a monster flipped by an attack activates its FLIP effect after damage calculation,
even when that battle destroys it)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_fiend_skull_dragon_negates_the_flip_effect_of_a_set_monster_it_destroys():
    """Question: Fiend Skull Dragon attacks player 1's Set Magician of Faith (Pot of Greed in
    their GY) and destroys it. Does Magician of Faith return Pot of Greed? Answer: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Fiend Skull Dragon", summon_kind="fusion")
    mof = table.monster(1, "Magician of Faith", position="set")
    table.grave(1, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Fiend Skull Dragon", target=mof)
    for _ in range(4):
        if duel.request.kind == "battle":
            break
        s.answer(duel.request.options[0])
    assert hand(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Magician of Faith", "Pot of Greed"]
