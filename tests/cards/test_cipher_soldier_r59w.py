"""Cipher Soldier (79853073): while it battles a Warrior monster, it has 2000 more ATK and DEF during
damage calculation only.

Sources, in our words: the card's English text (TFK-EN002 promotion and today's: no ERAS entry);
yugioh-wiki.net 《サイファー・スカウター》 (battling a Warrior, attacking or attacked, ATK and DEF up
2000 during damage calculation only); seed 000 §怪獸的表示形式 (a face-down target is flipped before
damage calculation: a Set Warrior counts then); seed 004 §伤害的判定 (damage and destruction from the
values of damage calculation)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

CS = "Cipher Soldier"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_cipher_soldier_attacks_a_warrior_with_3350():
    """Q: Cipher Soldier (1350) attacks my opponent's Celtic Guardian (Warrior, 1400). A: in damage
    calculation it is 3350: Celtic Guardian is destroyed, 1950 damage; back to 1350 ATK afterwards."""
    seen = []
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    cs = table.monster(0, CS)
    guardian = table.monster(1, "Celtic Guardian")
    table.at("before_damage_calculation", lambda duel: seen.append(duel.atk(cs.card(duel))))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", cs, target=guardian)
    _pass_all(duel, s)
    assert seen == [1350]       # not yet: damage calculation only
    assert duel.players[1].lp == 6050 and grave(duel, 1) == ["Celtic Guardian"]
    assert duel.atk(cs.card(duel)) == 1350


def test_cipher_soldier_defends_against_a_warrior_with_3800_def():
    """Q: my opponent's Goblin Attack Force (Warrior, 2300) attacks my face-up Defense Cipher Soldier (1800
    DEF). A: 3800 DEF in damage calculation: nothing is destroyed, my opponent takes 1500."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    cs = table.monster(0, CS, position="defense")
    table.monster(1, "Goblin Attack Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Goblin Attack Force", target=cs, player=1)
    _pass_all(duel, s)
    assert duel.players[1].lp == 6500 and duel.players[0].lp == 8000
    assert cs.card(duel).location == "mzone"


def test_cipher_soldier_gains_nothing_against_a_beast_warrior():
    """Q: Cipher Soldier (1350) attacks Battle Ox (Beast-Warrior, 1700). A: not a Warrior: no gain; Cipher
    Soldier is destroyed and I take 350."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    cs = table.monster(0, CS)
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", cs, target=ox)
    _pass_all(duel, s)
    assert duel.players[0].lp == 7650 and grave(duel, 0) == [CS]


def test_cipher_soldier_against_a_set_warrior():
    """Q: Cipher Soldier attacks my opponent's Set monster, Celtic Guardian (Warrior, 1200 DEF). A: flipped
    face-up before damage calculation, it is a Warrior then: 3350 against 1200, it is destroyed."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    cs = table.monster(0, CS)
    guardian = table.monster(1, "Celtic Guardian", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", cs, target=guardian)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Celtic Guardian"] and duel.players[1].lp == 8000
