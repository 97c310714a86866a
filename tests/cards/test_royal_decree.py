"""Royal Decree: negates every other Trap effect on the field.

Rules cited: seed 000 §陷阱卡 (永續陷阱), §永續效果; seed 004 §连锁和咒文速度.
Card behaviour: current OCG/TCG text and rulings: Traps can still be activated under
Royal Decree, their effects are negated when they resolve; Royal Decree does not negate
itself.
"""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_royal_decree_negates_a_trap_activated_later():
    """Royal Decree: with it face-up, Trap Hole may still be activated, but resolves without
    effect (the summoned monster stays)."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Royal Decree", face_down=False)
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    assert field_monsters(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Trap Hole"]


def test_royal_decree_chained_to_a_trap_negates_it():
    """Royal Decree chained to Mirror Force: it resolves first (seed 004 §连锁和咒文速度: last
    link first) and its continuous effect then negates Mirror Force at resolution."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Royal Decree")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Mirror Force", player=1)
    s.pick("activate", "Royal Decree", player=0)
    assert field_monsters(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Mirror Force"]
    assert duel.players[1].lp == 6300


def test_royal_decree_does_not_negate_itself():
    """Royal Decree: "all OTHER Trap effects" — once face-up it keeps applying (the engine
    never negates a negate_traps effect), even though it is itself a Trap on the field."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Royal Decree")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Royal Decree")
    decree = [c for c in duel.players[0].szone if c is not None][0]
    assert decree.face_up and decree.activated
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Trap Hole", player=1)
    s.pick("target", "Battle Ox", player=1)
    assert field_monsters(duel, 0) == ["Battle Ox"]


def test_royal_decree_negates_a_continuous_trap():
    """Royal Decree: a face-up Continuous Trap's effect stops applying (Gravity Bind: Level 4
    monsters may attack again); once Royal Decree leaves, it applies again."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.spell_trap(0, "Royal Decree", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert s.has("attack", "Battle Ox", target="player")
    s.pick("attack", "Battle Ox", target="player")
    assert duel.players[1].lp == 6300


def test_royal_decree_gone_traps_work_again():
    """Royal Decree destroyed by Mystical Space Typhoon: Gravity Bind applies again."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.spell_trap(0, "Royal Decree", face_down=False)
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Royal Decree", player=0)
    assert sorted(grave(duel, 0)) == ["Mystical Space Typhoon", "Royal Decree"]
    s.pick("battle")
    assert not s.has("attack", "Battle Ox")


def test_royal_decree_leaves_spells_alone():
    """Royal Decree: only Trap effects; a Spell (Ookazi) resolves normally."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Royal Decree", face_down=False)
    table.hand(0, "Ookazi")
    duel = table.build()
    Script(duel).pick("activate", "Ookazi")
    assert lp(duel) == (8000, 7200)


def test_royal_decree_negates_the_activation_of_call_of_the_haunted():
    """Royal Decree: Call of the Haunted activated under it resolves without effect (no
    monster returns) and stays on the field as a face-up Continuous Trap."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Royal Decree", face_down=False)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Summoned Skull", player=0)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == ["Summoned Skull"]
    call = [c for c in duel.players[0].szone if c is not None]
    assert [c.name for c in call] == ["Call of the Haunted"] and call[0].face_up


def test_royal_decree_negates_imperial_order():
    """Royal Decree: Imperial Order is a Continuous Trap; under Royal Decree its effect is
    negated, so Spells work again (Ookazi inflicts its damage)."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.spell_trap(0, "Royal Decree", face_down=False)
    table.hand(0, "Ookazi")
    duel = table.build()
    Script(duel).pick("activate", "Ookazi")
    assert duel.players[1].lp == 7200
