"""An attack negated by Magic Cylinder was still declared: its monster may not attack again that
Battle Phase, nor change its battle position in Main Phase 2 (round 51q).

Seed 004 §战斗阶段中的卷回 (注意: once an attack has been declared, the monster may not declare
another this Battle Phase, and -- having declared an attack -- may not change its battle
position in Main Phase 2) and §主要阶段2 (a monster that declared an attack in the Battle Phase
cannot change its position in Main Phase 2). The ended attack's log reason is
tests/rules/test_a_negated_attack_ends_as_negated_r37m.py's."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def test_a_monster_whose_attack_magic_cylinder_negated_keeps_its_position_in_main_phase_2():
    """Q: my Battle Ox attacks directly; my opponent's Magic Cylinder negates the attack and I
    take 1700. A: Battle Ox has attacked: it cannot attack again, and in Main Phase 2 it cannot
    be changed to Defense Position -- my Celtic Guardian, which did not attack, can."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(1, "Magic Cylinder")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Magic Cylinder", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000 - 1700, 8000)
    assert not s.has("attack", "Battle Ox")
    s.pick("end_battle", request="battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.phase == "main2"
    assert not s.has("change_position", "Battle Ox")
    assert s.has("change_position", "Celtic Guardian")
