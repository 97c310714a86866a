"""Exploder Dragonwing's start-of-Damage-Step effect: it works whether Dragonwing attacks or is
attacked, and it asks again, as it resolves, that the monster it battles has no more ATK than it;
raised above it by ATK changes chained in answer, that monster is not destroyed and damage
calculation follows (round 50q).

Seed 000 §效果分類 › 誘發即時效果 (in the Damage Step ATK changes may be chained until damage
calculation) and seed 004 §战斗处理时（伤害步骤）的注意 (damage calculation reads the ATK of the moment);
the condition read at resolution as in test_exploder_dragonwing_rulings_r40e.py (a target raised
to exactly 2400 is still destroyed, for 2400)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def test_battle_ox_raised_to_2900_in_answer_survives_exploder_and_wins_the_battle():
    """Q: my Exploder Dragonwing (2400) attacks my opponent's Battle Ox (1700); at the start of
    the Damage Step I activate its effect; they chain Reinforcements and then Rush Recklessly
    on Battle Ox (2900). A: Battle Ox now has more ATK than Dragonwing: the effect destroys
    nothing and burns nothing; damage calculation follows, Dragonwing is destroyed and I take
    500."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Exploder Dragonwing")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Reinforcements")
    table.spell_trap(1, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Exploder Dragonwing", target="Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")                                            # the attack declaration
    s.pick("yes", "Exploder Dragonwing", player=0, request="yes_no")
    s.pick("activate", "Reinforcements", player=1, request="chain")
    s.pick("target", "Battle Ox", request="target")
    s.pick("activate", "Rush Recklessly", player=1, request="chain")
    s.pick("target", "Battle Ox", request="target")
    while duel.request.kind != "battle":
        s.pick("pass")
    (battle,) = of_type(duel, "battle")
    assert (battle["atk"], battle["value"]) == (2400, 2900)
    assert grave(duel, 0) == ["Exploder Dragonwing"]
    assert sorted(grave(duel, 1)) == ["Reinforcements", "Rush Recklessly"]
    assert lp(duel) == (7500, 8000)


def test_exploder_dragonwing_attacked_destroys_the_attacker_and_burns_its_player():
    """Q: my Battle Ox (1700) attacks my opponent's Exploder Dragonwing. A: its effect works
    when it is attacked too ("battles" an opponent's monster with no more ATK than it): at the
    start of the Damage Step my opponent may destroy Battle Ox and burn me for 1700; no damage
    calculation follows."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Exploder Dragonwing")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Exploder Dragonwing")
    assert duel.damage_sub == "start"
    s.pick("yes", "Exploder Dragonwing", player=1, request="yes_no")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert not of_type(duel, "battle")
    assert grave(duel, 0) == ["Battle Ox"] and lp(duel) == (6300, 8000)
