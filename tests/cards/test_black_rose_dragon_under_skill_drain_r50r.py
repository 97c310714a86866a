"""Black Rose Dragon's ignition effect (banish 1 Plant monster from your GY, a cost; target 1
Defense Position monster your opponent controls: it turns to Attack Position with 0 ATK) under
Skill Drain.

Skill Drain negates the effects of face-up monsters on the field as they resolve; it does not stop
their activation (seed 000 §效果分類: 其他效果…都能被「技能抽取」無效; engine/chain.py `_can_activate`).
Black Rose Dragon stays on the field, so its effect is negated: the Plant banished for the cost
stays banished (a cost is not given back: tests/rules/test_negated_activations_and_their_costs_r38r.py),
and the target keeps its position and ATK."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def test_black_rose_dragon_under_skill_drain_banishes_its_plant_and_changes_nothing():
    """Q: under my opponent's Skill Drain I activate Black Rose Dragon's effect, banishing
    Dandylion, on their Mystical Elf in Defense Position. A: Dandylion stays banished (and, being
    banished from the GY, makes no Tokens); Mystical Elf stays in Defense Position with 800 ATK."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Black Rose Dragon", summon_kind="synchro")
    table.grave(0, "Dandylion")
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Rose Dragon")
    s.pick("select", "Dandylion")
    s.pick("target", "Mystical Elf")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 0) == ["Dandylion"] and grave(duel, 0) == []
    assert elf.card(duel).position == "defense"
    assert duel.atk(elf.card(duel)) == 800
    assert [c.name for c in duel.monsters(0)] == ["Black Rose Dragon"]
