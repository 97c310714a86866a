"""Goat-format Traps that answer attacks: Mirror Force, Sakuretsu Armor, Magic
Cylinder, Threatening Roar.

Rules cited: seed 000 §陷阱卡 (通常陷阱), §效果分類 (傷害步驟); seed 004 §战斗阶段中的卷回,
§连锁和咒文速度. Card behaviour: current OCG/TCG text and rulings.
"""

import pytest

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


# ------------------------------------------------------------------- Mirror Force
def test_mirror_force_destroys_every_attack_position_monster_of_the_attacker():
    """Mirror Force: when an opponent's monster declares an attack, all of that player's
    Attack Position monsters are destroyed (Defense Position ones stay); the attack ends
    because the attacker left (seed 004 §战斗阶段中的卷回)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Mystical Elf", position="defense")
    table.monster(1, "Giant Soldier of Stone", position="defense")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Giant Soldier of Stone")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert field_monsters(duel, 1) == ["Giant Soldier of Stone"] and grave(duel, 1) == ["Mirror Force"]
    assert of_type(duel, "battle") == [] and lp(duel) == (8000, 8000)
    assert duel.request.kind == "battle"


def test_mirror_force_does_not_touch_its_controllers_monsters():
    """Mirror Force: only "your opponent's" Attack Position monsters; the defender's own
    Attack Position monster survives."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="Battle Ox")
    s.pick("activate", "Mirror Force", player=1)
    assert field_monsters(duel, 1) == ["Battle Ox"] and grave(duel, 0) == ["Summoned Skull"]


def test_mirror_force_needs_an_attack_declaration():
    """Mirror Force: its only timing is an opponent's attack declaration; it cannot be
    activated in the Main Phase."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Ookazi")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi")
    assert duel.request.kind == "idle" and duel.players[1].lp == 7200   # no window for Mirror Force


def test_mirror_force_not_against_your_own_attack():
    """Mirror Force: "an opponent's monster" declares the attack; in your own turn your Set
    Mirror Force stays silent."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(0, "Mirror Force")
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target="Celtic Guardian")
    assert grave(duel, 1) == ["Celtic Guardian"] and field_monsters(duel, 0) == ["Battle Ox"]


# --------------------------------------------------------------- Sakuretsu Armor
def test_sakuretsu_armor_destroys_the_attacker():
    """Sakuretsu Armor: target the attacking monster and destroy it; no damage calculation
    follows."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Sakuretsu Armor", player=1)
    s.pick("target", "Battle Ox", player=1, request="target")
    assert field_monsters(duel, 0) == ["Celtic Guardian"] and grave(duel, 0) == ["Battle Ox"]
    assert lp(duel) == (8000, 8000)


def test_sakuretsu_armor_can_only_target_the_attacker():
    """Sakuretsu Armor: the target is "the attacking monster", not any monster."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("activate", "Sakuretsu Armor", player=1)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Celtic Guardian"]


def test_sakuretsu_armor_does_nothing_if_the_attacker_left():
    """Sakuretsu Armor: if the target is no longer on the field at resolution (here
    returned to the hand by a chained Compulsory Evacuation Device), nothing is destroyed."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Sakuretsu Armor", player=1)
    s.pick("target", "Battle Ox", player=1)
    s.pick("activate", "Compulsory Evacuation Device", player=0)
    s.pick("target", "Battle Ox", player=0)
    assert [c.name for c in duel.players[0].hand] == ["Battle Ox"]
    assert field_monsters(duel, 0) == ["Celtic Guardian"] and grave(duel, 0) == ["Compulsory Evacuation Device"]


# ---------------------------------------------------------------- Magic Cylinder
def test_magic_cylinder_inflicts_the_attackers_atk():
    """Magic Cylinder: the attacker's controller takes damage equal to its ATK."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Magic Cylinder")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player")
    s.pick("activate", "Magic Cylinder", player=1)
    s.pick("target", "Summoned Skull", player=1)
    assert duel.players[0].lp == 5500
    assert [e["player"] for e in of_type(duel, "damage") if e["reason"] == "effect"] == [0]


def test_magic_cylinder_uses_the_current_atk():
    """Magic Cylinder: "its ATK" is the ATK at resolution, boosts included (Rush Recklessly
    chained by the attacker: 1700 + 700)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.hand(0, "Rush Recklessly")
    table.spell_trap(1, "Magic Cylinder")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Magic Cylinder", player=1)
    s.pick("target", "Battle Ox", player=1)
    s.pick("activate", "Rush Recklessly", player=0)
    s.pick("target", "Battle Ox", player=0)
    assert of_type(duel, "damage")[0]["amount"] == 2400


def test_magic_cylinder_negates_the_attack():
    """Magic Cylinder: "negate the attack, and if you do, inflict damage": the defender takes
    no battle damage from the negated attack."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Magic Cylinder")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player")
    s.pick("activate", "Magic Cylinder", player=1)
    s.pick("target", "Summoned Skull", player=1)
    assert duel.players[0].lp == 5500
    assert duel.players[1].lp == 8000 and of_type(duel, "battle") == []


# -------------------------------------------------------------- Threatening Roar
def test_threatening_roar_stops_later_attack_declarations():
    """Threatening Roar: the opponent cannot declare an attack for the rest of the turn;
    an attack already declared is not negated (it goes on)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(1, "Threatening Roar")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Threatening Roar", player=1)
    assert duel.players[1].lp == 6300                       # the declared attack went on
    assert [o.kind for o in duel.request.options] == ["end_battle"]


def test_threatening_roar_lasts_only_this_turn():
    """Threatening Roar: "this turn" — activated before the Battle Phase it leaves no attack
    to declare; in the player's next turn their monsters attack again."""
    table = Table(turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(1, "Threatening Roar")
    table.deck(0, ["Mystical Elf"])
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Threatening Roar", player=1, request="chain")   # as the Main Phase ends
    s.pick("battle", player=0, request="idle")
    assert [o.kind for o in duel.request.options] == ["end_battle"]
    s.end_turn()
    s.end_turn()                                  # player 1's turn 4
    assert duel.turn == 5 and duel.turn_player == 0
    s.pick("battle")
    assert s.has("attack", ox, target="player")


def test_threatening_roar_covers_a_monster_summoned_afterwards():
    """Threatening Roar: the rule is on the player, so a monster they Summon after it
    resolved cannot attack either."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.hand(0, "Ookazi")
    table.spell_trap(1, "Threatening Roar")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi")
    s.pick("activate", "Threatening Roar", player=1)
    s.pick("summon", "Battle Ox")
    s.pick("battle")
    assert not s.has("attack", "Battle Ox")
