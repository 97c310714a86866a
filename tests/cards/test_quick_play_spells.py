"""Quick-Play Spells, timing and the damage step (helper b): Rush Recklessly, Book of
Moon, Curse of Fiend; which cards are accepted in the damage step.

Rules cited: seed 000 §魔法卡 (速攻魔法, 通常魔法), §效果分類 (誘發即時效果 › 傷害步驟),
§咒文速度; seed 004 §连锁和咒文速度. Card behaviour: current OCG/TCG rulings.
"""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


# ------------------------------------------------------------------ Rush Recklessly
def test_rush_recklessly_gives_700_atk_until_end_of_turn():
    """Rush Recklessly: the targeted face-up monster gains 700 ATK until the end of the turn."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Rush Recklessly")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Battle Ox")
    assert duel.atk(ox.card(duel)) == 2400 and duel.defense(ox.card(duel)) == 1000
    s.end_turn()
    assert duel.turn == 4 and duel.atk(ox.card(duel)) == 1700


def test_rush_recklessly_only_targets_face_up_monsters():
    """Rush Recklessly: a face-down monster is not a legal target; with none it cannot be activated."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox", position="set")
    table.hand(0, "Rush Recklessly")
    duel = table.build()
    assert not Script(duel).has("activate", "Rush Recklessly")


def test_rush_recklessly_target_turned_face_down_gets_nothing():
    """seed 004 §连锁和咒文速度: a target that no longer fits (turned face-down by Book of Moon
    in the chain) is not affected."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Rush Recklessly")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Battle Ox")
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Battle Ox", player=1)
    card = ox.card(duel)
    assert card.position == S.FACEDOWN_DEFENSE
    assert not [e for e in duel.lingering if e["tag"] == "stats"]


def test_rush_recklessly_quick_play_from_hand_only_in_own_turn():
    """seed 000 §速攻魔法: a Quick-Play Spell in the hand may be activated only in its owner's
    turn; a Set one also in the opponent's turn, but not the turn it was Set."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Battle Ox")
    table.hand(0, "Rush Recklessly")
    table.spell_trap(0, "Rush Recklessly", set_this_turn=True)
    table.hand(1, "Ookazi")
    duel = table.build()
    Script(duel).pick("activate", "Ookazi", player=1)
    assert duel.request.kind == "idle" and duel.request.player == 1     # player 0 never asked
    table2 = Table(turn=4, turn_player=1)
    table2.monster(0, "Battle Ox")
    table2.spell_trap(0, "Rush Recklessly")
    table2.hand(1, "Ookazi")
    duel2 = table2.build()
    s2 = Script(duel2)
    s2.pick("activate", "Ookazi", player=1)
    assert s2.has("activate", "Rush Recklessly")


# ---------------------------------------------------------------------- Book of Moon
def test_book_of_moon_turns_a_monster_face_down():
    """Book of Moon: the targeted face-up monster becomes face-down Defense Position."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="Mystical Elf", player=1)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", "Summoned Skull", player=0)
    skull = [c for c in duel.monsters(1)][0]
    assert skull.position == S.FACEDOWN_DEFENSE
    # the attacker turned face-down: the attack stops, no damage
    assert duel.players[0].lp == 8000 and field_monsters(duel, 0) == ["Mystical Elf"]
    assert of_type(duel, "attack_ended")[-1]["reason"] == "attacker_face_down"


def test_book_of_moon_needs_a_face_up_target():
    """Book of Moon: only face-up monsters can be targeted."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox", position="set")
    table.monster(1, "Mystical Elf", position="set")
    table.hand(0, "Book of Moon")
    duel = table.build()
    assert not Script(duel).has("activate", "Book of Moon")


# --------------------------------------------------------------- the damage step
def _damage_step_table():
    """Player 0 attacks; Quick-Play Spells in player 0's hand; a Set card on player 1's side."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Rush Recklessly", "Book of Moon", "Mystical Space Typhoon")
    table.spell_trap(1, "Solemn Judgment")
    return table


def _to_damage_step(duel):
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Celtic Guardian")
    # the attack declaration: all three Quick-Plays are legal here
    names = sorted(o.name for o in duel.request.options if o.kind == "activate")
    assert names == ["Book of Moon", "Mystical Space Typhoon", "Rush Recklessly"]
    s.pick("pass", player=0)
    return s


def test_damage_step_refuses_book_of_moon_and_mst_but_accepts_rush_recklessly():
    """seed 000 §效果分類 (傷害步驟): in the damage step only effects that change ATK/DEF (until
    damage calculation), negating Counter Traps and allowed effects may be activated: Rush
    Recklessly yes, Book of Moon and Mystical Space Typhoon no."""
    duel = _damage_step_table().build()
    _to_damage_step(duel)
    assert duel.step == S.STEP_DAMAGE and duel.damage_sub == "start"
    assert [o.name for o in duel.request.options if o.kind == "activate"] == ["Rush Recklessly"]


def test_rush_recklessly_in_the_damage_step_changes_the_battle():
    """seed 000 §效果分類 (傷害步驟): an ATK-changing Quick-Play used at the start of the damage
    step applies to the damage calculation."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.hand(0, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="Battle Ox")
    s.pick("pass", player=0)                     # attack declaration
    assert duel.damage_sub == "start"
    s.pick("activate", "Rush Recklessly", player=0)
    s.pick("target", "Celtic Guardian")
    assert field_monsters(duel, 1) == [] and duel.players[1].lp == 7600   # 2100 vs 1700


