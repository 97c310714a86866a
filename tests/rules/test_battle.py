"""The Battle Phase: its steps, attacks, replays and damage calculation.

Seeds: 004 §战斗阶段的流程, §战斗阶段中的卷回, §怪兽的战斗规则, §伤害的判定;
000 §怪獸的表示形式 (which positions may attack; a face-down defender is flipped before
damage calculation).
"""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp, monsters, of_type, once
from duelist.testing.scenario import Script, Table


# --- helpers ---------------------------------------------------------------------------

def battle(attacker, target, target_position="attack"):
    """Player 0's `attacker` (face-up Attack) attacks player 1's `target`; returns the duel
    back at the Battle Step menu."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, attacker)
    table.monster(1, target, position=target_position)
    duel = table.build()
    Script(duel).pick("attack", attacker, target=target, request="battle")
    return duel


def _replay_table(*mine):
    """MR5, turn 3, player 0's Battle Step: player 0 controls `mine` (face-up Attack);
    player 1 controls Mystical Elf. Returns the table and the Elf's CardRef."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    for name in mine:
        table.monster(0, name)
    return table, table.monster(1, "Mystical Elf")


def _giant_arrives_after_the_attack_on_the_elf(*mine):
    """_replay_table(*mine), with Hitotsu-Me Giant in player 1's hand: the first of `mine`
    declares an attack on the Elf, and at once (by fiat) the Giant comes to player 1's
    field. Returns (duel, script) at the replay."""
    table, elf = _replay_table(*mine)
    giant = table.hand(1, "Hitotsu-Me Giant")
    table.at("attack_declared", once(lambda duel: duel.debug_move(giant.uid(duel), S.MZONE, player=1)))
    duel = table.build()
    script = Script(duel)
    script.pick("attack", mine[0], target=elf)
    return duel, script


def _elf_leaves_after_the_attack_on_it(*others):
    """_replay_table("Battle Ox"), player 1 also controlling `others`: Battle Ox declares an
    attack on the Elf, which at once (by fiat) goes to the GY. Returns (duel, script) at the
    replay."""
    table, elf = _replay_table("Battle Ox")
    for name in others:
        table.monster(1, name)
    table.at("attack_declared", once(lambda duel: duel.debug_move(elf.uid(duel), S.GRAVE)))
    duel = table.build()
    script = Script(duel)
    script.pick("attack", "Battle Ox", target=elf)
    return duel, script


# --- the steps -------------------------------------------------------------------------------

def test_battle_phase_steps_in_the_log():
    """seed 004 §战斗阶段的流程: start step -> battle step <-> damage step -> end step, then
    Main Phase 2; the damage step runs its sub-steps in order (ENGINE.md §7)."""
    table = Table(rules="MR5", turn=3, phase="main1")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    script = Script(duel)
    script.pick("battle")
    script.pick("attack", "Battle Ox", target="Celtic Guardian")
    script.pick("end_battle")
    marks = [(e["type"], e.get("phase") or e.get("step")) for e in duel.log
             if e["type"] in ("phase", "step", "attack", "battle")]
    assert marks == [
        ("phase", "battle"),
        ("step", "start"),
        ("step", "battle"),
        ("attack", None),
        ("step", "damage_start"),
        ("step", "before_damage_calculation"),
        ("battle", None),
        ("step", "after_damage_calculation"),
        ("step", "damage_end"),
        ("step", "battle"),
        ("step", "end"),
        ("phase", "main2"),
    ]


def test_battle_phase_opens_with_the_start_step_then_the_battle_step():
    """seed 004 §战斗阶段的流程 (开始步骤 -> 战斗步骤): the start step comes first; attacks are
    declared in the battle step."""
    steps = []
    table = Table(rules="MR5", turn=3, phase="main1")
    table.monster(0, "Battle Ox")
    table.at("battle_start_step", lambda duel: steps.append((duel.phase, duel.step)))
    duel = table.build()
    Script(duel).pick("battle")
    assert steps == [("battle", "start")]
    assert (duel.phase, duel.step, duel.request.kind) == ("battle", "battle", "battle")


