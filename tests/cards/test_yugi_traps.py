"""Starter Deck: Yugi Traps (helper a): Two-Pronged Attack, Reinforcements, Castle Walls,
Reverse Trap, Dragon Capture Jar, Ultimate Offering.

Rules cited: seed 000 §陷阱卡 (通常陷阱 / 永續陷阱), §效果分類 › 誘發即時效果 (damage step:
only effects that change ATK/DEF, until damage calculation); seed 004 §连锁和咒文速度.
"""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _atk_def(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


# ----------------------------------------------------------- Two-Pronged Attack
def test_two_pronged_attack_destroys_two_of_mine_and_one_of_theirs():
    """seed 000 §陷阱卡: Two-Pronged Attack targets 2 monsters you control and 1 your
    opponent controls, and destroys them."""
    table = Table(turn=3)
    table.monster(0, "Silver Fang")
    table.monster(0, "Mystical Elf", position="set")
    table.monster(0, "Battle Ox")
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(0, "Two-Pronged Attack")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Two-Pronged Attack")
    s.pick("target", "Silver Fang", player=0, request="target")
    s.pick("target", "Mystical Elf")
    s.pick("target", "Blue-Eyes White Dragon")
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
    assert sorted(grave(duel, 0)) == ["Mystical Elf", "Silver Fang", "Two-Pronged Attack"]
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"]


def test_two_pronged_attack_needs_two_monsters_of_yours():
    """Two-Pronged Attack cannot be activated with only 1 monster of your own."""
    table = Table(turn=3)
    table.monster(0, "Silver Fang")
    table.monster(1, "Blue-Eyes White Dragon")
    table.spell_trap(0, "Two-Pronged Attack")
    duel = table.build()
    assert not Script(duel).has("activate", "Two-Pronged Attack")


def test_two_pronged_attack_still_destroys_the_remaining_targets():
    """Targets are re-checked at resolution: a target that left the field is skipped and
    the remaining targets are still destroyed."""
    table = Table(turn=3)
    fang = table.monster(0, "Silver Fang")
    table.monster(0, "Battle Ox")
    table.monster(1, "Blue-Eyes White Dragon")
    table.spell_trap(0, "Two-Pronged Attack")
    table.spell_trap(1, "Waboku")         # player 1 may respond: the window to act in
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Two-Pronged Attack")
    s.pick("target", "Silver Fang")
    s.pick("target", "Battle Ox")
    s.pick("target", "Blue-Eyes White Dragon")
    duel.debug_move(fang.uid(duel), S.HAND)     # as if bounced by a response
    s.pick("pass", player=1, request="chain")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Two-Pronged Attack"]


# --------------------------------------------------------------- Reinforcements
def _battle_table(trap, attacker="Celtic Guardian", defender="Battle Ox", position="attack", owner=0):
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, attacker)
    target = table.monster(1, defender, position=position)
    table.spell_trap(owner, trap)
    return table, target


def test_reinforcements_in_the_damage_step_wins_the_battle():
    """seed 000 §效果分類: an effect that changes ATK may be activated in the damage step
    until damage calculation; Reinforcements gives 500 ATK until the end of the turn."""
    table, ox = _battle_table("Reinforcements")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target=ox)
    s.pick("pass", player=0, request="chain")            # attack declaration window
    assert duel.step == "damage" and duel.damage_sub == "start"
    s.pick("activate", "Reinforcements", player=0, request="chain")
    s.pick("target", "Celtic Guardian")
    assert duel.players[1].lp == 7800                     # 1900 vs 1700
    assert grave(duel, 1) == ["Battle Ox"]
    guardian = duel.monsters(0)[0]
    assert duel.atk(guardian) == 1900


def test_reinforcements_lasts_until_the_end_of_the_turn():
    """Reinforcements: the gain ends with the turn."""
    table = Table(turn=3)
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Reinforcements")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reinforcements")
    s.pick("target", "Celtic Guardian")
    assert _atk_def(duel, guardian) == (1900, 1200)
    s.pick("end_turn")
    assert duel.turn == 4 and _atk_def(duel, guardian) == (1400, 1200)


def test_reinforcements_cannot_target_a_face_down_monster():
    """Reinforcements targets a face-up monster: with only face-down ones it cannot start."""
    table = Table(turn=3)
    table.monster(0, "Celtic Guardian", position="set")
    table.spell_trap(0, "Reinforcements")
    duel = table.build()
    assert not Script(duel).has("activate", "Reinforcements")


