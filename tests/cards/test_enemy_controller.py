"""Enemy Controller, Quick-Play Spell with two effects.

Rules cited: seed 000 §速攻魔法, §效果分類 (傷害步驟); seed 004 §战斗阶段中的卷回.
Card behaviour: current OCG/TCG text and rulings: one of the two effects is chosen on
activation; the Tribute is a cost, paid before the target is chosen; both effects target
a face-up monster the opponent controls.
"""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

SWITCH, STEAL = 0, 1


def _activate(duel, mode, card="Enemy Controller"):
    """Pick the activation of Enemy Controller's effect `mode` (the options carry the index)."""
    found = [o for o in duel.request.options if o.kind == "activate" and o.name == card and o.effect == mode]
    assert len(found) == 1, [o.label for o in duel.request.options]
    Script(duel).answer(found[0])          # and its Spell & Trap Zone: the leftmost


def test_enemy_controller_switches_an_attack_position_monster_to_defense():
    """Enemy Controller, first effect: the targeted face-up monster changes its battle
    position (Attack -> face-up Defense)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Enemy Controller")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _activate(duel, SWITCH)
    s.pick("target", "Battle Ox", player=0)
    assert ox.card(duel).position == S.FACEUP_DEFENSE and grave(duel, 0) == ["Enemy Controller"]


def test_enemy_controller_switches_a_defense_position_monster_to_attack():
    """Enemy Controller, first effect: face-up Defense -> Attack Position."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Enemy Controller")
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    _activate(duel, SWITCH)
    s.pick("target", "Mystical Elf", player=0)
    assert elf.card(duel).position == S.FACEUP_ATTACK


def test_enemy_controller_targets_only_face_up_opponent_monsters():
    """Enemy Controller: "face-up monster your opponent controls" — a Set monster and your
    own monsters are not offered."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Enemy Controller")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Mystical Elf", position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    _activate(duel, SWITCH)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]


def test_enemy_controller_tributes_then_takes_control_until_the_end_phase():
    """Enemy Controller, second effect: Tribute 1 monster (the cost, chosen before the
    target), then take control of the target until the End Phase."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Enemy Controller")
    table.monster(0, "Celtic Guardian")
    skull = table.monster(1, "Summoned Skull")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    _activate(duel, STEAL)
    s.expect(request="select", player=0)                 # the Tribute comes first
    s.pick("select", "Celtic Guardian")
    s.pick("target", "Summoned Skull", player=0)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and skull.card(duel).controller == 0
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Enemy Controller"]
    s.pick("battle")
    s.pick("attack", "Summoned Skull", target="player")
    assert lp(duel) == (8000, 5500)
    s.end_turn()
    assert duel.turn == 4 and skull.card(duel).controller == 1


def test_enemy_controller_second_effect_needs_a_monster_to_tribute():
    """Enemy Controller: without a monster of your own the Tribute cannot be paid, so only
    the first effect can be activated."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Enemy Controller")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert sorted(o.effect for o in duel.request.options if o.kind == "activate") == [SWITCH]


def test_enemy_controller_steals_the_attacker():
    """Enemy Controller Set on an earlier turn, used at the opponent's attack declaration:
    taking control of the attacker ends its attack (it no longer belongs to the attacking
    player; seed 004 §战斗阶段中的卷回)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Enemy Controller")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="Celtic Guardian")
    _activate(duel, STEAL)
    s.pick("select", "Celtic Guardian", player=0)
    s.pick("target", "Summoned Skull", player=0)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and lp(duel) == (8000, 8000)
    assert duel.request.kind == "battle" and duel.request.player == 1


def test_enemy_controller_not_in_the_damage_step():
    """seed 000 §效果分類 › 傷害步驟: Enemy Controller changes no ATK/DEF, so it cannot be
    activated in the damage step: after the attack declaration passes, its controller is
    not asked again before the battle ends."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Enemy Controller")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Celtic Guardian")
    s.pick("pass", player=0, request="chain")            # the attack declaration window
    assert duel.request.kind == "battle" and grave(duel, 0) == ["Celtic Guardian"]