def test_battle_step_returns_after_each_damage_step():
    """seed 004 §战斗阶段的流程 (伤害步骤结束还再进入战斗步骤，如此反复)."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    script = Script(duel)
    script.pick("attack", "Battle Ox", target="player")
    assert (duel.step, duel.request.kind) == ("battle", "battle")
    script.pick("attack", "Celtic Guardian", target="player")
    assert (duel.step, duel.request.kind) == ("battle", "battle")
    assert lp(duel) == (8000, 8000 - 1700 - 1400)


def test_end_step_leads_to_main_phase_2():
    """seed 004 §战斗阶段的流程 (结束步骤) and §决斗的进行 (主要阶段2: 战斗阶段之后)."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    duel = table.build()
    Script(duel).pick("end_battle", request="battle")
    assert duel.phase == "main2"
    assert of_type(duel, "step")[-1]["step"] == "end"
    assert duel.request.kind == "idle"


# --- who may attack, and whom ------------------------------------------------------------

def test_each_monster_attacks_once_per_battle_phase():
    """seed 004 §战斗阶段的流程 (基本的，1只怪兽只能攻击1次)."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    duel = table.build()
    script = Script(duel)
    script.pick("attack", "Battle Ox", target="player")
    assert not script.has("attack", "Battle Ox")
    assert [o.kind for o in duel.request.options] == ["end_battle"]


def test_direct_attack_only_when_the_opponent_controls_no_monster():
    """seed 004 §伤害的判定 (对手场上无怪兽的时候 怪兽可以直接攻击对手) and §战斗阶段的流程."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    script = Script(duel)
    assert not script.has("attack", "Battle Ox", target="player")
    assert len(script.options("attack", "Battle Ox")) == 1


def test_attack_options_cover_every_opponent_monster():
    """seed 004 §战斗阶段的流程 (选择1只以对方的一只怪兽为攻击对象): any one of them."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf")
    giant = table.monster(1, "Hitotsu-Me Giant", position="set")
    duel = table.build()
    targets = [o.target for o in duel.request.options if o.kind == "attack"]
    assert targets == [elf.uid(duel), giant.uid(duel)]


def test_face_up_defense_monster_cannot_attack():
    """seed 000 §怪獸的表示形式 (表側守備表示的怪獸，除非特殊情況不能進行攻擊宣言)."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Mystical Elf", position="defense")
    duel = table.build()
    assert [o.kind for o in duel.request.options] == ["end_battle"]


