"""In the Damage Step only Counter Traps and effects that change ATK/DEF may be activated: a
Quick-Play Spell that boosts ATK there is answered by Magic Jammer, never by Waboku or Mirror
Force (round 52x).

Seed 004 §战斗处理时（伤害步骤）的注意 (in the Damage Step only ATK/DEF-changing effects and Counter
Traps may be activated, and only from its start until damage calculation) and §连锁和咒文速度 (a
Counter Trap, spell speed 3, answers anything); Magic Jammer's text (negates a Spell Card's
activation, for a discard); Waboku's OCG ruling (it cannot be activated in the Damage Step).
Both presets."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_rush_recklessly_in_the_damage_step_is_answered_by_magic_jammer_alone(rules):
    """Q: my Hitotsu-Me Giant (1200) attacks my opponent's Celtic Guardian (1400); they let the
    attack through, with Waboku, Mirror Force and Magic Jammer Set. In the Damage Step I activate
    Rush Recklessly (+700) on the Giant. What may they answer with? A: Magic Jammer only, which
    negates it: the Giant battles at 1200 and is destroyed, and I take 200."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Hitotsu-Me Giant")
    table.hand(0, "Rush Recklessly")
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Waboku")
    table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Hitotsu-Me Giant", target=guardian)
    s.pick("pass", player=0, request="chain")
    assert s.has("activate", "Waboku") and s.has("activate", "Mirror Force")
    s.pick("pass", player=1, request="chain")
    s.expect(request="chain", player=0)
    assert duel.step == "damage"
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Hitotsu-Me Giant")
    s.expect(request="chain", player=1)
    assert [o.name for o in duel.request.options if o.kind == "activate"] == ["Magic Jammer"]
    s.pick("activate", "Magic Jammer")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (7800, 8000)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Celtic Guardian"]
    assert sorted(grave(duel, 0)) == ["Hitotsu-Me Giant", "Rush Recklessly"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer"] and hand(duel, 1) == []
    assert sorted(c.name for c in duel.players[1].szone if c is not None) == ["Mirror Force", "Waboku"]
