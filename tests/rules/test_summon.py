"""Normal Summon, Tribute Summon, Set, Flip Summon and battle-position changes.

Seeds: 000 §怪獸的表示形式, §怪獸的表示形式的變更, §通常召喚, §上級召喚, §怪獸的蓋伏;
004 §怪兽的召唤, §决斗的进行 (主要阶段).
"""

from duelist.testing.reads import grave, monsters, of_type
from duelist.testing.scenario import Script, Table


# --- helpers ---------------------------------------------------------------------------

def offered(duel, kind, card=None):
    """Names of the cards the pending request offers for `kind` (optionally one card)."""
    return [o.name for o in duel.request.options
            if o.kind == kind and (card is None or o.name == card)]


def _main_phase_1(hand=(), field=(), opponent=()):
    """MR5, turn 3, player 0's Main Phase 1 menu: `hand` in player 0's hand, `field` on
    their field and `opponent` on player 1's (face-up Attack; a (name, position) pair for
    another position). Returns (duel, script)."""
    table = Table(rules="MR5", turn=3)
    if hand:
        table.hand(0, *hand)
    for player, monsters in ((0, field), (1, opponent)):
        for monster in monsters:
            name, position = monster if isinstance(monster, tuple) else (monster, "attack")
            table.monster(player, name, position=position)
    duel = table.build()
    return duel, Script(duel)


def _tribute_asked(monster, field, opponent=(), action="summon"):
    """As _main_phase_1 with the Level 5+ `monster` in hand: player 0 declares its Normal
    Summon (or Set, `action="set"`); returns (duel, script) at the first Tribute request."""
    duel, script = _main_phase_1(hand=[monster], field=field, opponent=opponent)
    script.pick(action, monster)
    script.expect(request="tribute", player=0)
    return duel, script


# --- Normal Summon and Set -----------------------------------------------------------------

def test_normal_summon_places_the_monster_face_up_in_attack_position():
    """seed 000 §通常召喚 (表側表示通常召喚稱作『召喚』; 隻能表側攻擊表示或裡側守備表示)."""
    table = Table(rules="MR5", turn=3)
    guardian = table.hand(0, "Celtic Guardian")
    duel = table.build()
    Script(duel).pick("summon", "Celtic Guardian", request="idle")
    card = guardian.card(duel)
    assert card.location == "mzone" and card.seq == 0 and card.position == "attack"
    assert duel.players[0].hand == []
    event = of_type(duel, "summon")[0]
    assert (event["name"], event["player"], event["zone"]) == ("Celtic Guardian", 0, 0)


def test_summon_without_tribute_is_not_a_tribute_summon():
    """seed 000 §上級召喚 (不做解放把怪獸通常召喚的場合不視為上級召喚)."""
    duel, script = _main_phase_1(hand=["Battle Ox"])
    script.pick("summon", "Battle Ox")
    event = of_type(duel, "summon")[0]
    assert (event["kind"], event["tributes"]) == ("normal", 0)


def test_set_places_the_monster_face_down_in_defense_position():
    """seed 000 §怪獸的蓋伏 (從手卡把怪獸裡側表示通常召喚稱為蓋伏)."""
    table = Table(rules="MR5", turn=3)
    elf = table.hand(0, "Mystical Elf")
    duel = table.build()
    Script(duel).pick("set", "Mystical Elf", request="idle")
    card = elf.card(duel)
    assert card.location == "mzone" and card.position == "set"
    assert of_type(duel, "summon") == []
    assert len(of_type(duel, "set_monster")) == 1


def test_set_monster_is_hidden_from_the_opponent():
    """seed 000 §怪獸的蓋伏 (蓋伏的怪獸沒有必要向對方公開) and §怪獸的表示形式 (裡側表示的怪獸的
    情報對對方玩家處于非公開狀態。該卡的控制者可以隨時確認)."""
    duel, script = _main_phase_1(hand=["Mystical Elf"])
    script.pick("set", "Mystical Elf")
    mine = duel.view(0)["players"][0]["monsters"][0]
    theirs = duel.view(1)["players"][0]["monsters"][0]
    assert mine["name"] == "Mystical Elf" and mine["position"] == "set"
    assert "name" not in theirs and "code" not in theirs and theirs["position"] == "set"
    seen_by_opponent = [e for e in duel.log_for(1) if e["type"] == "set_monster"][0]
    assert "name" not in seen_by_opponent and "code" not in seen_by_opponent
    seen_by_owner = [e for e in duel.log_for(0) if e["type"] == "set_monster"][0]
    assert seen_by_owner["name"] == "Mystical Elf"


