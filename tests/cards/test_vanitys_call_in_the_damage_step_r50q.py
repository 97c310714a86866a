"""Vanity's Call, a Counter Trap, answers a chain of ATK changes at the start of the Damage Step;
damage calculation then reads the printed ATK (round 50q).

Seed 004 §战斗处理时（伤害步骤）的注意 (伤害步骤内，基本的怪兽攻守力增减效果以及反击陷阱以外的效果不能
发动) and seed 000 §效果分類 › 誘發即時效果: in the Damage Step both players may chain ATK/DEF
changes until damage calculation, and a Counter Trap may answer them; Vanity's Call (Chain Link
4 or later) negates every earlier link and destroys those cards still on the field."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def test_vanitys_call_as_chain_link_4_in_the_damage_step_leaves_the_printed_atk():
    """Q: my Battle Ox attacks my opponent's Celtic Guardian. At the start of the Damage Step I
    activate Rush Recklessly on Battle Ox, they chain Reinforcements on the Guardian, I chain
    Skull Dice, and they chain Vanity's Call (paying half their LP). A: the three are negated;
    damage calculation reads 1700 against 1400: the Guardian is destroyed and they take 300."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.hand(0, "Rush Recklessly")
    table.spell_trap(0, "Skull Dice")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Reinforcements")
    table.spell_trap(1, "Vanity's Call")
    duel = table.build(seed=1)
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Celtic Guardian")
    while duel.damage_sub != "start":
        s.pick("pass")
    s.pick("activate", "Rush Recklessly", player=0, request="chain")
    s.pick("target", "Battle Ox", request="target")
    s.pick("activate", "Reinforcements", player=1, request="chain")
    s.pick("target", "Celtic Guardian", request="target")
    s.pick("activate", "Skull Dice", player=0, request="chain")
    s.pick("activate", "Vanity's Call", player=1, request="chain")
    while duel.request.kind != "battle":
        s.pick("pass")
    (battle,) = of_type(duel, "battle")
    assert (battle["atk"], battle["value"]) == (1700, 1400)
    assert lp(duel) == (8000, 3700)                                  # 8000 / 2, then 300
    assert grave(duel, 0) == ["Rush Recklessly", "Skull Dice"]
    assert grave(duel, 1) == ["Reinforcements", "Vanity's Call", "Celtic Guardian"]