# ----------------------------------------------------------------- Castle Walls
def test_castle_walls_in_the_damage_step():
    """Castle Walls: +500 DEF, usable in the damage step until damage calculation."""
    table = Table(turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")                          # 1700 ATK
    beaver = table.monster(0, "Beaver Warrior", position="defense")   # 1500 DEF
    table.spell_trap(0, "Castle Walls")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=beaver)
    s.pick("pass", player=0, request="chain")              # attack declaration window
    assert duel.damage_sub == "start"
    s.pick("activate", "Castle Walls", player=0, request="chain")
    s.pick("target", "Beaver Warrior")
    assert field_monsters(duel, 0) == ["Beaver Warrior"]
    assert duel.players[1].lp == 7700                     # 1700 into 2000 DEF
    assert _atk_def(duel, beaver) == (1200, 2000)


def test_castle_walls_can_target_an_opponents_monster():
    """Castle Walls targets any face-up monster, the opponent's included."""
    table = Table(turn=3)
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(0, "Castle Walls")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Castle Walls")
    s.pick("target", "Mystical Elf")
    assert _atk_def(duel, elf) == (800, 2500)


# ----------------------------------------------------------------- Reverse Trap
def test_reverse_trap_turns_gains_into_losses():
    """Reverse Trap: until the end of the turn, ATK/DEF gains become losses and losses
    become gains (Book of Secret Arts +300 and Yami +200 become -500; a Fairy's Yami -200
    becomes +200)."""
    table = Table(turn=3)
    dm = table.monster(0, "Dark Magician")
    harp = table.monster(1, "Spirit of the Harp")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=dm)
    table.field_spell(0, "Yami")
    table.spell_trap(1, "Reverse Trap")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    assert _atk_def(duel, dm) == (3000, 2600)
    s = Script(duel)
    s.pick("end_turn")
    s.pick("activate", "Reverse Trap", player=1, request="chain")    # as player 0 leaves Main Phase 1
    assert _atk_def(duel, dm) == (2000, 1600)
    assert _atk_def(duel, harp) == (1000, 2200)
    s.pick("end_turn", player=0, request="idle")
    assert duel.turn == 4                                  # the next turn: back to normal
    assert _atk_def(duel, dm) == (3000, 2600)


def test_reverse_trap_cannot_be_activated_in_the_damage_step():
    """OCG ruling: Reverse Trap changes how other effects apply but does not itself change
    ATK/DEF, so it cannot be activated in the damage step (seed 000 §效果分類)."""
    table, ox = _battle_table("Reverse Trap")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target=ox)
    s.pick("pass", player=0, request="chain")              # the last chance: attack declaration
    assert duel.request.kind == "battle"                   # never offered in the damage step
    assert grave(duel, 0) == ["Celtic Guardian"]


