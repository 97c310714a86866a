"""Skill Drain negates the effects that monsters destroyed by a battle activate after damage
calculation: they are still face-up on the field then (round 50q).

Seed 004 §战斗处理时（伤害步骤）的注意 (the flip effect of a monster flipped by an attack is activated
after damage calculation; the monsters whose destruction that battle decided are still on the
field then and go to the GY at the end of the Damage Step) and yugioh-wiki.net 《スキルドレイン》
(it negates the effects of face-up monsters on the field only: not effects activated elsewhere,
nor effects whose monster is no longer on the field as they resolve). Man-Eater Bug's FLIP
effect and D.D. Warrior Lady's effect resolve while their monster is still there."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _dark_magician_attacks(name, position):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Magician")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(1, "Skill Drain", face_down=False)
    victim = table.monster(1, name, position=position)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Magician", target=victim)
    assert duel.damage_sub == "after_calc"
    return duel, s


def _negated(duel):
    return [e["name"] for e in duel.log if e["type"] == "negated"]


def test_man_eater_bug_flipped_and_destroyed_by_the_attack_is_negated_by_skill_drain():
    """Q: under my Skill Drain, my opponent's Dark Magician attacks my Set Man-Eater Bug and
    destroys it. Its FLIP effect is activated after damage calculation, targeting Celtic
    Guardian. A: the Bug is still face-up on the field as the effect resolves: Skill Drain
    negates it, and Celtic Guardian stays."""
    duel, s = _dark_magician_attacks("Man-Eater Bug", "set")
    s.pick("target", "Celtic Guardian", player=1, request="target")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert _negated(duel) == ["Man-Eater Bug"]
    assert sorted(c.name for c in duel.monsters(0)) == ["Celtic Guardian", "Dark Magician"]
    assert grave(duel, 1) == ["Man-Eater Bug"]


def test_dd_warrior_lady_destroyed_by_the_battle_is_negated_by_skill_drain():
    """Q: and my D.D. Warrior Lady, destroyed by Dark Magician under my Skill Drain? A: her
    effect may be activated, but she is still on the field after damage calculation: negated,
    nothing is banished."""
    duel, s = _dark_magician_attacks("D.D. Warrior Lady", "attack")
    s.pick("yes", "D.D. Warrior Lady", player=1, request="yes_no")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert _negated(duel) == ["D.D. Warrior Lady"]
    assert [c.name for c in duel.players[0].banished] == [] and grave(duel, 1) == ["D.D. Warrior Lady"]
