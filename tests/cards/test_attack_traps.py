"""Goat-format Traps that answer attacks: Mirror Force, Sakuretsu Armor, Magic
Cylinder, Threatening Roar.

Rules cited: seed 000 §陷阱卡 (通常陷阱), §效果分類 (傷害步驟); seed 004 §战斗阶段中的卷回,
§连锁和咒文速度. Card behaviour: current OCG/TCG text and rulings.
"""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _place(table, player, monsters):
    """Face-up Attack Position monsters; a (name, position) pair for another position."""
    for monster in monsters:
        name, position = monster if isinstance(monster, tuple) else (monster, "attack")
        table.monster(player, name, position=position)


def _attack_declared(attacker, target="player", mine=(), theirs=(), my_sets=(), hand=(), traps=()):
    """Turn 3, player 0's Battle Step. Player 0 controls `attacker` (face-up Attack), then
    `mine`, has `my_sets` Set and `hand` in hand; player 1 controls `theirs` and has the
    Set `traps`. `attacker` declares an attack on `target`; returns (duel, script) at the
    first response window (or wherever the duel rests when nobody can respond)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    _place(table, 0, [attacker, *mine])
    _place(table, 1, theirs)
    for card in my_sets:
        table.spell_trap(0, card)
    if hand:
        table.hand(0, *hand)
    for card in traps:
        table.spell_trap(1, card)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=target)
    return duel, s


def _magic_cylinder_on(s, attacker):
    """Player 1 activates Magic Cylinder against `attacker`."""
    s.pick("activate", "Magic Cylinder", player=1, request="chain")
    s.pick("target", attacker, player=1)


# ------------------------------------------------------------------- Mirror Force
def test_mirror_force_destroys_every_attack_position_monster_of_the_attacker():
    """Mirror Force: when an opponent's monster declares an attack, all of that player's
    Attack Position monsters are destroyed (Defense Position ones stay); the attack ends
    because the attacker left (seed 004 §战斗阶段中的卷回)."""
    duel, s = _attack_declared("Battle Ox", target="Giant Soldier of Stone",
                               mine=["Celtic Guardian", ("Mystical Elf", "defense")],
                               theirs=[("Giant Soldier of Stone", "defense")], traps=["Mirror Force"])
    s.pick("activate", "Mirror Force", player=1, request="chain")
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert field_monsters(duel, 1) == ["Giant Soldier of Stone"] and grave(duel, 1) == ["Mirror Force"]
    assert of_type(duel, "battle") == [] and lp(duel) == (8000, 8000)
    assert duel.request.kind == "battle"


def test_mirror_force_does_not_touch_its_controllers_monsters():
    """Mirror Force: only "your opponent's" Attack Position monsters; the defender's own
    Attack Position monster survives."""
    duel, s = _attack_declared("Summoned Skull", target="Battle Ox", theirs=["Battle Ox"],
                               traps=["Mirror Force"])
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
    duel, _ = _attack_declared("Battle Ox", target="Celtic Guardian", theirs=["Celtic Guardian"],
                               my_sets=["Mirror Force"])
    assert grave(duel, 1) == ["Celtic Guardian"] and field_monsters(duel, 0) == ["Battle Ox"]


# --------------------------------------------------------------- Sakuretsu Armor
def test_sakuretsu_armor_destroys_the_attacker():
    """Sakuretsu Armor: target the attacking monster and destroy it; no damage calculation
    follows."""
    duel, s = _attack_declared("Battle Ox", mine=["Celtic Guardian"], traps=["Sakuretsu Armor"])
    s.pick("activate", "Sakuretsu Armor", player=1)
    s.pick("target", "Battle Ox", player=1, request="target")
    assert field_monsters(duel, 0) == ["Celtic Guardian"] and grave(duel, 0) == ["Battle Ox"]
    assert lp(duel) == (8000, 8000)


def test_sakuretsu_armor_can_only_target_the_attacker():
    """Sakuretsu Armor: the target is "the attacking monster", not any monster."""
    duel, s = _attack_declared("Celtic Guardian", mine=["Battle Ox"], traps=["Sakuretsu Armor"])
    s.pick("activate", "Sakuretsu Armor", player=1)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Celtic Guardian"]


def test_sakuretsu_armor_does_nothing_if_the_attacker_left():
    """Sakuretsu Armor: if the target is no longer on the field at resolution (here
    returned to the hand by a chained Compulsory Evacuation Device), nothing is destroyed."""
    duel, s = _attack_declared("Battle Ox", mine=["Celtic Guardian"],
                               my_sets=["Compulsory Evacuation Device"], traps=["Sakuretsu Armor"])
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
    duel, s = _attack_declared("Summoned Skull", traps=["Magic Cylinder"])
    _magic_cylinder_on(s, "Summoned Skull")
    assert duel.players[0].lp == 5500
    assert [e["player"] for e in of_type(duel, "damage") if e["reason"] == "effect"] == [0]


def test_magic_cylinder_uses_the_current_atk():
    """Magic Cylinder: "its ATK" is the ATK at resolution, boosts included (Rush Recklessly
    chained by the attacker: 1700 + 700)."""
    duel, s = _attack_declared("Battle Ox", hand=["Rush Recklessly"], traps=["Magic Cylinder"])
    s.pick("pass", player=0, request="chain")
    _magic_cylinder_on(s, "Battle Ox")
    s.pick("activate", "Rush Recklessly", player=0)
    s.pick("target", "Battle Ox", player=0)
    assert of_type(duel, "damage")[0]["amount"] == 2400


def test_magic_cylinder_negates_the_attack():
    """Magic Cylinder: "negate the attack, and if you do, inflict damage": the defender takes
    no battle damage from the negated attack."""
    duel, s = _attack_declared("Summoned Skull", traps=["Magic Cylinder"])
    _magic_cylinder_on(s, "Summoned Skull")
    assert duel.players[0].lp == 5500
    assert duel.players[1].lp == 8000 and of_type(duel, "battle") == []


# -------------------------------------------------------------- Threatening Roar
def test_threatening_roar_stops_later_attack_declarations():
    """Threatening Roar: the opponent cannot declare an attack for the rest of the turn;
    an attack already declared is not negated (it goes on)."""
    duel, s = _attack_declared("Battle Ox", mine=["Celtic Guardian"], traps=["Threatening Roar"])
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
