"""Newdoria (4335645): destroyed by battle and sent to the GY, it targets a monster on the
field and destroys it (a mandatory trigger of the card in the GY).

Sources: the 2005 text (Pharaonic Guardian PGD-057, as Pojo's Card of the Day of 2003-10-02
prints it: sent to the GY as a result of battle, select 1 monster on the field and destroy it;
"it has to actually land in the Graveyard") and today's, the same in what it does;
yugioh-wiki.net 《ニュードリュア》 (a targeting trigger effect, mandatory: with no opponent's
monster left it must destroy one of its controller's own; a trigger in the GY, which Skill Drain
does not negate). One text in both eras."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_newdoria_destroys_the_monster_that_destroyed_it():
    """Q: my opponent's Battle Ox destroys my Newdoria by battle. A: Newdoria's effect targets
    a monster on the field: I pick Battle Ox and it is destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    newdoria = table.monster(0, "Newdoria")
    table.monster(0, "Mystical Elf")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=newdoria, player=1)
    _resolve(s)
    request = s.expect(request="target", player=0)
    assert sorted(o.name for o in request.options if o.kind == "target") == ["Battle Ox", "Mystical Elf"]
    s.pick("target", "Battle Ox")
    _resolve(s)
    assert grave(duel, 0) == ["Newdoria"] and grave(duel, 1) == ["Battle Ox"]
    assert duel.players[0].lp == 8000 - 500


def test_newdoria_must_destroy_its_own_monster_if_nothing_else_is_left():
    """Q: my Newdoria (1200) attacks my opponent's Hitotsu-Me Giant (1200): both are destroyed;
    I still control Mystical Elf. A: the effect is not optional: my Mystical Elf, the only
    monster left on the field, is its target and is destroyed."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Newdoria")
    table.monster(0, "Mystical Elf")
    giant = table.monster(1, "Hitotsu-Me Giant")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Newdoria", target=giant)
    _resolve(s)
    s.pick("target", "Mystical Elf", player=0, request="target")
    _resolve(s)
    assert sorted(grave(duel, 0)) == ["Mystical Elf", "Newdoria"]
    assert grave(duel, 1) == ["Hitotsu-Me Giant"] and field_monsters(duel, 0) == []


def test_newdoria_destroyed_by_an_effect_does_nothing():
    """Q: Dark Hole destroys Newdoria (and everything else). A: not by battle: nothing more."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Newdoria")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Newdoria"] and duel.request.kind == "idle"


def test_newdoria_banished_by_macro_cosmos_does_nothing():
    """Q: with Macro Cosmos face-up, Battle Ox destroys my Newdoria. A: it is banished instead of
    landing in the GY: its effect does not start; Battle Ox stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    newdoria = table.monster(0, "Newdoria")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=newdoria, player=1)
    _resolve(s)
    assert banished(duel, 0) == ["Newdoria"] and field_monsters(duel, 1) == ["Battle Ox"]


def test_newdoria_works_under_skill_drain():
    """Q: my opponent controls Skill Drain; their Battle Ox destroys my Newdoria. A: its effect
    starts in the GY, out of Skill Drain's reach: Battle Ox is destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    newdoria = table.monster(0, "Newdoria")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=newdoria, player=1)
    _resolve(s)
    s.pick("target", "Battle Ox", player=0, request="target")
    _resolve(s)
    assert grave(duel, 1) == ["Battle Ox"]
