"""seed 000 §傷害步驟 / seed 004 §伤害步骤: when a battling monster leaves the field at the
start of the Damage Step, no damage calculation happens: the steps "before damage
calculation" and "damage calculation" are not reached (no window opens there), and the
attack ends as the battle's end (card behaviour: Ally of Justice Catastor, "destroy that
monster at the start of the Damage Step"; no damage calculation follows).

Ruled here: player 0's Ally of Justice Catastor attacks Blue-Eyes White Dragon; its effect
destroys Blue-Eyes White Dragon at the start of the Damage Step. The log then shows no step
"before_damage_calculation" nor "damage_calculation" after the start of the Damage Step, the
attack ends because a battler left, and no damage is dealt."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_no_step_before_damage_calculation_once_the_attack_target_is_destroyed_at_the_start():
    """Master Rule 1, player 0's turn 3, Battle Step: player 0 controls Ally of Justice
    Catastor (Synchro Summoned); player 1 controls Blue-Eyes White Dragon. Catastor attacks
    it; at the start of the Damage Step Catastor's effect destroys Blue-Eyes White Dragon.
    After the Damage Step starts the log has no "before_damage_calculation" and no
    "damage_calculation" step, the attack ends with reason "battler_left", and both players
    keep 8000 LP."""
    table = Table(rules="MR1", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Ally of Justice Catastor", summon_kind="synchro")
    blue_eyes = table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    start = len(duel.log)
    s = Script(duel)
    s.pick("attack", "Ally of Justice Catastor", target=blue_eyes)
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"]
    entries = duel.log[start:]
    steps = [e.get("step") for e in entries if e["type"] == "step"]
    assert "before_damage_calculation" not in steps and "damage_calculation" not in steps, steps
    assert [e.get("reason") for e in entries if e["type"] == "attack_ended"] == ["battler_left"]
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000