def test_rush_recklessly_refused_during_damage_calculation():
    """seed 000 §效果分類 (傷害步驟): ATK changers only until damage calculation — not during it."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.hand(0, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="Battle Ox")
    s.pick("pass", player=0)                     # attack declaration
    s.pick("pass", player=0)                     # start of the damage step
    assert duel.damage_sub == "before_calc"
    s.pick("pass", player=0)                     # before damage calculation: the last chance
    # damage calculation happened without another question
    assert field_monsters(duel, 0) == [] and duel.players[0].lp == 7700


def test_counter_trap_accepted_in_the_damage_step():
    """seed 000 §效果分類 (傷害步驟): a Counter Trap that negates an activation may be used in the
    damage step — Solemn Judgment negates Rush Recklessly there."""
    duel = _damage_step_table().build()
    s = _to_damage_step(duel)
    s.pick("activate", "Rush Recklessly", player=0)
    s.pick("target", "Battle Ox")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert [e["amount"] for e in of_type(duel, "pay_lp")] == [4000]
    assert "Rush Recklessly" in grave(duel, 0)
    # Battle Ox (1700, no boost) still beats Celtic Guardian (1400): 300 battle damage
    assert field_monsters(duel, 1) == []
    damage = [e for e in of_type(duel, "damage") if e["reason"] == "battle"]
    assert [e["amount"] for e in damage] == [300] and duel.players[1].lp == 3700


# --------------------------------------------------------------------- Curse of Fiend
def _curse_table(turn_player=0, phase="standby"):
    table = Table(turn=3 if turn_player == 0 else 4, turn_player=turn_player, phase=phase)
    table.monster(0, "Battle Ox")                          # Attack
    table.monster(1, "Mystical Elf", position="defense")   # face-up Defense
    table.monster(1, "Celtic Guardian", position="set")    # face-down: unchanged
    table.hand(turn_player, "Curse of Fiend")
    return table


def test_curse_of_fiend_in_your_standby_phase_switches_positions():
    """Curse of Fiend: a Normal Spell whose text allows it in your Standby Phase (seed 000
    §通常魔法: Normal Spells otherwise only in the Main Phase); every face-up monster switches
    Attack <-> Defense, face-down ones stay."""
    duel = _curse_table().build()
    s = Script(duel)
    assert duel.phase == S.PHASE_STANDBY
    s.pick("activate", "Curse of Fiend", player=0, request="chain")
    positions = {c.name: c.position for p in (0, 1) for c in duel.monsters(p)}
    assert positions == {"Battle Ox": S.FACEUP_DEFENSE, "Mystical Elf": S.FACEUP_ATTACK,
                         "Celtic Guardian": S.FACEDOWN_DEFENSE}
    assert grave(duel, 0) == ["Curse of Fiend"]
    assert duel.phase == S.PHASE_MAIN1 and duel.request.kind == "idle"


def test_curse_of_fiend_not_in_the_main_phase():
    """Curse of Fiend: only in the Standby Phase — not from the Main Phase menu."""
    duel = _curse_table(phase="main1").build()
    assert not Script(duel).has("activate", "Curse of Fiend")


def test_curse_of_fiend_not_in_the_opponents_standby_phase():
    """Curse of Fiend: only in *your* Standby Phase (a speed-1 card in the opponent's turn: never)."""
    table = Table(turn=4, turn_player=1, phase="standby")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Curse of Fiend")
    duel = table.build()
    assert duel.phase == S.PHASE_MAIN1 and duel.request.player == 1 and duel.request.kind == "idle"


def test_curse_of_fiend_set_card_in_standby_phase():
    """Curse of Fiend: a Set copy (Set on an earlier turn) may be activated in your Standby Phase."""
    table = Table(turn=3, phase="standby")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Curse of Fiend")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Curse of Fiend", player=0, request="chain")
    assert duel.monsters(0)[0].position == S.FACEUP_DEFENSE


def test_curse_of_fiend_locks_battle_positions_for_the_turn():
    """Curse of Fiend (current text): after it resolves, battle positions cannot be changed
    (manually) for the rest of the turn."""
    table = Table(turn=3, phase="standby")
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="defense")
    table.hand(0, "Curse of Fiend")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Curse of Fiend", player=0, request="chain")
    assert not s.has("change_position")
