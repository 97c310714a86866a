"""Skull Dice (Normal Trap): roll a six-sided die; every face-up monster your opponent controls
loses ATK and DEF equal to the result x 100 until the end of the turn.

Seed 004 §一 必要的场合要用到的东西 (the die a duel needs, `Ctx.roll_die`: tests/rules/test_dice.py
for the die itself); seed 000 §怪獸的表示形式 (a face-down monster is not affected by an effect
that changes ATK/DEF); seed 000 §效果分類 › 傷害步驟 (an effect that changes ATK/DEF may be
activated in the damage step until damage calculation). Each test reads the roll from the log,
so it holds whatever the seed rolls."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _table(turn_player=0, phase="main1"):
    """Player 1 has Skull Dice Set (since an earlier turn)."""
    table = Table(turn=3, turn_player=turn_player, phase=phase)
    table.spell_trap(1, "Skull Dice")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def _pass_until_idle(duel, s):
    while duel.request.kind not in ("idle", "battle"):
        s.pick("pass")


def _skull_dice_in_player_0s_main_phase(duel, s):
    """Player 0 Normal Summons its hand's Celtic Guardian; player 1 answers with Skull Dice."""
    s.pick("summon", "Celtic Guardian", request="idle")
    s.pick("activate", "Skull Dice", player=1)
    _pass_until_idle(duel, s)
    (roll,) = of_type(duel, "die_roll")
    return roll["result"]


def _stats(duel, name, player=0):
    (card,) = [c for c in duel.monsters(player) if c.name == name]
    return duel.atk(card), duel.defense(card)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_skull_dice_lowers_atk_and_def_of_each_face_up_opponent_monster_by_the_roll(seed):
    """Seed 004 §一: the die's result x 100 comes off the ATK and DEF of each face-up monster the
    opponent controls (Battle Ox 1700/1000, Celtic Guardian 1400/1200); Skull Dice's
    controller's own Mystical Elf is not changed; player 1 rolled."""
    table = _table()
    table.monster(0, "Battle Ox")
    table.hand(0, "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    duel = table.build(seed=seed)
    roll = _skull_dice_in_player_0s_main_phase(duel, Script(duel))
    assert of_type(duel, "die_roll")[0]["player"] == 1
    assert _stats(duel, "Battle Ox") == (1700 - roll * 100, 1000 - roll * 100)
    assert _stats(duel, "Celtic Guardian") == (1400 - roll * 100, 1200 - roll * 100)
    assert _stats(duel, "Mystical Elf", 1) == (800, 2000)
    assert grave(duel, 1) == ["Skull Dice"]


def test_skull_dice_cannot_take_atk_or_def_below_zero():
    """A loss larger than the value leaves 0: Thousand-Eyes Idol (0/0) stays at 0/0."""
    table = _table()
    table.monster(0, "Thousand-Eyes Idol")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    roll = _skull_dice_in_player_0s_main_phase(duel, Script(duel))
    assert _stats(duel, "Thousand-Eyes Idol") == (0, 0)
    assert _stats(duel, "Celtic Guardian") == (1400 - roll * 100, 1200 - roll * 100)


def test_skull_dice_leaves_a_face_down_monster_unchanged():
    """Seed 000 §怪獸的表示形式: the opponent's Set Mystical Elf takes no ATK/DEF change; once it
    is Flip Summoned this turn it has its own 800/2000."""
    table = _table()
    table.monster(0, "Mystical Elf", position="set")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    roll = _skull_dice_in_player_0s_main_phase(duel, s)
    assert _stats(duel, "Celtic Guardian") == (1400 - roll * 100, 1200 - roll * 100)
    s.pick("flip_summon", "Mystical Elf")
    _pass_until_idle(duel, s)
    assert _stats(duel, "Mystical Elf") == (800, 2000)


def _to_main_phase_2(duel, s):
    """From player 0's Battle Phase (no attack) to its Main Phase 2, every window passed."""
    while duel.phase != "main2":
        s.pick("end_battle" if duel.request.kind == "battle" else "pass")


def test_skull_dice_does_not_weaken_a_monster_summoned_after_it_resolved():
    """The change applies to the monsters on the field when it resolves: player 1 activates Skull
    Dice as player 0 would end Main Phase 1 (Battle Ox weakened); Celtic Guardian Normal Summoned
    after it resolved keeps 1400/1200."""
    table = _table()
    table.monster(0, "Battle Ox")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", request="idle")
    s.pick("activate", "Skull Dice", player=1, request="chain")
    _pass_until_idle(duel, s)
    assert duel.phase == "main1"        # a chain at the end of Main Phase 1 leaves the player in it
    (roll,) = of_type(duel, "die_roll")
    s.pick("summon", "Celtic Guardian", request="idle")
    _pass_until_idle(duel, s)
    assert _stats(duel, "Battle Ox") == (1700 - roll["result"] * 100, 1000 - roll["result"] * 100)
    assert _stats(duel, "Celtic Guardian") == (1400, 1200)


def test_skull_dice_loss_ends_at_the_end_of_the_turn():
    """"Until the end of this turn": in player 1's next turn Battle Ox is 1700/1000 again."""
    table = _table()
    table.monster(0, "Battle Ox")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    roll = _skull_dice_in_player_0s_main_phase(duel, s)
    assert _stats(duel, "Battle Ox") == (1700 - roll * 100, 1000 - roll * 100)
    s.end_turn()
    _pass_until_idle(duel, s)
    assert duel.turn_player == 1
    assert _stats(duel, "Battle Ox") == (1700, 1000)


def test_skull_dice_needs_a_face_up_monster_of_the_opponents_to_be_activated():
    """Its effect would take nothing without a face-up monster of the opponent's: while player 0
    has only a Set monster, player 1 is not offered it as Main Phase 1 ends (a Set Waboku of
    theirs is, the witness that they were asked); once player 0 has Normal Summoned a monster
    in Main Phase 2 it is."""
    table = _table()
    table.monster(0, "Mystical Elf", position="set")
    table.spell_trap(1, "Waboku")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", request="idle")
    assert duel.request.player == 1 and s.has("activate", "Waboku")
    assert not s.has("activate", "Skull Dice")
    _to_main_phase_2(duel, s)
    s.pick("summon", "Celtic Guardian", request="idle")
    assert duel.request.player == 1 and s.has("activate", "Skull Dice")


def test_skull_dice_in_the_damage_step_changes_the_battle():
    """Seed 000 §效果分類 › 傷害步驟: an ATK/DEF-changing effect may be activated in the damage step
    until damage calculation. Battle Ox attacks Celtic Guardian; player 1 activates Skull Dice
    in the damage step, and the battle is fought with Battle Ox's lowered ATK."""
    table = _table(phase="battle_step")
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian, request="battle")
    while duel.request.kind == "chain" and not (duel.step == "damage" and s.has("activate", "Skull Dice")):
        s.pick("pass")
    assert duel.step == "damage"
    s.pick("activate", "Skull Dice", player=1)
    _pass_until_idle(duel, s)
    (roll,) = of_type(duel, "die_roll")
    (battle,) = of_type(duel, "battle")
    assert battle["atk"] == 1700 - roll["result"] * 100
    ox_won = 1700 - roll["result"] * 100 > 1400
    assert ("Celtic Guardian" in grave(duel, 1)) == ox_won