def test_reverse_trap_with_no_change_does_nothing():
    """Reverse Trap leaves printed ATK/DEF alone: a monster with no gains or losses is unchanged."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Reverse Trap")
    duel = table.build()
    Script(duel).pick("activate", "Reverse Trap")
    assert _atk_def(duel, ox) == (1700, 1000)


# ----------------------------------------------------------- Dragon Capture Jar
def test_dragon_capture_jar_changes_dragons_to_defense():
    """seed 000 §永續陷阱: while face-up, face-up Dragons are in Defense Position; other
    monsters and face-down Dragons are unaffected."""
    table = Table(turn=3, turn_player=1)
    koumori = table.monster(0, "Koumori Dragon")
    blue = table.monster(1, "Blue-Eyes White Dragon")
    ox = table.monster(1, "Battle Ox")
    baby = table.monster(1, "Baby Dragon", position="set")
    table.spell_trap(0, "Dragon Capture Jar")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", "Dragon Capture Jar", player=0, request="chain")
    assert koumori.card(duel).position == "defense" and blue.card(duel).position == "defense"
    assert ox.card(duel).position == "attack" and baby.card(duel).position == "set"


def test_dragon_capture_jar_catches_a_dragon_summoned_later():
    """Dragon Capture Jar: a Dragon summoned in Attack Position while it is face-up is
    changed to Defense Position at once."""
    table = Table(turn=3)
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.hand(0, "Koumori Dragon")
    duel = table.build()
    Script(duel).pick("summon", "Koumori Dragon")
    assert duel.monsters(0)[0].position == "defense"


def test_dragon_capture_jar_gone_dragons_may_change_again():
    """Dragon Capture Jar applies only while face-up: after it is destroyed a Dragon may
    change its position again."""
    table = Table(turn=3)
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.monster(0, "Koumori Dragon", position="defense")
    table.hand(0, "Remove Trap")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Remove Trap")
    s.pick("target", "Dragon Capture Jar")
    s.pick("change_position", "Koumori Dragon", position="attack")
    assert duel.monsters(0)[0].position == "attack"


def test_dragon_capture_jar_dragons_cannot_change_position():
    """Dragon Capture Jar: a face-up Dragon cannot change its battle position by itself."""
    table = Table(turn=3)
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.monster(0, "Koumori Dragon", position="defense")
    table.monster(0, "Battle Ox", position="defense")
    duel = table.build()
    s = Script(duel)
    assert s.has("change_position", "Battle Ox")
    assert not s.has("change_position", "Koumori Dragon")


# ------------------------------------------------------------ Ultimate Offering
def test_ultimate_offering_gives_an_extra_normal_summon_in_your_main_phase():
    """Ultimate Offering: in your Main Phase, pay 500 LP to Normal Summon 1 more monster
    right away (an effect of the face-up Continuous Trap, seed 000 §永續陷阱)."""
    table = Table(turn=3)
    table.normal_summoned()
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Battle Ox", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Battle Ox")                  # the Normal Summon is used
    s.pick("activate", "Ultimate Offering")
    assert duel.players[0].lp == 7500
    # its effect may be chained to itself once per monster it could still summon (OCG rulings,
    # stop 52: Celtic Guardian would be the second); not taken here
    s.pick("pass", player=0, request="chain")
    s.pick("summon", "Battle Ox", player=0, request="summon_now")
    assert field_monsters(duel, 0) == ["Battle Ox"]
    # the summon was made as the effect resolved: the chain is over, and the turn player may
    # answer the Summon first (seed 000 §回合玩家的優先權), with Ultimate Offering again
    s.expect(request="chain", player=0)
    s.pick("activate", "Ultimate Offering")                  # again: no once-per-turn limit
    s.pick("set", "Celtic Guardian", request="summon_now")
    assert duel.players[0].lp == 7000
    assert [c.position for c in duel.monsters(0)] == ["attack", "set"]


def test_ultimate_offering_in_the_opponents_battle_phase():
    """Ultimate Offering: usable in the opponent's Battle Phase (here at their attack
    declaration); the new monster changes the attack target count (seed 004 §战斗阶段中的卷回)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Giant Soldier of Stone")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Ultimate Offering", player=0, request="chain")
    s.pick("set", "Giant Soldier of Stone", player=0, request="summon_now")
    assert field_monsters(duel, 0) == ["Giant Soldier of Stone"]
    s.expect(request="replay", player=1)


def test_ultimate_offering_not_in_the_opponents_main_phase():
    """Ultimate Offering works in your Main Phase or your opponent's Battle Phase only."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.spell_trap(0, "Waboku")                  # something player 0 may activate now
    table.hand(0, "Battle Ox")
    table.hand(1, "Dark Hole")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    assert duel.request.player == 0 and duel.request.kind == "chain"
    assert s.has("activate", "Waboku") and not s.has("activate", "Ultimate Offering")


def test_ultimate_offering_needs_500_lp():
    """Ultimate Offering's cost is 500 LP: with less it cannot be used."""
    table = Table(turn=3, lp=(400, 8000))
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Battle Ox")
    table.normal_summoned()
    duel = table.build()
    assert not Script(duel).has("activate", "Ultimate Offering")


def test_ultimate_offering_needs_a_monster_to_summon():
    """Ultimate Offering's effect needs a monster that could be Normal Summoned or Set."""
    table = Table(turn=3)
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Summoned Skull", "Dark Hole")             # Level 6, nothing to Tribute
    table.normal_summoned()
    duel = table.build()
    assert not Script(duel).has("activate", "Ultimate Offering")


def test_ultimate_offering_set_card_is_activated_first():
    """seed 000 §永續陷阱: a Set Ultimate Offering is first activated (face-up); its summon
    effect is a separate activation afterwards."""
    table = Table(turn=3)
    table.spell_trap(0, "Ultimate Offering")
    table.hand(0, "Battle Ox")
    table.normal_summoned()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering")
    assert duel.request.kind == "idle" and duel.players[0].lp == 8000
    offering = [c for c in duel.players[0].szone if c is not None][0]
    assert offering.face_up and offering.activated
    assert s.has("activate", "Ultimate Offering")


def test_ultimate_offering_summon_can_be_answered_by_trap_hole():
    """Ultimate Offering: the monster is Normal Summoned right after the effect resolves;
    that summon is the last thing that happened, so the opponent may answer it with Trap
    Hole (seed 000 §通常召喚, §陷阱卡)."""
    table = Table(turn=3)
    table.normal_summoned()
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.spell_trap(1, "Trap Hole")
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering")
    s.pick("summon", "Battle Ox", request="summon_now")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == ["Battle Ox"]
    assert grave(duel, 1) == ["Trap Hole"]
