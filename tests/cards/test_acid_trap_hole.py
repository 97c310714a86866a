"""Acid Trap Hole (41356845), Normal Trap: target 1 face-down Defense Position monster, turn it
face-up; with 2000 or less DEF it is destroyed, otherwise it goes face-down again.

Sources read: yugioh-wiki.net 《硫酸のたまった落とし穴》 (both OCG texts; it can be activated at any time, and is
played to start Flip effects: the monster is turned face-up by the effect, so its Flip effect
activates); the 2005 text (DB1: "Flip 1 face-down Defense Position monster on the field face-up. If
the monster's DEF is 2000 or less, destroy it. If its DEF is more than 2000, return it to face-down
Defense Position") does the same. 2000 DEF exactly is "2000 or less". The English 2005 text quoted
is as we recall it, not read on a page this round."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _acid(monster, rules="MR5", **kw):
    table = Table(turn=3, rules=rules, **kw)
    ref = table.monster(1, monster, position="set")
    table.spell_trap(0, "Acid Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Acid Trap Hole")
    s.pick("target", ref)
    _resolve(duel, s)
    return duel, s, ref


def test_acid_trap_hole_destroys_a_set_monster_with_2000_def_or_less():
    """Q: my opponent's Set Mystical Elf (2000 DEF). A: turned face-up, then destroyed."""
    duel, s, elf = _acid("Mystical Elf")
    assert [c.name for c in duel.players[1].grave] == ["Mystical Elf"]
    assert [e["name"] for e in duel.log if e["type"] == "destroyed"] == ["Mystical Elf"]


def test_acid_trap_hole_turns_a_set_monster_with_more_def_face_down_again():
    """Q: my opponent's Set Labyrinth Wall (3000 DEF). A: it is turned face-up (everyone saw it)
    then face-down in Defense Position again; it stays on the field."""
    duel, s, wall = _acid("Labyrinth Wall")
    assert wall.card(duel).location == "mzone" and wall.card(duel).position == "set"
    assert duel.players[1].grave == []


def test_acid_trap_hole_needs_a_face_down_defense_monster():
    """Q: the only monsters are face-up (Mystical Elf in Defense Position, Battle Ox). A: Acid
    Trap Hole cannot be activated."""
    table = Table(turn=3)
    table.monster(1, "Mystical Elf", position="defense")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Acid Trap Hole")
    assert not Script(table.build()).has("activate", "Acid Trap Hole")


def test_acid_trap_hole_on_my_own_magician_of_faith_starts_its_flip_effect():
    """Q (GOAT): I target my own Set Magician of Faith (400 DEF), Pot of Greed in my GY. A: she
    is flipped face-up and destroyed; her Flip effect still activates: Pot of Greed comes back to
    my hand."""
    table = Table(turn=3, rules="GOAT")
    mof = table.monster(0, "Magician of Faith", position="set")
    table.grave(0, "Pot of Greed")
    table.spell_trap(0, "Acid Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Acid Trap Hole")
    s.pick("target", mof)
    _resolve(duel, s)
    for _ in range(4):
        kind = duel.request.kind
        if kind == "chain":
            _resolve(duel, s)
        elif kind in ("target", "select"):
            s.pick(kind, "Pot of Greed")
        else:
            break
    assert [c.name for c in duel.players[0].hand] == ["Pot of Greed"]
    assert sorted(c.name for c in duel.players[0].grave) == ["Acid Trap Hole", "Magician of Faith"]
