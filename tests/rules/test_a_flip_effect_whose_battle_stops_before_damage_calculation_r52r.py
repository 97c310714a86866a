"""A Set Flip monster flipped face-up by an attack whose battle then stops before damage
calculation (the attacker left the field): its FLIP effect, which waits for the end of damage
calculation, is activated in the Damage Step all the same (round 52r).

Seed 000 §效果分類 (誘發效果): a monster attacked face-down and flipped face-up activates its
flip effect after damage calculation; a trigger whose moment came is never lost for want of a
later step: with no damage calculation the Damage Step goes to its end (seed 004 §战斗阶段的流程),
and the FLIP effect is activated there. Our reading: the flip happened, and a mandatory
trigger cannot miss its timing."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, lp, of_type, once
from duelist.testing.scenario import Script, Table


def test_man_eater_bug_flipped_by_an_attack_that_stops_still_destroys():
    """Q: my Battle Ox attacks my opponent's Set Man-Eater Bug; the Bug is flipped face-up
    before damage calculation, and then Battle Ox leaves the field (here by fiat). A: no damage
    calculation: no damage, the Bug is not destroyed. Its FLIP effect is activated at the end of
    the Damage Step: it destroys my Celtic Guardian (its only other target is itself)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    guardian = table.monster(0, "Celtic Guardian")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    table.at("before_damage_calculation", once(lambda duel: duel.debug_move(ox.uid(duel), S.GRAVE)))
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", ox, target=bug)
    assert [e["reason"] for e in of_type(duel, "attack_ended", start)] == ["battler_left"]
    assert duel.step == "damage"
    s.pick("target", guardian, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")

    assert of_type(duel, "battle", start) == [] and lp(duel) == (8000, 8000)
    [link] = of_type(duel, "chain", start)
    assert link["name"] == "Man-Eater Bug" and link["player"] == 1
    assert bug.card(duel).position == "defense"
    assert grave(duel, 0) == ["Battle Ox", "Celtic Guardian"]
    assert field_monsters(duel, 1) == ["Man-Eater Bug"]
    assert duel.request.kind == "battle" and duel.request.player == 0
