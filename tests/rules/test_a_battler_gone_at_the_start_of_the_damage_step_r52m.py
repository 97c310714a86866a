"""A battler that leaves the field at the start of the Damage Step: the battle goes no further --
no "before damage calculation", so a face-down defender is never flipped face-up by the attack,
and no damage is calculated.

Seed 000 §怪獸的表示形式 (a face-down monster attacked is turned face-up before damage calculation,
不是傷害步驟開始時) and seed 004 §战斗阶段的流程 (the Damage Step's sub-steps in order; a battler
gone before damage calculation: no calculation). The battler is moved by the table's hook at the
start of the Damage Step (docs/scenarios.md §4), as an effect used then would.

Round 52m: mutants of battle.py `_damage_step`'s first test of the battlers (the attacker's test
dropped; the target's "same object" test dropped) that the battle tests did not tell from the real
engine."""

from duelist.engine import state as S
from duelist.testing.reads import lp, of_type, once
from duelist.testing.scenario import Script, Table


def _steps(duel):
    return [e["step"] for e in of_type(duel, "step")]


def test_the_attacker_gone_at_the_start_of_the_damage_step_flips_nothing():
    """Q: my Battle Ox attacks my opponent's face-down Mystical Elf; at the start of the Damage
    Step Battle Ox leaves the field. A: the Damage Step goes straight to its end: there is no
    "before damage calculation", so the Elf is never flipped face-up and stays a face-down
    monster; no damage, no battle."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.hand(1, "Pot of Greed")         # (a script in the duel: its Damage Step asks every window)
    table.at("damage_step_start", once(lambda duel: duel.debug_move(ox.uid(duel), S.GRAVE)))
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=elf)
    steps = _steps(duel)
    assert "damage_start" in steps and "damage_end" in steps
    assert "before_damage_calculation" not in steps and "damage_calculation" not in steps
    assert elf.card(duel).position == "set"
    assert of_type(duel, "flip") == [] and of_type(duel, "battle") == []
    assert [e["reason"] for e in of_type(duel, "attack_ended")] == ["battler_left"]
    assert lp(duel) == (8000, 8000)


def test_the_target_gone_at_the_start_of_the_damage_step_leaves_no_calculation():
    """Q: my Battle Ox attacks my opponent's Mystical Elf; at the start of the Damage Step the Elf
    is sent to the GY (it is still my opponent's card there). A: the monster attacked is no longer
    on the field: no "before damage calculation", no damage calculation; nobody takes damage."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf")
    table.hand(1, "Pot of Greed")
    table.at("damage_step_start", once(lambda duel: duel.debug_move(elf.uid(duel), S.GRAVE)))
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=elf)
    assert elf.card(duel).location == "grave"
    steps = _steps(duel)
    assert "before_damage_calculation" not in steps and "damage_calculation" not in steps
    assert of_type(duel, "battle") == []
    assert [e["reason"] for e in of_type(duel, "attack_ended")] == ["battler_left"]
    assert lp(duel) == (8000, 8000)
