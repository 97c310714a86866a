"""Fenrir: never Normal Summoned or Set; Special Summoned from the hand by banishing 2 WATER
monsters from its owner's GY; when it destroys an opponent's monster by battle, that opponent
skips their next Draw Phase.

Sources: the card's text (the 2005 IOC print, "can only be Special Summoned by removing 2 WATER
monsters in your Graveyard from play ... when this card destroys a monster as a result of
battle, your opponent skips his/her next Draw Phase", does what today's does: no ERAS entry);
seed 000 §特殊召喚 (a monster Special Summoned by its own procedure: no chain link, it is not an
effect that can be answered as one); Necrovalley's text (cards in the GYs cannot be banished:
the procedure's cost cannot be paid, docs/cards.md `grave_banish`); for the same battle
destroying Fenrir, the project's reading for "destroys by battle" monsters (fandom "Destroyed by
battle", as tests/cards for Elemental HERO Flame Wingman): a monster destroyed in that battle
activates nothing."""

from duelist.testing.reads import banished, field_monsters, grave, hand, kinds
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_fenrir_is_special_summoned_by_banishing_two_water_monsters():
    """Q: I hold Fenrir and have 7 Colored Fish twice and a Battle Ox in my GY: A: I may
    Special Summon Fenrir by banishing the two WATER monsters (Battle Ox stays); it cannot be
    Normal Summoned or Set."""
    table = Table(turn=3)
    table.hand(0, "Fenrir")
    table.grave(0, "7 Colored Fish", "Battle Ox", "7 Colored Fish")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Fenrir") and not s.has("set", "Fenrir")
    s.pick("special_summon", "Fenrir")
    s.pick("select", "7 Colored Fish", request="select", first=True)
    s.pick("select", "7 Colored Fish", request="select")
    s.pick("option", "Attack Position", request="option")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Fenrir"]
    assert banished(duel, 0) == ["7 Colored Fish", "7 Colored Fish"] and grave(duel, 0) == ["Battle Ox"]


def test_fenrir_needs_two_water_monsters_in_its_owners_grave():
    """Q: only one WATER monster is in my GY (another in my opponent's): A: Fenrir cannot be
    Special Summoned."""
    table = Table(turn=3)
    table.hand(0, "Fenrir")
    table.grave(0, "7 Colored Fish", "Battle Ox")
    table.grave(1, "7 Colored Fish")
    duel = table.build()
    s = Script(duel)
    assert not s.has("special_summon", "Fenrir")


def test_fenrir_cannot_be_summoned_under_necrovalley():
    """Q: Necrovalley is face-up and I have two WATER monsters in my GY: A: they cannot be
    banished: Fenrir cannot be Special Summoned."""
    table = Table(turn=3)
    table.hand(0, "Fenrir")
    table.grave(0, "7 Colored Fish", "7 Colored Fish")
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    assert not s.has("special_summon", "Fenrir")


def _fenrir_attacks(target, position="attack"):
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Fenrir")                              # 1400 ATK
    defender = table.monster(1, target, position=position)
    table.hand(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Fenrir", target=defender)
    _resolve(s)
    return duel, s


def test_fenrir_destroying_a_monster_by_battle_skips_the_opponents_next_draw_phase():
    """Q: Fenrir attacks and destroys my opponent's Hitotsu-Me Giant (1200 ATK): A: my opponent
    takes 200, and in their next turn they draw nothing in their Draw Phase; I draw normally in
    my turn after."""
    duel, s = _fenrir_attacks("Hitotsu-Me Giant")
    assert grave(duel, 1) == ["Hitotsu-Me Giant"] and duel.players[1].lp == 7800
    s.pick("end_battle", request="battle")
    s.end_turn()
    assert duel.turn == 4 and duel.turn_player == 1
    assert hand(duel, 1) == ["Battle Ox"]
    assert [(e["player"], e["phase"]) for e in duel.log if e["type"] == "phase_skipped"] == [(1, "draw")]
    s.end_turn()
    assert duel.turn == 5 and hand(duel, 0) == ["Celtic Guardian"]


def test_fenrir_destroyed_in_the_same_battle_skips_nothing():
    """Q: Fenrir (1400) attacks my opponent's Celtic Guardian (1400): both are destroyed: A:
    under today's rules (Master Rule 3 on, yugioh-wiki.net 《相打ち》) Fenrir's effect does not
    activate: my opponent draws in their next Draw Phase. (The 2005 rules differ: a strict xfail
    in tests/cards/test_fenrir_same_battle_r57s.py.)"""
    duel, s = _fenrir_attacks("Celtic Guardian")
    assert grave(duel, 0) == ["Fenrir"] and grave(duel, 1) == ["Celtic Guardian"]
    s.pick("end_battle", request="battle")
    s.end_turn()
    assert hand(duel, 1) == ["Battle Ox", "Mystical Elf"]
    assert [e for e in duel.log if e["type"] == "phase_skipped"] == []


def test_fenrir_destroying_a_set_monster_skips_the_draw_too():
    """Q: Fenrir attacks a Set Hitotsu-Me Giant (1000 DEF) and destroys it: A: a monster
    destroyed by battle in Defense Position counts: the opponent skips their next Draw Phase."""
    duel, s = _fenrir_attacks("Hitotsu-Me Giant", position="set")
    assert grave(duel, 1) == ["Hitotsu-Me Giant"] and duel.players[1].lp == 8000
    s.pick("end_battle", request="battle")
    s.end_turn()
    assert hand(duel, 1) == ["Battle Ox"]
