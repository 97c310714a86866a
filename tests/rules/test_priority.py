"""Priority after a chain (seed 004 §连锁和咒文速度 › 回合玩家的优先权)."""

from duelist.testing.reads import field_monsters, grave
from duelist.engine.rules import PRESETS
from duelist.testing.scenario import Script, Table


def test_after_a_chain_in_the_battle_step_the_turn_player_gets_priority_again():
    """seed 004 §回合玩家的优先权: after a chain resolves the turn player may act first
    again; here, after the opponent's Reinforcements resolves at the attack declaration,
    the turn player may still answer with Rush Recklessly before the damage step."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")                     # 1700
    guardian = table.monster(1, "Celtic Guardian")    # 1400 (+500 = 1900)
    table.spell_trap(1, "Reinforcements")
    table.hand(0, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian)
    s.pick("pass", player=0, request="chain")          # the turn player passes first
    s.pick("activate", "Reinforcements", player=1, request="chain")
    s.pick("target", "Celtic Guardian", player=1)
    s.pick("pass", player=0, request="chain")          # Rush could answer Reinforcements: no
    # Reinforcements resolved; the turn player has priority again in the Battle Step
    s.pick("activate", "Rush Recklessly", player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Reinforcements", "Celtic Guardian"]
    assert duel.players[1].lp == 8000 - (2400 - 1900)


def test_a_summon_by_the_last_link_can_be_answered_by_its_own_summoner():
    """seed 000 §卡片效果特殊召喚: a Special Summon made by a resolving effect is the last
    thing that happened; the summoner's own "when a monster is summoned" Trap may answer it,
    and the summoner, the turn player, is asked first (seed 000 §回合玩家的優先權)."""
    table = Table(turn=3)
    table.hand(0, "Monster Reborn", "Battle Ox")
    table.grave(0, "Battle Ox")
    table.spell_trap(0, "Chain Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    s.pick("option", "Attack Position")
    s.pick("activate", "Chain Destruction", player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    assert [c.name for c in duel.players[0].hand] == []
    assert field_monsters(duel, 0) == ["Battle Ox"]


def test_the_menu_forgets_the_summon_once_something_else_happens():
    """The summon stops being the last thing once the turn player does anything else. (Under
    rules recorded before `seed_priority_after_chain`, where the turn player answered
    such a summon from the Main Phase menu: the menu stops offering the answer after a Set.)"""
    table = Table(rules=PRESETS["MR5"].replace(seed_priority_after_chain=False), turn=3)
    table.hand(0, "Monster Reborn", "Battle Ox")
    table.grave(0, "Battle Ox")
    table.spell_trap(0, "Chain Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    s.pick("option", "Attack Position")
    s.pick("set", "Battle Ox")                          # something else happens
    assert not s.has("activate", "Chain Destruction")
