"""Man-Eater Bug flipped face-up by an attack: its flip effect waits until after damage
calculation (seed 000 §反轉效果, ENGINE.md §7), and is used then even when a player had an
effect to activate before damage calculation and passed, so that the window was opened with
the flip effect held (engine/chain.py `_build_trigger_chain` keeps it waiting, the
`hold_flips` windows of battle.py)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _attack_the_set_bug():
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Rush Recklessly")        # usable in the damage step, up to damage calculation
    bug = table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug)
    s.pick("pass", player=0, request="chain")      # attack declared
    s.pick("pass", player=0, request="chain")      # start of the damage step
    return duel, s


def test_the_flip_effect_waits_while_rush_recklessly_is_offered_before_damage_calculation():
    duel, s = _attack_the_set_bug()
    s.expect("chain", player=0)
    assert [e["step"] for e in duel.log if e["type"] == "step"][-1] == "before_damage_calculation"
    assert [e for e in duel.log if e["type"] == "chain"] == []     # nothing put on a chain yet
    s.pick("pass", player=0)
    # damage calculation first, then the flip effect, which is used even though the Bug was destroyed
    assert [e["type"] for e in duel.log if e["type"] in ("battle", "chain")] == ["battle"]
    s.pick("target", "Celtic Guardian", player=1, request="target")
    assert [e["type"] for e in duel.log if e["type"] in ("battle", "chain")] == ["battle", "chain"]
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert grave(duel, 1) == ["Man-Eater Bug"] and grave(duel, 0) == ["Celtic Guardian"]
