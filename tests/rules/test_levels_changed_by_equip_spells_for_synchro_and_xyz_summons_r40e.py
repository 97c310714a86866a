"""Levels changed by Demotion and Synchro Boost, as Synchro and Xyz Materials (the MR5 preset).

Seed 000 §同調召喚 (the materials' Levels add up to the Synchro Monster's Level); seed 004
§XYZ怪兽的XYZ召唤 (monsters of the same Level, the Xyz Monster's Rank); seed 000 §裝備魔法 (an
Equip Spell whose monster leaves the field is sent to the GY). Sources: Demotion's and Synchro
Boost's rulings (yugipedia "Card Rulings:Synchro Boost" and "Card Rulings:Demotion",
yugioh-wiki.net 《シンクロ・ブースター》 and 《降格処分》): a material counts with its current Level, so a Level 4 monster wearing Synchro
Boost is a Level 5 material, and a Level 6 monster wearing Demotion is a Level 4 material."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _table():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    return table


def test_a_level_4_monster_wearing_synchro_boost_is_a_level_5_xyz_material():
    """Q: Battle Ox (Level 4) wears Synchro Boost; beside it I have Leogun (Level 5). May they
    be the two Level 5 materials of Number 61: Volcasaurus? A: yes: Battle Ox is Level 5 while
    equipped; both go under Volcasaurus and Synchro Boost goes to the GY."""
    table = _table()
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Synchro Boost", face_down=False, equipped_to=ox)
    table.monster(0, "Leogun")
    table.extra(0, "Number 61: Volcasaurus")
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", "Number 61: Volcasaurus")
    while duel.request.kind == "select":
        s.pick("select", first=True)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Number 61: Volcasaurus"]
    assert sorted(c.name for c in duel.materials_of(duel.monsters(0)[0])) == ["Battle Ox", "Leogun"]
    assert grave(duel, 0) == ["Synchro Boost"]


def test_a_level_6_monster_wearing_demotion_is_a_level_4_synchro_material():
    """Q: Junk Synchron (Tuner, Level 3) and Summoned Skull (Level 6, Demotion: Level 4) make 7.
    May I Synchro Summon Black Rose Dragon (Level 7)? A: yes: the Levels add up as they are
    now; Summoned Skull's printed 6 would make 9."""
    table = _table()
    table.monster(0, "Junk Synchron")
    skull = table.monster(0, "Summoned Skull")
    table.spell_trap(0, "Demotion", face_down=False, equipped_to=skull)
    table.extra(0, "Black Rose Dragon")
    duel = table.build()
    s = Script(duel)
    assert s.has("synchro_summon", "Black Rose Dragon")
    s.pick("synchro_summon", "Black Rose Dragon")
    for _ in range(8):
        kind = duel.request.kind
        if kind == "select":
            s.pick("select", first=True)
        elif kind == "option":
            s.pick("option", "Attack Position")
        elif kind in ("yes_no",):
            s.pick("no")
        else:
            break
    assert field_monsters(duel, 0) == ["Black Rose Dragon"]
    assert sorted(grave(duel, 0)) == ["Demotion", "Junk Synchron", "Summoned Skull"]


def test_without_demotion_the_same_two_make_no_level_7_synchro():
    """Q: and without Demotion? A: 3 + 6 = 9: Black Rose Dragon is not offered."""
    table = _table()
    table.monster(0, "Junk Synchron")
    table.monster(0, "Summoned Skull")
    table.extra(0, "Black Rose Dragon")
    assert not Script(table.build()).has("synchro_summon", "Black Rose Dragon")
