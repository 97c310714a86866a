"""Goat-format Traps that answer Summons: Torrential Tribute, Bottomless Trap Hole.

Rules cited: seed 000 §陷阱卡 (通常陷阱), §卡片效果特殊召喚; seed 004 §怪兽的召唤,
§连锁和咒文速度. Card behaviour: current OCG/TCG text and rulings.
"""

import pytest

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def banished(duel, player):
    return [c.name for c in duel.players[player].banished]


# ------------------------------------------------------------ Torrential Tribute
def test_torrential_tribute_destroys_every_monster_after_a_normal_summon():
    """Torrential Tribute: when a monster is Summoned, every monster on the field is
    destroyed (both sides, face-down ones too)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.monster(0, "Celtic Guardian", position="set")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert sorted(grave(duel, 1)) == ["Mystical Elf", "Torrential Tribute"]


def test_torrential_tribute_answers_a_special_summon():
    """Torrential Tribute: any Summon, Special Summons included (Monster Reborn)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(1, "Summoned Skull")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoned Skull")
    s.pick("option", "Attack Position", player=0)
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    assert field_monsters(duel, 0) == [] and "Summoned Skull" in grave(duel, 1)


def test_torrential_tribute_after_your_own_summon():
    """Torrential Tribute: "a monster is Summoned" — by either player; its controller may
    answer their own Summon."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Torrential Tribute", player=0, request="chain")
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Summoned Skull"]


def test_torrential_tribute_not_after_a_set():
    """Torrential Tribute: a monster Set face-down is not Summoned: no window opens for it."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Battle Ox")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert field_monsters(duel, 1) == ["Summoned Skull"]


def test_torrential_tribute_not_without_a_summon():
    """Torrential Tribute: in a window that no Summon opened it cannot be activated."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Ookazi")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    Script(duel).pick("activate", "Ookazi")
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == ["Battle Ox"]


# ---------------------------------------------------------- Bottomless Trap Hole
def test_bottomless_trap_hole_destroys_and_banishes():
    """Bottomless Trap Hole: the opponent's Summoned monster with 1500 or more ATK is
    destroyed and banished."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Bottomless Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Bottomless Trap Hole", player=1, request="chain")
    assert field_monsters(duel, 0) == [] and banished(duel, 0) == ["Battle Ox"]
    assert grave(duel, 0) == [] and grave(duel, 1) == ["Bottomless Trap Hole"]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Battle Ox"]


def test_bottomless_trap_hole_needs_1500_atk():
    """Bottomless Trap Hole: a monster with less than 1500 ATK (Celtic Guardian, 1400)
    opens no window for it."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Celtic Guardian")
    table.spell_trap(1, "Bottomless Trap Hole")
    duel = table.build()
    Script(duel).pick("summon", "Celtic Guardian")
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == ["Celtic Guardian"]


def test_bottomless_trap_hole_answers_a_flip_summon():
    """Bottomless Trap Hole: "Summons" includes Flip Summons."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox", position="set")
    table.spell_trap(1, "Bottomless Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Battle Ox")
    s.pick("activate", "Bottomless Trap Hole", player=1, request="chain")
    assert banished(duel, 0) == ["Battle Ox"]


def test_bottomless_trap_hole_answers_a_special_summon():
    """Bottomless Trap Hole: Special Summons too (Monster Reborn)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Summoned Skull")
    table.spell_trap(1, "Bottomless Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoned Skull")
    s.pick("option", "Attack Position", player=0)
    s.pick("activate", "Bottomless Trap Hole", player=1, request="chain")
    assert banished(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 0) == []


def test_bottomless_trap_hole_not_against_your_own_summon():
    """Bottomless Trap Hole: only "your opponent" Summoning."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.spell_trap(0, "Bottomless Trap Hole")
    duel = table.build()
    Script(duel).pick("summon", "Battle Ox")
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == ["Battle Ox"]


def test_bottomless_trap_hole_does_nothing_if_the_monster_left():
    """Bottomless Trap Hole: "that monster(s)" — if the Summoned monster left the field
    before resolution (returned by a chained Compulsory Evacuation Device), nothing is
    destroyed or banished."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.spell_trap(1, "Bottomless Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Bottomless Trap Hole", player=1)
    s.pick("activate", "Compulsory Evacuation Device", player=0)
    s.pick("target", "Battle Ox", player=0)
    assert [c.name for c in duel.players[0].hand] == ["Battle Ox"] and banished(duel, 0) == []
    assert of_type(duel, "destroyed") == []


def test_bottomless_trap_hole_monster_never_reaches_the_gy():
    """Bottomless Trap Hole: "destroy, and if you do, banish" — the destroyed monster goes
    straight to the banishment; it is never sent to the GY (effects counting monsters sent
    to the GY this turn, such as Last Will, do not see it)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Bottomless Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Bottomless Trap Hole", player=1)
    assert banished(duel, 0) == ["Battle Ox"]
    assert duel.sent_to_grave_this_turn(0) == []
    assert not any(e.get("name") == "Battle Ox" for e in of_type(duel, "to_grave"))
