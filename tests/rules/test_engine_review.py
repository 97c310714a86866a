"""Engine rules found by the rules review (each test one behaviour; seed sections cited)."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def test_a_trigger_after_a_tribute_set_is_its_own_chain_link_1():
    """seed 000 §咒文速度 / §誘發效果: a trigger raised where no window opens (Sangan
    Tributed for a Set) starts its own chain at the next point, never as Chain Link 2 of a
    speed-1 Spell."""
    table = Table(turn=3)
    table.hand(0, "Summoned Skull", "Dian Keto the Cure Master")
    table.monster(0, "Sangan")
    table.deck(0, ["Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Summoned Skull")
    s.pick("tribute", "Sangan")
    s.pick("select", "Mystical Elf", request="select")       # Sangan's search, right away
    assert duel.request.kind == "idle"
    s.pick("activate", "Dian Keto the Cure Master")
    assert [e["link"] for e in of_type(duel, "chain")] == [1, 1]


def test_a_hand_limit_discard_triggers_in_that_end_phase():
    """seed 004 §结束阶段: the discard happens at the end of the End Phase; a trigger of the
    discarded card is used then, not in the next turn."""
    table = Table(turn=3)
    table.hand(0, *(["Battle Ox"] * 6 + ["Archfiend of Gilfer"]))
    table.monster(1, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"])
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    s.pick("discard", "Archfiend of Gilfer")
    assert duel.turn == 3 and duel.request.kind == "yes_no" and duel.request.player == 0


def test_a_card_returned_to_the_hand_by_a_hand_limit_discard_is_discarded_too():
    """seed 000 §手卡 (在玩家每個回合的結束時必須保持手卡的最大限制數量): Night Assailant,
    discarded for the hand limit, returns Morphing Jar from the GY to the hand: the hand is
    at 7 again, so the turn player discards again before the turn ends. (Found by the
    property test's referee.)"""
    table = Table(turn=3)
    table.hand(0, *(["Battle Ox"] * 6 + ["Night Assailant"]))
    table.grave(0, "Morphing Jar")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    s.pick("discard", "Night Assailant")
    if duel.request.kind == "target":
        s.pick("target", "Morphing Jar", player=0)
    assert "Morphing Jar" in hand(duel, 0) and len(duel.players[0].hand) == 7
    s.pick("discard", "Morphing Jar", player=0, request="discard")
    assert duel.turn == 4 and len(duel.players[0].hand) == 6
    turn_end = next(i for i, e in enumerate(duel.log) if e["type"] == "turn_end")
    assert [e["name"] for e in duel.log[:turn_end] if e.get("reason") == "hand_limit"] == \
        ["Night Assailant", "Morphing Jar"]


def test_phase_triggers_go_on_when_the_first_cannot_be_activated():
    """seed 000 §誘發效果: in the End Phase each trigger that can be activated is, one after
    the other; one without a target does not hold up the others."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Dark Necrofear")
    bewd = table.monster(1, "Blue-Eyes White Dragon")
    table.hand(0, "Dark Hole", "The Wicked Worm Beast")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Necrofear", target=bewd)           # Necrofear destroyed by battle
    s.pick("end_battle")
    s.pick("activate", "Dark Hole")                           # no face-up monster left
    s.pick("summon", "The Wicked Worm Beast")
    s.pick("end_turn")
    assert duel.turn == 4
    assert [c.name for c in duel.players[0].hand] == ["The Wicked Worm Beast"]


def test_the_summoning_window_closes_once_its_chain_resolved():
    """seed 000 §反擊陷阱: once the chain on a summon has resolved, the summon is done (or
    negated): no second summon-negating card is offered as a new chain."""
    table = Table(turn=3)
    table.hand(0, "Battle Ox")
    table.spell_trap(0, "Seven Tools of the Bandit")
    table.spell_trap(1, "Solemn Judgment")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Solemn Judgment", player=1, first=True)
    s.pick("activate", "Seven Tools of the Bandit", player=0)
    s.pick("pass", player=1, request="chain")                 # the second Solemn could answer Seven Tools
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == ["Battle Ox"]
    assert len(of_type(duel, "summon_negated")) == 0


def test_the_turn_player_may_activate_from_the_battle_step():
    """seed 004 §战斗阶段 / seed 000 §回合玩家的優先權: in the Battle Step the turn player may
    activate Quick-Play Spells and Traps between attacks."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Waboku")
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", request="battle")
    s.pick("target", "Set card (Spell & Trap Zone 1)")
    s.pick("pass", player=1, request="chain")                # Waboku could answer it
    assert duel.request.kind == "battle" and grave(duel, 1) == ["Waboku"]


def test_the_opponent_may_respond_before_the_battle_step_ends():
    """seed 004 §回合玩家的优先权: ending the Battle Step passes priority to the opponent."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Just Desserts")
    duel = table.build()
    s = Script(duel)
    s.pick("end_battle")
    s.pick("activate", "Just Desserts", player=1, request="chain")
    assert duel.players[0].lp == 7500 and duel.request.kind == "battle"


def test_life_points_paid_down_to_zero_end_the_duel_at_once():
    """seed 000 §勝負判定條件: LP reaching 0 by a cost ends the duel immediately, before the
    chain goes on."""
    table = Table(turn=3, lp=(8000, 1000))
    table.monster(1, "Celtic Guardian")
    table.spell_trap(0, "Just Desserts")
    table.spell_trap(1, "Seven Tools of the Bandit")
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    s.pick("activate", "Just Desserts", player=0, request="chain")
    s.pick("activate", "Seven Tools of the Bandit", player=1)
    assert duel.result == {"winner": 0, "reason": "lp", "turn": 3}
    assert [e["name"] for e in of_type(duel, "resolve")] == []


def test_a_summon_made_by_a_resolving_effect_cannot_be_negated():
    """Ultimate Offering: the Normal Summon happens as its effect resolves; nothing responds
    in the middle of a resolution (ENGINE.md §5; seed 000 §特殊召喚 says the same of a
    summon made by a resolving chain link), so Solemn Judgment cannot negate it."""
    table = Table(turn=3)
    table.normal_summoned()
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.spell_trap(1, "Solemn Judgment")
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering")
    s.pick("summon", "Battle Ox", request="summon_now")
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert of_type(duel, "summon_negated") == []