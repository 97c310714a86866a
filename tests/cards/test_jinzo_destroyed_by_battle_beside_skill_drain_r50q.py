"""Jinzo negates the face-up Skill Drain only while Jinzo's effect applies: once the battle
decides Jinzo's destruction, Skill Drain applies again for the rest of the Damage Step
(round 50q).

Seed 000 §效果分類 › 永續效果 (在該怪獸進行戰鬥的傷害計算時，在破壞已經決定的場合，從那個時點開始效果
就不再适用) and the Jinzo / Skill Drain order of the table (Jinzo first: it negates Skill Drain;
test_skill_drain_activated_before_jinzo_summoned_r23m.py). D.D. Warrior Lady's effect is
activated after damage calculation, while she is on the field (tests/cards/test_battle_monsters.py);
Skill Drain negates the effects of face-up monsters on the field. Jinzo also keeps her player
from activating Traps, so her boosts here are two Rush Recklessly."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _lady_attacks_jinzo(rushes):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    lady = table.monster(0, "D.D. Warrior Lady")                   # 1500
    table.hand(0, *(["Rush Recklessly"] * rushes))                 # +700 each
    jinzo = table.monster(1, "Jinzo")                              # 2400
    table.spell_trap(1, "Skill Drain", face_down=False)             # negated by Jinzo
    duel = table.build()
    s = Script(duel)
    s.pick("attack", lady, target=jinzo)
    while duel.damage_sub is None:
        s.pick("pass")                                             # the attack declaration
    for _ in range(rushes):
        s.pick("activate", "Rush Recklessly", player=0, request="chain", first=True)
        s.pick("target", lady, request="target")
        while duel.request.kind == "chain" and duel.request.player == 1:
            s.pick("pass")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.damage_sub == "after_calc"
    s.pick("yes", "D.D. Warrior Lady", player=0, request="yes_no")
    while duel.request.kind != "battle":
        s.pick("pass")
    return duel


def _banished(duel, player):
    return [c.name for c in duel.players[player].banished]


def test_while_jinzo_survives_the_battle_skill_drain_stays_negated_and_the_lady_banishes():
    """Q: my D.D. Warrior Lady (2200 with one Rush Recklessly) attacks my opponent's Jinzo
    (2400); they also control a face-up Skill Drain, negated by Jinzo. She is destroyed; may
    her effect banish Jinzo? A: yes -- Jinzo survives, so Skill Drain stays negated: both are
    banished."""
    duel = _lady_attacks_jinzo(rushes=1)
    assert _banished(duel, 0) == ["D.D. Warrior Lady"] and _banished(duel, 1) == ["Jinzo"]
    assert not [e for e in duel.log if e["type"] == "negated"]


def test_once_jinzos_destruction_is_decided_skill_drain_negates_the_lady():
    """Q: the same, but two Rush Recklessly make the Lady 2900: Jinzo is destroyed by the
    battle. A: from damage calculation Jinzo no longer applies, so Skill Drain does: the
    Lady's effect (activated after damage calculation, she is face-up on the field) is negated;
    Jinzo goes to the GY."""
    duel = _lady_attacks_jinzo(rushes=2)
    assert [e["name"] for e in duel.log if e["type"] == "negated"] == ["D.D. Warrior Lady"]
    assert _banished(duel, 0) == [] and _banished(duel, 1) == []
    assert grave(duel, 1) == ["Jinzo"]
    assert [c.name for c in duel.monsters(0)] == ["D.D. Warrior Lady"]
