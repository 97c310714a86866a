"""Graceful Dice (Quick-Play Spell): roll a six-sided die; every face-up monster you control
gains ATK and DEF equal to the result x 100 until the end of the turn.

Seed 004 §一 必要的场合要用到的东西 (the die a duel needs, `Ctx.roll_die`: tests/rules/test_dice.py
for the die itself); seed 000 §怪獸的表示形式 (a face-down monster is not affected by an effect
that changes ATK/DEF: "裡側表示的怪獸不适用使場上的怪獸的...攻守變化的效果"). Each test reads
the roll from the log, so it holds whatever the seed rolls."""

import pytest

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _table(seed=0):
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Graceful Dice")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def _resolve(duel, s, card="Graceful Dice"):
    """Activate `card` from player 0's Main Phase menu and let every chain window pass."""
    s.pick("activate", card, request="idle")
    while duel.request.kind != "idle":
        s.pick("pass")
    (roll,) = of_type(duel, "die_roll")
    return roll["result"]


def _stats(duel, name, player=0):
    (card,) = [c for c in duel.monsters(player) if c.name == name]
    return duel.atk(card), duel.defense(card)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_graceful_dice_raises_atk_and_def_of_each_face_up_monster_you_control_by_the_roll(seed):
    """Seed 004 §一: the die's result x 100 goes to the ATK and DEF of each face-up monster its
    controller controls (Battle Ox 1700/1000, Mystical Elf 800/2000 in Defense Position);
    the opponent's Celtic Guardian is not changed."""
    table = _table()
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="defense")
    table.monster(1, "Celtic Guardian")
    duel = table.build(seed=seed)
    roll = _resolve(duel, Script(duel))
    assert 1 <= roll <= 6
    assert _stats(duel, "Battle Ox") == (1700 + roll * 100, 1000 + roll * 100)
    assert _stats(duel, "Mystical Elf") == (800 + roll * 100, 2000 + roll * 100)
    assert _stats(duel, "Celtic Guardian", 1) == (1400, 1200)
    assert grave(duel, 0) == ["Graceful Dice"]


def test_graceful_dice_leaves_a_face_down_monster_unchanged_even_once_it_is_flipped():
    """Seed 000 §怪獸的表示形式: a face-down monster does not take an ATK/DEF change; the change
    was given to the monsters face-up at resolution, so the Set Mystical Elf Flip Summoned
    afterwards this turn has its own 800/2000."""
    table = _table()
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    roll = _resolve(duel, s)
    assert _stats(duel, "Battle Ox") == (1700 + roll * 100, 1000 + roll * 100)
    s.pick("flip_summon", "Mystical Elf")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert _stats(duel, "Mystical Elf") == (800, 2000)


def test_graceful_dice_does_not_raise_a_monster_summoned_after_it_resolved():
    """The change applies to the monsters on the field when it resolves: Celtic Guardian Normal
    Summoned afterwards keeps 1400/1200."""
    table = _table()
    table.monster(0, "Battle Ox")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    roll = _resolve(duel, s)
    s.pick("summon", "Celtic Guardian")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert _stats(duel, "Celtic Guardian") == (1400, 1200)
    assert _stats(duel, "Battle Ox") == (1700 + roll * 100, 1000 + roll * 100)


def test_graceful_dice_boost_ends_at_the_end_of_the_turn():
    """"Until the end of this turn": in the opponent's next turn Battle Ox is 1700/1000 again."""
    table = _table()
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    roll = _resolve(duel, s)
    assert _stats(duel, "Battle Ox") == (1700 + roll * 100, 1000 + roll * 100)
    s.end_turn()
    assert duel.turn_player == 1
    assert _stats(duel, "Battle Ox") == (1700, 1000)


def test_graceful_dice_needs_a_face_up_monster_of_yours_to_be_activated():
    """Its effect would give nothing without a face-up monster of its controller's: with only a
    Set monster of yours (and a face-up one of the opponent's) it is not offered; once a
    monster of yours is face-up it is."""
    table = _table()
    table.monster(0, "Mystical Elf", position="set")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Graceful Dice")
    s.pick("flip_summon", "Mystical Elf")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert s.has("activate", "Graceful Dice")


def test_graceful_dice_rolls_the_die_even_when_no_monster_is_left_to_raise():
    """The roll is the effect's first step: when Raigeki Break (Chain Link 2) destroyed the only
    monster, Graceful Dice still resolves and rolls (the result is in the log), and nothing
    gains."""
    table = _table()
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Raigeki Break")
    table.hand(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Dice", request="idle")
    s.pick("activate", "Raigeki Break", player=1, request="chain")
    s.pick("select", "Celtic Guardian", request="select")
    s.pick("target", "Battle Ox", request="target")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert duel.monsters(0) == []
    assert "Battle Ox" in grave(duel, 0) and "Graceful Dice" in grave(duel, 0)
    (roll,) = of_type(duel, "die_roll")
    assert roll["player"] == 0 and roll["name"] == "Graceful Dice" and 1 <= roll["result"] <= 6
    assert not [e for e in of_type(duel, "lingering") if e["source"] == 74137509]
