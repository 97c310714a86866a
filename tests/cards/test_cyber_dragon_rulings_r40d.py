"""Cyber Dragon's rulings as players ask them (the MR5 preset; its effect: it
may be Special Summoned from the hand while only the opponent controls a monster).

Seed 000 §怪獸的條件特殊召喚: a Special Summon by a monster's own condition is made in its
player's Main Phase with no chain open, starts no chain, and the opponent may answer it with a
card that negates a Special Summon; it is no Normal Summon (seed 000 §通常召喚: once a turn).
Sources: Cyber Dragon's rulings (yugipedia "Card Rulings:Cyber Dragon": a Token counts as a
monster; a face-down monster you control counts too; it can be negated by Solemn Judgment; it
does not use your Normal Summon)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _table(p0_monsters=(), p1_monsters=("Battle Ox",)):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Cyber Dragon", "Battle Ox")
    for name, position in p0_monsters:
        table.monster(0, name, position=position)
    for name in p1_monsters:
        table.monster(1, name, position="defense" if "Token" in name else "attack")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    return table


def test_cyber_dragon_may_be_summoned_when_the_opponent_controls_only_a_token():
    """Q: my opponent controls only a Sheep Token and I control nothing: may I Special Summon
    Cyber Dragon? A: yes: a Token is a monster the opponent controls."""
    duel = _table(p1_monsters=("Sheep Token",)).build()
    assert Script(duel).has("special_summon", "Cyber Dragon")


def test_cyber_dragon_not_while_you_control_a_face_down_monster():
    """Q: I control only a face-down monster; may I Special Summon Cyber Dragon? A: no: a
    face-down monster is still a monster you control."""
    duel = _table(p0_monsters=(("Mystical Elf", "set"),)).build()
    assert not Script(duel).has("special_summon", "Cyber Dragon")


def test_cyber_dragons_special_summon_leaves_the_normal_summon_free():
    """Q: after Cyber Dragon's own Special Summon, may I still Normal Summon this turn? A: yes:
    its summon is no Normal Summon."""
    duel = _table().build()
    s = Script(duel)
    s.pick("special_summon", "Cyber Dragon")
    s.pick("option", "Attack Position", request="option")
    s.expect(request="idle", player=0)
    s.pick("summon", "Battle Ox")
    assert field_monsters(duel, 0) == ["Cyber Dragon", "Battle Ox"]


def test_solemn_judgment_negates_cyber_dragons_special_summon():
    """Q: my opponent answers Cyber Dragon's Special Summon with Solemn Judgment; what happens?
    A: the summon by its own condition can be negated: Cyber Dragon is destroyed, my opponent
    paid half their LP; my Normal Summon is still free."""
    table = _table()
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Cyber Dragon")
    s.pick("option", "Attack Position", request="option")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == ["Cyber Dragon"]
    assert duel.players[1].lp == 4000
    assert s.has("summon", "Battle Ox")
