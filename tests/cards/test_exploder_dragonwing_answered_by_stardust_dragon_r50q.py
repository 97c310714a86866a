"""Exploder Dragonwing's destruction at the start of the Damage Step answered by Stardust Dragon
(round 50q).

Seed 000 §效果分類 › 誘發即時效果 (在傷害步驟中…可以發動無效卡片·效果發動的效果): Stardust Dragon
negates an activation, so it may answer in the Damage Step (its Tribute is the cost). Exploder
Dragonwing, destroyed by that negation, leaves the battle: no damage calculation follows
(tests/rules/test_battle.py, the attacker leaving in the Damage Step). Stardust Dragon, which
negated an activation that turn, may come back in that turn's End Phase -- the opponent's."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_exploder_dragonwing_in_the_damage_step_and_comes_back():
    """Q: my opponent's Exploder Dragonwing attacks my Celtic Guardian; at the start of the
    Damage Step they activate its effect to destroy the Guardian and burn me for 1400. I Tribute
    Stardust Dragon to negate it. A: the activation is negated and Exploder Dragonwing
    destroyed; the attack ends without damage calculation; in that turn's End Phase I may
    Special Summon Stardust Dragon from my GY."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Exploder Dragonwing")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Stardust Dragon", summon_kind="synchro")
    for player in (0, 1):
        table.deck(player, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Exploder Dragonwing", target="Celtic Guardian")
    assert duel.damage_sub == "start"
    s.pick("yes", "Exploder Dragonwing", player=0, request="yes_no")
    s.pick("activate", "Stardust Dragon", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "battle"
    assert not of_type(duel, "battle")                           # no damage calculation
    assert [e["reason"] for e in of_type(duel, "attack_ended")] == ["battler_left"]
    assert grave(duel, 0) == ["Exploder Dragonwing"] and grave(duel, 1) == ["Stardust Dragon"]
    assert [c.name for c in duel.monsters(1)] == ["Celtic Guardian"] and lp(duel) == (8000, 8000)
    s.pick("end_battle", request="battle")
    s.pick("end_turn", request="idle")
    s.pick("yes", "Stardust Dragon", player=1, request="yes_no")   # turn 3's End Phase
    s.pick("option", "Attack Position", player=1, request="option")
    assert duel.turn == 4
    assert sorted(c.name for c in duel.monsters(1)) == ["Celtic Guardian", "Stardust Dragon"]