def test_face_down_monster_cannot_attack():
    """seed 000 §怪獸的表示形式 (裡側表示的怪獸不能進行攻擊宣言)."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox", position="set")
    duel = table.build()
    assert [o.kind for o in duel.request.options] == ["end_battle"]


def test_monster_summoned_this_turn_may_attack():
    """seed 000 §怪獸的表示形式 (表側攻擊表示的怪獸，可以在戰鬥階段的戰鬥步驟進行攻擊宣言)."""
    table = Table(rules="MR5", turn=3, phase="main1")
    table.hand(0, "Battle Ox")
    duel = table.build()
    script = Script(duel)
    script.pick("summon", "Battle Ox")
    script.pick("battle")
    script.pick("attack", "Battle Ox", target="player")
    assert lp(duel) == (8000, 6300)


# --- damage calculation (seed 004 §伤害的判定) -------------------------------------------

def test_attack_position_higher_attack_wins_and_deals_the_difference():
    """seed 004 §伤害的判定 (攻击表示 胜利): the target is destroyed; its controller takes
    ATK - ATK."""
    duel = battle("Battle Ox", "Celtic Guardian")           # 1700 vs 1400
    assert lp(duel) == (8000, 7700)
    assert monsters(duel, 0)[0] == "Battle Ox"
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Celtic Guardian"]


def test_attack_position_lower_attack_loses_and_takes_the_difference():
    """seed 004 §伤害的判定 (攻击表示 失败): the attacker is destroyed; its controller takes
    the difference."""
    duel = battle("Celtic Guardian", "Battle Ox")           # 1400 vs 1700
    assert lp(duel) == (7700, 8000)
    assert grave(duel, 0) == ["Celtic Guardian"]
    assert monsters(duel, 1)[0] == "Battle Ox"


def test_attack_position_equal_attack_destroys_both_without_damage():
    """seed 004 §伤害的判定 (攻击表示 平手): both destroyed, no battle damage."""
    duel = battle("Battle Ox", "Battle Ox")
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Battle Ox"]
    assert of_type(duel, "damage") == []


def test_zero_attack_against_zero_attack_destroys_nothing():
    """seed 004 §伤害的判定 (特别提醒：0VS0的时候...双方怪兽都不破坏)."""
    duel = battle("Thousand-Eyes Idol", "Thousand-Eyes Idol")   # 0 vs 0
    assert lp(duel) == (8000, 8000)
    assert monsters(duel, 0)[0] == "Thousand-Eyes Idol"
    assert monsters(duel, 1)[0] == "Thousand-Eyes Idol"
    assert of_type(duel, "destroyed") == [] and of_type(duel, "damage") == []


def test_defense_position_higher_attack_destroys_without_damage():
    """seed 004 §伤害的判定 (防守表示 胜利): the defender is destroyed; no battle damage."""
    duel = battle("Battle Ox", "Hitotsu-Me Giant", "defense")   # 1700 vs DEF 1000
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 1) == ["Hitotsu-Me Giant"]
    assert monsters(duel, 0)[0] == "Battle Ox"


def test_defense_position_equal_values_nothing_happens():
    """seed 004 §伤害的判定 (防守表示 平手): neither destroyed, no damage."""
    duel = battle("Koumori Dragon", "Beaver Warrior", "defense")   # 1500 vs DEF 1500
    assert lp(duel) == (8000, 8000)
    assert monsters(duel, 0)[0] == "Koumori Dragon"
    assert monsters(duel, 1)[0] == "Beaver Warrior"
    assert of_type(duel, "destroyed") == []


def test_defense_position_lower_attack_damages_the_attacking_player():
    """seed 004 §伤害的判定 (防守表示 失败): neither destroyed; the attacker's controller takes
    DEF - ATK."""
    duel = battle("Celtic Guardian", "Mystical Elf", "defense")   # 1400 vs DEF 2000
    assert lp(duel) == (7400, 8000)
    assert monsters(duel, 0)[0] == "Celtic Guardian"
    assert monsters(duel, 1)[0] == "Mystical Elf"
    assert of_type(duel, "destroyed") == []


def test_direct_attack_deals_the_attackers_attack():
    """seed 004 §伤害的判定 (直接攻击成功时候给予对手相当于攻击怪兽攻击力数值的战斗伤害)."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Summoned Skull")
    duel = table.build()
    Script(duel).pick("attack", "Summoned Skull", target="player")
    assert lp(duel) == (8000, 5500)
    damage = of_type(duel, "damage")[0]
    assert (damage["player"], damage["amount"], damage["reason"]) == (1, 2500, "battle")


def test_face_down_defender_is_flipped_before_damage_calculation():
    """seed 000 §怪獸的表示形式 (裡側守備表示的怪獸進行戰鬥的場合，在傷害計算前把該怪獸變成
    表側守備表示) / seed 004 §怪兽的战斗规则 (向背面表示攻击)."""
    seen = {}
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.at("attack_declared", lambda duel: seen.setdefault("declared", elf.card(duel).position))
    table.at("damage_step_start", lambda duel: seen.setdefault("damage_step", elf.card(duel).position))
    table.at("before_damage_calculation", lambda duel: seen.setdefault("before_calc", elf.card(duel).position))
    duel = table.build()
    Script(duel).pick("attack", "Celtic Guardian", target=elf)
    assert seen == {"declared": "set", "damage_step": "set", "before_calc": "defense"}
    order = [e["type"] for e in duel.log]
    assert order.index("flip") < order.index("battle")
    assert lp(duel) == (7400, 8000)                    # its DEF 2000 was used
    assert elf.card(duel).position == "defense"


def test_destroyed_monster_goes_to_the_graveyard_at_the_end_of_the_damage_step():
    """seed 004 §伤害的判定 (被战斗破坏送入墓地) with ENGINE.md §7: destroyed at damage
    calculation, still on the field after it, in the GY at the end of the damage step."""
    where = {}
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    table.at("after_damage_calculation", lambda duel: where.setdefault("after", guardian.card(duel).location))
    table.at("damage_step_end", lambda duel: where.setdefault("end", guardian.card(duel).location))
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=guardian)
    assert where == {"after": "mzone", "end": "grave"}
    assert of_type(duel, "to_grave")[0]["reason"] == "battle"


def test_no_damage_calculation_when_the_target_leaves_during_the_damage_step():
    """seed 004 §伤害的判定 / §怪兽的战斗规则 with ENGINE.md §7: damage is calculated between the
    attacking monster and the attacked monster on the field; a target that left the field
    in the damage step before damage calculation is no longer battled (no replay either:
    replays end where the damage step begins)."""
    def remove_target(duel):
        if elf.card(duel).location == S.MZONE:
            duel.debug_move(elf.uid(duel), S.GRAVE)
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.at("damage_step_start", remove_target)
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=elf)
    assert of_type(duel, "replay") == []
    assert of_type(duel, "battle") == [], "damage was calculated against a card in the GY"
    assert lp(duel) == (8000, 8000)


