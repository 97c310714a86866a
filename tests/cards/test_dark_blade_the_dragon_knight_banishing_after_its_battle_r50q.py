"""Dark Blade the Dragon Knight's battle-damage trigger is activated after damage calculation,
while the monsters that battle destroyed are still on the field (round 50q).

Seed 004 §战斗处理时（伤害步骤）的注意 (a flip effect activated after damage calculation cannot
choose a monster whose destruction that battle decided: it is still on the field) and seed 000
§效果分類 › 永續效果 (在該怪獸進行戰鬥的傷害計算時，在破壞已經決定的場合，從那個時點開始效果就不再适用):
- the monster Dark Blade just destroyed by battle is not yet in its owner's GY, so it is not
  among the monsters Dark Blade may banish;
- Kycoo the Ghost Destroyer destroyed by that battle stops locking the GYs from damage
  calculation on, so Dark Blade may banish; a Kycoo that survives keeps the lock."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _banished(duel, player):
    return [c.name for c in duel.players[player].banished]


def _battle_dark_blade_into(target_name, *, kycoo_aside=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Blade the Dragon Knight")              # 2200
    if kycoo_aside:
        table.monster(1, "Kycoo the Ghost Destroyer")
    target = table.monster(1, target_name)
    table.grave(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Blade the Dragon Knight", target=target)
    return duel, s


def test_the_monster_dark_blade_just_destroyed_is_not_yet_in_the_gy_to_banish():
    """Q: Dark Blade destroys my opponent's Celtic Guardian by battle (800 damage); their GY
    holds Battle Ox. Which monsters may Dark Blade banish? A: only Battle Ox: its effect is
    activated after damage calculation, and Celtic Guardian is still on the field then; it
    reaches the GY at the end of the Damage Step."""
    duel, s = _battle_dark_blade_into("Celtic Guardian")
    assert duel.damage_sub == "after_calc"
    s.pick("yes", "Dark Blade the Dragon Knight", player=0, request="yes_no")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]
    s.pick("target", "Battle Ox", request="target")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert _banished(duel, 1) == ["Battle Ox"]
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert duel.players[1].lp == 7200


def test_kycoo_destroyed_by_dark_blades_battle_no_longer_stops_the_banish():
    """Q: Dark Blade attacks my opponent's Kycoo the Ghost Destroyer (1800 ATK) and destroys it
    (400 damage). Kycoo forbids me to banish from the GYs; may Dark Blade still banish Battle
    Ox from their GY? A: yes -- Kycoo's destruction was decided at damage calculation, so its
    continuous effect stopped before Dark Blade's effect is activated (after damage
    calculation); Kycoo itself is still on the field then and is not a choice."""
    duel, s = _battle_dark_blade_into("Kycoo the Ghost Destroyer")
    s.pick("yes", "Dark Blade the Dragon Knight", player=0, request="yes_no")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]
    s.pick("target", "Battle Ox", request="target")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert _banished(duel, 1) == ["Battle Ox"]
    assert grave(duel, 1) == ["Kycoo the Ghost Destroyer"]
    assert duel.players[1].lp == 7600


def test_a_kycoo_that_survives_the_battle_still_stops_dark_blade():
    """Control: Dark Blade destroys Celtic Guardian beside a face-up Kycoo that did not battle:
    Kycoo's lock still applies, so Dark Blade's effect is not offered at all."""
    duel, s = _battle_dark_blade_into("Celtic Guardian", kycoo_aside=True)
    assert duel.request.kind == "battle"
    assert _banished(duel, 1) == []
    assert grave(duel, 1) == ["Battle Ox", "Celtic Guardian"]
    assert duel.players[1].lp == 7200