def test_only_one_normal_summon_per_turn():
    """seed 000 §通常召喚 (通常召喚1回合隻能進行1次)."""
    duel, script = _main_phase_1(hand=["Celtic Guardian", "Battle Ox"])
    script.pick("summon", "Celtic Guardian")
    assert offered(duel, "summon") == [] and offered(duel, "set") == []
    assert duel.players[0].hand[0].name == "Battle Ox"


def test_a_set_uses_the_turns_normal_summon():
    """seed 004 §怪兽的召唤 (召唤和覆盖在规则上被统称为“通常召唤”): after a Set, no Summon."""
    duel, script = _main_phase_1(hand=["Mystical Elf", "Battle Ox"])
    script.pick("set", "Mystical Elf")
    assert offered(duel, "summon") == [] and offered(duel, "set") == []


def test_one_normal_summon_counts_main_phase_1_and_2_together():
    """seed 004 §决斗的进行 (通常召唤1次（和主要阶段2合计）)."""
    duel, script = _main_phase_1(hand=["Celtic Guardian", "Battle Ox"])
    script.pick("summon", "Celtic Guardian")
    script.pick("battle")
    script.pick("end_battle")
    assert duel.phase == "main2"
    assert offered(duel, "summon") == [] and offered(duel, "set") == []


def test_normal_summon_is_available_again_next_turn():
    """seed 000 §通常召喚: the once-per-turn count starts afresh each turn: the player who
    used it in turn 3 has it again in their next turn (turn 5)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Battle Ox", "Celtic Guardian")
    table.deck(0, ["Mystical Elf"])
    table.deck(1, ["Hitotsu-Me Giant"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    assert offered(duel, "summon") == [] and offered(duel, "set") == []
    s.end_turn()
    assert duel.turn == 4 and duel.turn_player == 1
    s.end_turn()
    assert duel.turn == 5 and duel.turn_player == 0
    assert offered(duel, "summon", "Celtic Guardian") == ["Celtic Guardian"]


def test_normal_summon_only_in_the_own_main_phase():
    """seed 000 §通常召喚 (在自己的主要階段可以進行): the Battle Step offers no Normal Summon or
    Set; in the opponent's turn a player never gets one either (here asked to respond to an
    attack with a Trap: activate or pass only); Main Phase 2 offers it again."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.hand(0, "Celtic Guardian")
    table.hand(1, "Mystical Elf")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    assert offered(duel, "summon") == [] and offered(duel, "set") == []
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.expect(request="chain", player=1)
    assert sorted({o.kind for o in duel.request.options}) == ["activate", "pass"]
    s.pick("pass", player=1)
    s.pick("end_battle", player=0)
    while duel.request.kind == "chain":                 # the opponent passes at each step
        s.pick("pass", player=1)
    assert duel.phase == "main2" and offered(duel, "summon") == ["Celtic Guardian"]


def test_normal_summon_needs_a_free_main_monster_zone():
    """seed 004 §一、对战必要之物 (3 决斗场, 1 怪兽区域: 场上最多可以同时摆放5张怪兽卡): a Level 4 cannot be
    Normal Summoned or Set with all five Main Monster Zones taken."""
    duel, _ = _main_phase_1(hand=["Celtic Guardian"], field=["Battle Ox"] * 5)
    assert offered(duel, "summon") == [] and offered(duel, "set") == []


# --- Tribute Summon --------------------------------------------------------------------------

def test_level_5_or_6_needs_one_tribute():
    """seed 000 §上級召喚 (等級5·6的怪獸可以通過解放場上1隻怪獸通常召喚)."""
    duel, script = _tribute_asked("Summoned Skull", ["Battle Ox", "Celtic Guardian"])
    request = script.expect(request="tribute", player=0)
    assert sorted(o.name for o in request.options) == ["Battle Ox", "Celtic Guardian"]
    script.pick("tribute", "Battle Ox", request="tribute")
    assert monsters(duel, 0) == ["Summoned Skull", "Celtic Guardian", None, None, None]
    assert grave(duel, 0) == ["Battle Ox"]
    assert of_type(duel, "to_grave")[0]["reason"] == "tribute"
    event = of_type(duel, "summon")[0]
    assert (event["kind"], event["tributes"]) == ("tribute", 1)
    assert duel.request.kind == "idle"


