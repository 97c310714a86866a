"""Dark Balter the Terrible negates the effects of the Effect Monsters it destroys by battle --
but only while it applies: destroyed by the same battle, it stops applying from damage
calculation on (round 50q).

Seed 000 §效果分類 › 永續效果 (在該怪獸進行戰鬥的傷害計算時，在破壞已經決定的場合，從那個時點開始效果
就不再适用). D.D. Warrior Lady's effect is activated after damage calculation, while she is still
on the field (tests/cards/test_battle_monsters.py): when Balter survives the battle she loses,
her effect is negated; when both are destroyed, Balter no longer negates it, and she banishes
both monsters."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _lady_attacks_balter(reinforced):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    lady = table.monster(0, "D.D. Warrior Lady")                     # 1500
    if reinforced:
        table.spell_trap(0, "Reinforcements")                        # +500: 2000, as Balter
    table.monster(1, "Dark Balter the Terrible", summon_kind="fusion")   # 2000
    duel = table.build()
    s = Script(duel)
    s.pick("attack", lady, target="Dark Balter the Terrible")
    while duel.request.kind == "chain":
        if reinforced and duel.damage_sub == "start" and duel.request.player == 0:
            s.pick("activate", "Reinforcements", request="chain")
            s.pick("target", lady, request="target")
            reinforced = False
            continue
        s.pick("pass")
    return duel, s


def _banished(duel, player):
    return [c.name for c in duel.players[player].banished]


def test_lady_destroyed_by_balter_has_her_effect_negated():
    """Q: my D.D. Warrior Lady (1500) attacks my opponent's Dark Balter (2000) and is destroyed.
    May she banish Balter? A: I may activate her effect, but Balter negates the effects of the
    monsters it destroys by battle: nothing is banished, and I take 500."""
    duel, s = _lady_attacks_balter(reinforced=False)
    s.pick("yes", "D.D. Warrior Lady", player=0, request="yes_no")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert _banished(duel, 0) == [] and _banished(duel, 1) == []
    assert grave(duel, 0) == ["D.D. Warrior Lady"]
    assert [c.name for c in duel.monsters(1)] == ["Dark Balter the Terrible"]
    assert lp(duel) == (7500, 8000)


def test_when_balter_is_destroyed_too_the_lady_banishes_both():
    """Q: as above, but Reinforcements made the Lady 2000: both monsters are destroyed. A:
    Balter's destruction was decided at damage calculation, so its effect no longer applies
    when the Lady's effect resolves: both are banished, none goes to the GY."""
    duel, s = _lady_attacks_balter(reinforced=True)
    s.pick("yes", "D.D. Warrior Lady", player=0, request="yes_no")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert _banished(duel, 0) == ["D.D. Warrior Lady"]
    assert _banished(duel, 1) == ["Dark Balter the Terrible"]
    assert grave(duel, 0) == ["Reinforcements"] and grave(duel, 1) == []
    assert lp(duel) == (8000, 8000)
