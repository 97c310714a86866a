"""Goblin Fan (04149689), Continuous Trap: a Level 2 or lower monster that is Flip Summoned is
destroyed, and its effect is not activated.

Sources, in our words: yugioh-wiki.net 《天狗のうちわ》 (Flip Summons only; Goblin Fan must already be
face-up at the Flip Summon -- chained to the FLIP effect it does not stop it; the destruction starts a
chain link; the flipped monster's effect is not activated, so even a card that answers an activation
has nothing to answer); the 2005 text (TFK-003) does what today's does: no ERAS entry. Our reading:
a Level 3 monster, or a monster flipped face-up by an attack (no Flip Summon), is left alone."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

GF = "Goblin Fan"
BUG = "Man-Eater Bug"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_goblin_fan_destroys_a_flip_summoned_man_eater_bug_before_its_effect():
    """Q: my Goblin Fan is face-up; my opponent Flip Summons Man-Eater Bug (Level 2). A: the Bug is
    destroyed and its FLIP effect is never activated: my Battle Ox stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, GF, face_down=False)
    table.monster(0, "Battle Ox")
    table.monster(1, BUG, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", BUG, player=1)
    assert duel.request.kind != "target"
    _pass(s)
    assert grave(duel, 1) == [BUG] and field_monsters(duel, 0) == ["Battle Ox"]
    assert [e.get("name") for e in duel.log if e["type"] == "chain"] == [GF]


def test_goblin_fan_leaves_a_level_3_monster_alone():
    """Q: my opponent Flip Summons Giant Soldier of Stone (Level 3) under my Goblin Fan. A: nothing
    happens: it stays face-up on the field."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, GF, face_down=False)
    table.monster(1, "Giant Soldier of Stone", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Giant Soldier of Stone", player=1)
    _pass(s)
    assert field_monsters(duel, 1) == ["Giant Soldier of Stone"] and grave(duel, 1) == []


def test_goblin_fan_not_a_flip_by_an_attack():
    """Q: my opponent's Battle Ox attacks my Set Man-Eater Bug under my own Goblin Fan. A: no Flip
    Summon, so Goblin Fan does nothing: the Bug's effect may destroy Battle Ox after the battle."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, GF, face_down=False)
    bug = table.monster(0, BUG, position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug, player=1)
    _pass(s)
    s.pick("target", "Battle Ox", player=0)
    _pass(s)
    assert grave(duel, 1) == ["Battle Ox"] and grave(duel, 0) == [BUG]


def test_goblin_fan_chained_to_the_flip_effect_is_too_late():
    """Q: my opponent Flip Summons Man-Eater Bug targeting my Battle Ox and I chain my Set Goblin Fan.
    A: too late: the FLIP effect was already activated and resolves: Battle Ox is destroyed, and the
    Bug stays on the field."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, GF)
    table.monster(0, "Battle Ox")
    table.monster(1, BUG, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", BUG, player=1)
    s.pick("target", "Battle Ox", player=1)
    s.pick("activate", GF, player=0, request="chain")
    _pass(s)
    assert grave(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == [BUG]