def test_no_damage_calculation_when_the_attacker_leaves_during_the_damage_step():
    """seed 004 §伤害的判定 / §怪兽的战斗规则 with ENGINE.md §7: an attacker that left the field
    in the damage step before damage calculation deals no battle damage."""
    def remove_attacker(duel):
        if ox.card(duel).location == S.MZONE:
            duel.debug_move(ox.uid(duel), S.GRAVE)
    table = Table(rules="MR5", turn=3, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.at("before_damage_calculation", remove_attacker)
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target="player")
    assert of_type(duel, "battle") == [], "damage was calculated for an attacker in the GY"
    assert lp(duel) == (8000, 8000)


# --- replays (seed 004 §战斗阶段中的卷回) ------------------------------------------------

def test_replay_when_the_opponent_gains_a_monster_attacker_may_pick_the_new_one():
    """seed 004 §战斗阶段中的卷回: after the attack declaration the opponent's monsters change;
    the attacker chooses again among the monsters now there (or stops)."""
    duel, script = _giant_arrives_after_the_attack_on_the_elf("Battle Ox")
    request = script.expect(request="replay", player=0)
    assert sorted((o.kind, o.target_name) for o in request.options) == [
        ("retarget", "Hitotsu-Me Giant"), ("retarget", "Mystical Elf"), ("stop_attack", None)]
    script.pick("retarget", "Battle Ox", target="Hitotsu-Me Giant", request="replay")
    assert grave(duel, 1) == ["Hitotsu-Me Giant"]
    assert lp(duel) == (8000, 7500)                    # 1700 - 1200
    assert monsters(duel, 1)[0] == "Mystical Elf"
    assert len(of_type(duel, "replay")) == 1


def test_replay_when_the_target_leaves_attacker_may_attack_directly():
    """seed 004 §战斗阶段中的卷回: the only target left the field; with no monster left the
    attacker may attack directly."""
    duel, script = _elf_leaves_after_the_attack_on_it()
    request = script.expect(request="replay", player=0)
    assert sorted((o.kind, o.target) for o in request.options) == [
        ("retarget", "player"), ("stop_attack", None)]
    script.pick("retarget", "Battle Ox", target="player")
    assert lp(duel) == (8000, 6300)


def test_replay_when_the_target_leaves_attacker_may_pick_another_monster():
    """seed 004 §战斗阶段中的卷回: the target left; the attacker retargets a remaining monster
    (no direct attack while the opponent still controls one)."""
    duel, script = _elf_leaves_after_the_attack_on_it("Celtic Guardian")
    request = script.expect(request="replay")
    assert [(o.kind, o.target_name) for o in request.options] == [
        ("retarget", "Celtic Guardian"), ("stop_attack", None)]
    script.pick("retarget", "Battle Ox", target="Celtic Guardian")
    assert grave(duel, 1) == ["Mystical Elf", "Celtic Guardian"]
    assert lp(duel) == (8000, 7700)