def test_level_7_or_more_needs_two_tributes():
    """seed 000 §上級召喚 (等級7及以上的怪獸可以通過解放場上2隻怪獸通常召喚)."""
    duel, script = _tribute_asked("Dark Magician", ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    script.pick("tribute", "Battle Ox", request="tribute")
    second = script.expect(request="tribute", player=0)
    assert sorted(o.name for o in second.options) == ["Celtic Guardian", "Mystical Elf"]
    script.pick("tribute", "Mystical Elf", request="tribute")
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Mystical Elf"]
    assert "Dark Magician" in monsters(duel, 0)
    assert of_type(duel, "summon")[0]["tributes"] == 2


def test_no_tribute_summon_without_enough_monsters():
    """seed 000 §上級召喚 / seed 004 §怪兽的召唤 (召唤前不牺牲...就无法召唤): a Level 7 with one
    monster on the field is neither Summoned nor Set."""
    duel, _ = _main_phase_1(hand=["Dark Magician", "Celtic Guardian"], field=["Battle Ox"])
    assert offered(duel, "summon") == ["Celtic Guardian"]
    assert offered(duel, "set") == ["Celtic Guardian"]


def test_level_5_cannot_be_summoned_with_an_empty_field():
    """seed 000 §上級召喚: no monster to Tribute, no Tribute Summon of a Level 5-6."""
    duel, _ = _main_phase_1(hand=["Summoned Skull"])
    assert offered(duel, "summon") == [] and offered(duel, "set") == []


def test_only_own_monsters_can_be_tributed():
    """seed 000 §上級召喚 (解放場上的怪獸): the Tributes come from the summoning player's field."""
    duel, script = _tribute_asked("Summoned Skull", ["Battle Ox"], opponent=["Celtic Guardian"])
    assert [o.name for o in script.expect(request="tribute").options] == ["Battle Ox"]


def test_tribute_summon_with_every_monster_zone_full():
    """seed 000 §上級召喚 (需要解放1隻及以上怪獸的上級召喚，即使沒有空的怪獸區域也能進行)."""
    names = ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon"]
    duel, script = _main_phase_1(hand=["Summoned Skull"], field=names)
    assert offered(duel, "summon") == ["Summoned Skull"]
    script.pick("summon", "Summoned Skull")
    script.pick("tribute", "Mystical Elf")
    assert monsters(duel, 0) == ["Battle Ox", "Celtic Guardian", "Summoned Skull",
                                 "Hitotsu-Me Giant", "Koumori Dragon"]
    assert grave(duel, 0) == ["Mystical Elf"]


def test_face_down_monster_can_be_tributed():
    """seed 000 §上級召喚 (在場上裡側表示存在的怪獸也可以解放)."""
    duel, script = _tribute_asked("Summoned Skull", [("Mystical Elf", "set")])
    script.pick("tribute", "Mystical Elf")          # its owner sees the face-down card's name
    assert monsters(duel, 0)[0] == "Summoned Skull"
    assert grave(duel, 0) == ["Mystical Elf"]


def test_tributes_are_sent_before_the_monster_is_summoned():
    """seed 000 §上級召喚 (解放是在宣言上級召喚之後，使...怪獸出場之前進行的)."""
    duel, script = _tribute_asked("Summoned Skull", ["Battle Ox"])
    script.pick("tribute", "Battle Ox")
    order = [e["type"] for e in duel.log]
    assert order.index("to_grave") < order.index("summon")


def test_setting_a_level_5_or_higher_needs_tributes_too():
    """seed 000 §怪獸的蓋伏 (等級5以上的怪獸蓋伏的場合，需要照常解放怪獸後蓋伏)."""
    duel, script = _tribute_asked("Summoned Skull", ["Battle Ox"], action="set")
    script.pick("tribute", "Battle Ox", request="tribute")
    assert duel.players[0].mzone[0].name == "Summoned Skull"
    assert duel.players[0].mzone[0].position == "set"
    assert of_type(duel, "set_monster")[0]["tributes"] == 1
    assert grave(duel, 0) == ["Battle Ox"]


# --- Flip Summon -----------------------------------------------------------------------------

def test_flip_summon_turns_a_face_down_monster_to_face_up_attack():
    """seed 000 §怪獸的表示形式的變更 (裡側守備表示→表側攻擊表示（反轉召喚）)."""
    table = Table(rules="MR5", turn=3)
    elf = table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    Script(duel).pick("flip_summon", elf, request="idle")
    assert elf.card(duel).position == "attack"
    assert of_type(duel, "flip_summon")[0]["name"] == "Mystical Elf"


def test_face_down_monster_changes_position_only_by_flip_summon():
    """seed 000 §怪獸的表示形式的變更 / seed 004 §怪兽的召唤 (也不能是将背面守备表示的怪兽
    变为正面守备表示): the only option is a Flip Summon to face-up Attack."""
    table = Table(rules="MR5", turn=3)
    elf = table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    script = Script(duel)
    acting = [o for o in duel.request.options if o.card == elf.uid(duel)]
    assert [(o.kind, o.position) for o in acting] == [("flip_summon", "attack")]
    assert not script.has("change_position", elf)


def test_monster_set_this_turn_cannot_be_flip_summoned():
    """seed 004 §怪兽的召唤 (反转召唤: 怪兽不能在覆盖的回合进行反转召唤)."""
    duel, script = _main_phase_1(hand=["Mystical Elf"])
    script.pick("set", "Mystical Elf")
    assert offered(duel, "flip_summon") == []
    assert offered(duel, "change_position") == []


def test_flip_summon_does_not_use_the_normal_summon():
    """seed 004 §怪兽的召唤 (一回合不限制次数的: 反转召唤): after a Normal Summon, a Flip Summon
    is still allowed, and vice versa."""
    duel, script = _main_phase_1(hand=["Celtic Guardian"],
                                 field=[("Mystical Elf", "set"), ("Giant Soldier of Stone", "set")])
    script.pick("flip_summon", "Mystical Elf")
    assert offered(duel, "summon") == ["Celtic Guardian"]
    script.pick("summon", "Celtic Guardian")
    script.pick("flip_summon", "Giant Soldier of Stone")
    positions = [c.position for c in duel.players[0].mzone if c is not None]
    assert positions == ["attack", "attack", "attack"]


def test_flip_summoned_monster_cannot_change_position_again_that_turn():
    """seed 004 §怪兽的召唤 (反转召唤同样属于“表示形式变更”) / seed 000 §怪獸的表示形式的變更."""
    duel, script = _main_phase_1(field=[("Mystical Elf", "set")])
    script.pick("flip_summon", "Mystical Elf")
    assert offered(duel, "change_position") == []


# --- battle-position changes -----------------------------------------------------------------

def test_change_from_attack_to_defense_position():
    """seed 000 §怪獸的表示形式的變更 (表側攻擊表示→表側守備表示)."""
    table = Table(rules="MR5", turn=3)
    ox = table.monster(0, "Battle Ox")
    duel = table.build()
    Script(duel).pick("change_position", ox, position="defense", request="idle")
    assert ox.card(duel).position == "defense"
    event = of_type(duel, "position")[0]
    assert (event["from"], event["to"]) == ("attack", "defense")


def test_change_from_defense_to_attack_position():
    """seed 000 §怪獸的表示形式的變更 (表側守備表示→表側攻擊表示)."""
    table = Table(rules="MR5", turn=3)
    elf = table.monster(0, "Mystical Elf", position="defense")
    duel = table.build()
    Script(duel).pick("change_position", elf, position="attack")
    assert elf.card(duel).position == "attack"


def test_each_monster_changes_position_once_per_turn():
    """seed 000 §怪獸的表示形式的變更 (變更這一行為本身1回合可以進行任意多次，但1隻怪獸的表示
    形式1回合隻能進行1次變更)."""
    table = Table(rules="MR5", turn=3)
    ox = table.monster(0, "Battle Ox")
    guardian = table.monster(0, "Celtic Guardian")
    duel = table.build()
    script = Script(duel)
    script.pick("change_position", ox)
    assert not script.has("change_position", ox)
    script.pick("change_position", guardian)
    assert not script.has("change_position", guardian)
    assert [ox.card(duel).position, guardian.card(duel).position] == ["defense", "defense"]


def test_monster_summoned_this_turn_cannot_change_position():
    """seed 000 §怪獸的表示形式的變更 (通常召喚和特殊召喚的怪獸在當回合中不能改變表示形式)."""
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Celtic Guardian")
    table.monster(0, "Battle Ox", summoned_this_turn=True)
    duel = table.build()
    script = Script(duel)
    script.pick("summon", "Celtic Guardian")
    assert offered(duel, "change_position") == []


def test_tribute_summoned_monster_cannot_change_position_that_turn():
    """seed 004 §决斗的进行 (怪兽召唤、特殊召唤回合表示形式不能变更)."""
    duel, script = _tribute_asked("Summoned Skull", ["Battle Ox"])
    script.pick("tribute", "Battle Ox")
    assert offered(duel, "change_position") == []


def test_monster_that_attacked_cannot_change_position_in_main_phase_2():
    """seed 000 §怪獸的表示形式的變更 (進行過攻擊宣言的怪獸在當回合中不能改變表示形式)."""
    duel, script = _main_phase_1(field=["Battle Ox", "Celtic Guardian"])
    script.pick("battle")
    script.pick("attack", "Battle Ox", target="player")
    script.pick("end_battle")
    assert duel.phase == "main2"
    assert offered(duel, "change_position") == ["Celtic Guardian"]


def test_position_changes_only_in_the_main_phase():
    """seed 000 §怪獸的表示形式的變更 (在自己的主要階段...可以...變更): the Battle Step offers
    attacks and the end of the Battle Phase, no position change."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    assert sorted({o.kind for o in duel.request.options}) == ["attack", "end_battle"]