def test_replay_when_a_monster_appears_during_a_direct_attack():
    """seed 004 §战斗阶段中的卷回: a direct attack, then the opponent gains a monster: the
    attacker may attack it or stop, but no longer attack directly."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    elf = table.hand(1, "Mystical Elf")
    table.at("attack_declared", once(lambda duel: duel.debug_move(elf.uid(duel), S.MZONE, player=1)))
    duel = table.build()
    script = Script(duel)
    script.pick("attack", "Battle Ox", target="player")
    request = script.expect(request="replay")
    assert [(o.kind, o.target_name) for o in request.options] == [
        ("retarget", "Mystical Elf"), ("stop_attack", None)]
    script.pick("retarget", "Battle Ox", target=elf)
    assert grave(duel, 1) == ["Mystical Elf"]
    assert lp(duel) == (8000, 7100)                    # 1700 - 800: it arrived in Attack Position


def test_replay_when_the_target_is_replaced_by_another_monster():
    """seed 004 §战斗阶段中的卷回 (对方场上怪兽情况发生改变): the target left and another monster
    arrived, so the count is unchanged, yet the attacker must choose again."""
    def swap(duel):
        duel.debug_move(elf.uid(duel), S.GRAVE)
        duel.debug_move(giant.uid(duel), S.MZONE, player=1)
    table, elf = _replay_table("Battle Ox")
    giant = table.hand(1, "Hitotsu-Me Giant")
    table.at("attack_declared", once(swap))
    duel = table.build()
    script = Script(duel)
    script.pick("attack", "Battle Ox", target=elf)
    request = script.expect(request="replay")
    assert [(o.kind, o.target_name) for o in request.options] == [
        ("retarget", "Hitotsu-Me Giant"), ("stop_attack", None)]
    script.pick("retarget", "Battle Ox", target=giant)
    assert grave(duel, 1) == ["Mystical Elf", "Hitotsu-Me Giant"]


def test_replay_stop_ends_the_attack_without_battle():
    """seed 004 §战斗阶段中的卷回 (放弃此次攻击): no damage step, no damage."""
    duel, script = _giant_arrives_after_the_attack_on_the_elf("Battle Ox")
    script.pick("stop_attack", "Battle Ox", request="replay")
    assert of_type(duel, "attack_ended")[0]["reason"] == "stopped"
    assert of_type(duel, "battle") == []
    assert [e["step"] for e in of_type(duel, "step")] == ["battle"]   # straight back to the Battle Step
    assert lp(duel) == (8000, 8000)
    assert monsters(duel, 1)[:2] == ["Mystical Elf", "Hitotsu-Me Giant"]
    assert duel.request.kind == "battle"


def test_replay_stopped_monster_cannot_attack_again_this_battle_phase():
    """seed 004 §战斗阶段中的卷回 (注意: 放弃此怪兽的攻击...本战斗阶段内，此怪兽将不能再战斗宣言)."""
    duel, script = _giant_arrives_after_the_attack_on_the_elf("Battle Ox", "Celtic Guardian")
    script.pick("stop_attack", "Battle Ox")
    assert not script.has("attack", "Battle Ox")
    assert len(script.options("attack", "Celtic Guardian")) == 2


def test_replay_stopped_monster_cannot_change_position_in_main_phase_2():
    """seed 004 §战斗阶段中的卷回 (由于已经进行了战斗宣言，此怪兽在主要阶段2也不能再变换表示形式)."""
    duel, script = _giant_arrives_after_the_attack_on_the_elf("Battle Ox", "Celtic Guardian")
    script.pick("stop_attack", "Battle Ox")
    script.pick("end_battle")
    assert duel.phase == "main2"
    assert not script.has("change_position", "Battle Ox")
    assert script.has("change_position", "Celtic Guardian")


def test_no_replay_when_only_the_attackers_side_changes():
    """seed 004 §战斗阶段中的卷回: a replay follows a change of the opponent's monsters only."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    extra = table.hand(0, "Mystical Elf")
    table.at("attack_declared", once(lambda duel: duel.debug_move(extra.uid(duel), S.MZONE, player=0)))
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=guardian)
    assert of_type(duel, "replay") == []
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert duel.request.kind == "battle"


def test_attack_ends_when_the_attacker_leaves_the_field():
    """seed 004 §战斗阶段中的卷回 / ENGINE.md §7: an attacker that left the field before the
    damage step does not battle."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.at("attack_declared", once(lambda duel: duel.debug_move(ox.uid(duel), S.GRAVE)))
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target="player")
    assert lp(duel) == (8000, 8000)
    assert of_type(duel, "attack_ended")[0]["reason"] == "attacker_left"
    assert duel.request.kind == "battle"


def test_a_monster_that_left_the_field_and_came_back_is_a_new_object_and_may_attack():
    """DESIGN §3 / ENGINE.md §6: a card that changes location is a new object, whatever the
    location; a monster that attacked, went to a Spell & Trap Zone and came back (as effects
    may do) has no attack history and may attack again."""
    def away_and_back(duel):
        card = ox.card(duel)
        duel.debug_move(card.uid, S.SZONE, seq=0)
        duel.debug_move(card.uid, S.MZONE, position=S.FACEUP_ATTACK)

    table = Table(rules="MR5", turn=3, phase="battle")
    ox = table.monster(0, "Battle Ox", attacked=True)
    table.at("battle_start_step", away_and_back)
    duel = table.build()
    assert Script(duel).has("attack", "Battle Ox", target="player")

