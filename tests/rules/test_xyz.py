"""Xyz Summons and Xyz Materials (seed 004 §卡片种类 怪兽卡: (XYZ怪兽), (阶级), (XYZ召唤), (XYZ素材),
§详细调整介绍, §XYZ怪兽的XYZ召唤, §XYZ怪兽的XYZ素材, §XYZ怪兽没有等级; seed 000 §大師規則2 for the
rule version). Cards: Gem-Knight Pearl (Rank 4, 2 Level 4 monsters, no effect), Number 39:
Utopia (Rank 4), Sangan ("sent from the field to the GY"), Level Limit - Area B, Solemn Judgment.
"""

from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect
from duelist.cards.model import CardData
from duelist.engine import state as S
from duelist.testing.invariants import check_invariants
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in

PEARL = "Gem-Knight Pearl"
UTOPIA = "Number 39: Utopia"
SHEEP = CardData(code=73915052, alias=73915052, name="Sheep Token", names={}, card_type="Monster",
                 kinds=("Normal", "Token"), level=4, atk=0, defense=0)   # a Level 4 Token for the test


def _table(rules="MR5", xyz=PEARL):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.extra(0, xyz)
    return table


def _xyz(duel, name=PEARL):
    return [c for c in duel.monsters(0) if c.name == name][0]


def test_two_face_up_monsters_of_the_same_level_are_stacked_and_it_is_xyz_summoned():
    """seed 004 (XYZ召唤), §详细调整介绍 1-3, §XYZ怪兽的XYZ召唤 (表示形式不用一致): the player
    chooses 2 of the 3 Level 4 monsters (one in Defense Position); they are stacked under
    the Xyz Monster, not sent to the GY; the Level 7 monster is no candidate."""
    table = _table()
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Mystical Elf", position="defense")
    table.monster(0, "Vorse Raider")
    table.monster(0, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", PEARL)
    assert sorted(o.name for o in s.options("select")) == ["Celtic Guardian", "Mystical Elf", "Vorse Raider"]
    s.pick("select", "Mystical Elf")
    s.pick("select", "Vorse Raider")
    s.pick("option", "Defense Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", "Dark Magician", PEARL]
    assert grave(duel, 0) == []
    pearl = _xyz(duel)
    assert [m.name for m in duel.materials_of(pearl)] == ["Mystical Elf", "Vorse Raider"]
    assert pearl.position == S.FACEUP_DEFENSE and duel.properly_summoned(pearl)
    check_invariants(duel)


def test_face_down_monsters_and_tokens_are_no_xyz_materials():
    """seed 004 §XYZ怪兽的XYZ召唤: face-down monsters and Tokens cannot be Xyz Materials."""
    table = _table()
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    assert not Script(duel).has("xyz_summon", PEARL)
    duel.create_token(SHEEP, 0)
    assert not Script(duel).has("xyz_summon", PEARL)


def test_no_free_zone_is_needed():
    """seed 004 §XYZ怪兽的XYZ召唤: an Xyz Summon is possible with every Monster Zone full
    (MR3: no Extra Monster Zones); it takes a material's zone."""
    table = _table(rules="MR3")
    for name in ("Celtic Guardian", "Vorse Raider", "Dark Magician", "Summoned Skull", "Battle Ox"):
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", PEARL)
    s.pick("select", "Celtic Guardian")
    s.pick("select", "Vorse Raider")
    s.pick("option", "Attack Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Dark Magician", PEARL, "Summoned Skull"]


def test_xyz_summons_begin_with_master_rule_2():
    """seed 000 §大師規則2: Xyz Monsters exist from MR2; MR1 has Synchro Summons only."""
    for rules, offered in (("MR1", False), ("MR2", True)):
        table = Table(rules=rules, turn=3, turn_player=0)
        if offered:
            table.extra(0, PEARL)
        table.monster(0, "Celtic Guardian")
        table.monster(0, "Vorse Raider")
        duel = table.build()
        assert Script(duel).has("xyz_summon", PEARL) == offered
    assert "Xyz" not in Table(rules="MR1").rules.extra_deck_kinds


def test_master_rule_4_puts_it_in_the_extra_monster_zone_and_mr5_allows_a_main_zone():
    """seed 000 §新大師規則 (extra.py's zone rule): under MR4 the Xyz Monster goes to an Extra
    Monster Zone, and with that zone already used no Xyz Summon is offered; under MR5 it may
    go to a Main Monster Zone."""
    table = _table(rules="MR4")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Vorse Raider")
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", PEARL)
    s.pick("option", "Attack Position", request="option")
    assert _xyz(duel).seq >= S.EMZ_FIRST_SEQ
    table = _table(rules="MR4")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Vorse Raider")
    table.monster(0, "Dark Magician", zone=5)       # Level 7: no material, its zone stays used
    assert not Script(table.build()).has("xyz_summon", PEARL)
    table = _table(rules="MR5")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Vorse Raider")
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", PEARL)
    s.pick("option", "Attack Position", request="option")
    assert _xyz(duel).seq < S.EMZ_FIRST_SEQ


def test_materials_are_no_cards_on_the_field_and_are_public():
    """seed 004 §XYZ怪兽的XYZ素材 (例1, 公开情报): the stacked materials do not count as
    monsters on the field; both players see their names."""
    table = _table()
    table.monster(0, PEARL, materials=["Celtic Guardian", "Vorse Raider"])
    duel = table.build()
    assert field_monsters(duel, 0) == [PEARL]
    for viewer in (0, 1):
        shown = duel.view(viewer)["players"][0]["monsters"][0]["materials"]
        assert [m["name"] for m in shown] == ["Celtic Guardian", "Vorse Raider"]


def test_materials_go_to_the_gy_when_the_xyz_monster_leaves_and_sangan_does_not_trigger():
    """seed 004 §XYZ召唤的怪兽不在场上存在的场合 (被破坏的场合) and §重叠状态的XYZ素材不当作卡: the Xyz
    Monster is destroyed; its materials go to the GY, but not "from the field": Sangan's
    "sent from the field to the GY" effect does not activate."""
    table = _table()
    table.monster(0, PEARL, materials=["Sangan", "Vorse Raider"])
    table.deck(0, ["Witch of the Black Forest"])
    duel = table.build()
    duel.destroy([_xyz(duel)])
    assert sorted(grave(duel, 0)) == [PEARL, "Sangan", "Vorse Raider"]
    assert hand(duel, 0) == [] and not [e for e in duel.log if e["type"] == "chain"]
    assert duel.overlays == {}


def test_materials_go_to_the_gy_when_it_returns_to_the_extra_deck_or_is_banished():
    """seed 004 §XYZ召唤的怪兽不在场上存在的场合 (回到额外卡组的场合, 暂时除外的场合): a "return to
    the hand" effect sends it to the Extra Deck, a banishment removes it: either way its
    materials go to the GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, PEARL, materials=["Celtic Guardian", "Vorse Raider"])
    table.monster(0, PEARL, materials=["Battle Ox", "Mystical Elf"])
    duel = table.build()
    first, second = duel.monsters(0)
    duel.to_hand([first])
    assert [c.name for c in duel.players[0].extra] == [PEARL] and hand(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Vorse Raider"]
    duel.banish([second])
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Vorse Raider"]
    check_invariants(duel)


def test_materials_move_with_it_on_a_control_change():
    """seed 004 §XYZ召唤的怪兽因控制权转移: the materials go with the Xyz Monster to the other
    player's zone."""
    table = _table()
    table.monster(0, PEARL, materials=["Celtic Guardian", "Vorse Raider"])
    duel = table.build()
    pearl = _xyz(duel)
    duel.take_control(pearl, 1)
    assert pearl.controller == 1
    shown = duel.view(0)["players"][1]["monsters"][pearl.seq]["materials"]
    assert [m["name"] for m in shown] == ["Celtic Guardian", "Vorse Raider"]
    duel.destroy([pearl])
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", PEARL, "Vorse Raider"]


def test_a_rank_is_no_level():
    """seed 004 §XYZ怪兽没有等级 (例: Level Limit - Area B does not affect a Rank 4 Number 39:
    Utopia); (阶级): it has a Rank, no Level."""
    table = _table()
    table.monster(0, UTOPIA, materials=["Celtic Guardian", "Vorse Raider"])
    table.monster(0, "Battle Ox")
    table.hand(0, "Level Limit - Area B")
    duel = table.build()
    Script(duel).pick("activate", "Level Limit - Area B", request="idle")
    utopia = _xyz(duel, UTOPIA)
    assert duel.level(utopia) == 0 and utopia.data.rank == 4
    assert utopia.position == S.FACEUP_ATTACK
    assert [c for c in duel.monsters(0) if c.name == "Battle Ox"][0].position == S.FACEUP_DEFENSE


def test_negated_xyz_summon_destroys_it_and_its_materials_go_to_the_gy():
    """seed 000 §大師規則1 2 (summon negation) with seed 004 §XYZ召唤的怪兽不在场上存在的场合:
    Solemn Judgment negates the Xyz Summon; the monster is destroyed and its materials go to
    the GY."""
    table = _table()
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Vorse Raider")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", PEARL)
    s.pick("option", "Attack Position", request="option")
    s.pick("activate", "Solemn Judgment", player=1)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", PEARL, "Vorse Raider"]


def test_a_detached_material_is_sent_to_the_gy_dandylion_style_triggers_fire(monkeypatch):
    """seed 004 §重叠状态的XYZ素材从场上离开时是作为卡送去墓地 (例: 蒲公英狮 under No.17): a detached
    material counts as "sent to the GY" (a stand-in with Dandylion's condition, 1000 damage
    to the opponent, activates) but not as "sent from the field to the GY" (Sangan beside it
    does not search)."""
    stand_in(monkeypatch, "Vorse Raider", [
        Effect(TRIGGER, events="moved", range=("grave",), match=K.is_self_move,
               resolve=lambda ctx: ctx.damage(ctx.opponent, 1000), label="sent to the GY")])
    table = Table(rules="MR5", turn=3, turn_player=0)
    dragon = table.monster(0, "Number 17: Leviathan Dragon", materials=["Vorse Raider", "Sangan"])
    table.deck(0, ["Witch of the Black Forest"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Number 17: Leviathan Dragon")
    s.pick("select", "Vorse Raider")
    assert duel.players[1].lp == 7000
    assert grave(duel, 0) == ["Vorse Raider"]
    duel.destroy([dragon.card(duel)])
    assert sorted(grave(duel, 0)) == ["Number 17: Leviathan Dragon", "Sangan", "Vorse Raider"]
    assert hand(duel, 0) == []


def test_macro_cosmos_banishes_materials_and_dimensional_fissure_does_not():
    """seed 004 §XYZ怪兽的XYZ素材: with Macro Cosmos applying (cards sent to the GY are banished)
    the materials are banished; with Dimensional Fissure (monsters sent to the GY are
    banished) they go to the GY: a stacked material is no monster."""
    for floodgate, banished_names in (("Macro Cosmos", ["Celtic Guardian", PEARL, "Vorse Raider"]),
                                      ("Dimensional Fissure", [PEARL])):
        table = Table(rules="MR5", turn=3, turn_player=0)
        table.spell_trap(1, floodgate, face_down=False)
        pearl = table.monster(0, PEARL, materials=["Celtic Guardian", "Vorse Raider"])
        duel = table.build()
        duel.destroy([pearl.card(duel)])
        assert sorted(c.name for c in duel.players[0].banished) == banished_names, floodgate
        expected_grave = [] if floodgate == "Macro Cosmos" else ["Celtic Guardian", "Vorse Raider"]
        assert sorted(grave(duel, 0)) == expected_grave, floodgate


def test_a_face_down_xyz_monster_keeps_its_materials():
    """seed 004 §XYZ召唤的怪兽在场上里侧表示存在的场合: Book of Moon turns it face-down; the materials
    stay under it, face-up."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Book of Moon")
    pearl = table.monster(0, PEARL, materials=["Celtic Guardian", "Vorse Raider"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", request="idle")
    s.pick("target", pearl)
    card = pearl.card(duel)
    assert card.position == S.FACEDOWN_DEFENSE
    assert [m.name for m in duel.materials_of(card)] == ["Celtic Guardian", "Vorse Raider"]
    shown = duel.view(1)["players"][0]["monsters"][card.seq]["materials"]
    assert [m["name"] for m in shown] == ["Celtic Guardian", "Vorse Raider"]


def test_three_materials_when_the_line_asks_three():
    """seed 004 (XYZ召唤) 把场上相同等级的数只怪兽作为素材: Gagagigo the Risen asks 3 Level 4
    monsters; with 2 it is not offered, with 3 all three are stacked."""
    table = _table(xyz="Gagagigo the Risen")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Vorse Raider")
    assert not Script(table.build()).has("xyz_summon", "Gagagigo the Risen")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", "Gagagigo the Risen")
    s.pick("option", "Attack Position", request="option")
    gagagigo = _xyz(duel, "Gagagigo the Risen")
    assert sorted(m.name for m in duel.materials_of(gagagigo)) == ["Battle Ox", "Celtic Guardian", "Vorse Raider"]


def test_an_xyz_summoned_monster_may_be_revived_and_one_never_summoned_may_not():
    """seed 000 §具有蘇生限制的怪獸的特殊召喚: an Xyz Monster properly (Xyz) Summoned may be
    revived once in the GY; one sent there from the Extra Deck may not."""
    table = _table()
    table.extra(0, PEARL)
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Vorse Raider")
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", PEARL)
    s.pick("option", "Attack Position", request="option")
    pearl = _xyz(duel)
    duel.destroy([pearl])
    assert duel.can_special_summon(pearl, 0)
    other = duel.players[0].extra[0]
    duel.send_to_grave([other])
    assert not duel.can_special_summon(other, 0)


def test_an_xyz_monster_is_no_synchro_material():
    """seed 004 §XYZ怪兽没有等级: it cannot be a material that needs a Level. Flamvell Guard
    (Level 1 Tuner) + Kuriboh (Level 1) + the Rank 4 Number 39: Utopia would make 6 if a Rank
    were a Level: no Synchro Summon of the Level 6 Gaia Knight is offered."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Gaia Knight, the Force of Earth")
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Kuriboh")
    table.monster(0, UTOPIA, materials=["Celtic Guardian"])
    duel = table.build()
    assert not Script(duel).has("synchro_summon", "Gaia Knight, the Force of Earth")


def test_an_or_more_line_lets_the_player_stop_or_add_materials():
    """seed 004 (XYZ召唤) 数只怪兽: a "2 or more Level 4 monsters" line (a made-up Xyz Monster
    for the test): after 2 materials the player may stop or add another."""
    wide = CardData(code=99999001, alias=99999001, name="Test Xyz", names={}, card_type="Monster",
                    kinds=("Xyz",), rank=4, atk=2000, defense=2000, materials="2 or more Level 4 monsters")
    for stop in (True, False):
        table = Table(rules="MR5", turn=3, turn_player=0)
        table.extra(0, wide)
        for name in ("Celtic Guardian", "Vorse Raider", "Battle Ox"):
            table.monster(0, name)
        duel = table.build()
        s = Script(duel)
        s.pick("xyz_summon", "Test Xyz")
        s.pick("select", "Celtic Guardian")
        s.pick("select", "Vorse Raider")
        if stop:
            s.pick("option", request="select")
        else:
            s.pick("select", "Battle Ox")
        s.pick("option", "Attack Position", request="option")
        xyz = _xyz(duel, "Test Xyz")
        assert len(duel.materials_of(xyz)) == (2 if stop else 3)
        check_invariants(duel)


def test_under_mr4_a_material_in_the_extra_monster_zone_frees_it_for_the_xyz_monster():
    """seed 000 §新大師規則 §額外怪獸區域 with seed 004 §XYZ怪兽的XYZ召唤 (the materials'
    zone is used): under MR4 a Level 4 monster in the Extra Monster Zone is a material whose
    leaving frees that zone, so the Xyz Summon is offered; a set of materials that would
    leave no zone for the Xyz Monster cannot be chosen (found by the property duels)."""
    table = _table(rules="MR4")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Vorse Raider")
    table.monster(0, "Battle Ox", zone=5)
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", PEARL)
    assert sorted(o.name for o in s.options("select")) == ["Battle Ox", "Celtic Guardian", "Vorse Raider"]
    s.pick("select", "Celtic Guardian")      # Vorse Raider with it would leave no zone: Battle Ox follows
    s.pick("option", "Attack Position", request="option")
    pearl = _xyz(duel)
    assert pearl.seq == 5
    assert [m.name for m in duel.materials_of(pearl)] == ["Celtic Guardian", "Battle Ox"]
    assert sorted(field_monsters(duel, 0)) == [PEARL, "Vorse Raider"]
    check_invariants(duel)


def test_xyz_materials_are_not_monsters_for_chimeratech_fortress_dragon():
    """seed 004 §XYZ素材 例3: Chimeratech Fortress Dragon cannot send an overlaid Cyber Dragon
    (and Machine) to the GY for its summon: Xyz Materials are not monsters on the field."""
    table = _table()
    table.monster(1, "Number 17: Leviathan Dragon", materials=["Cyber Dragon", "Mechanicalchaser"])
    table.monster(0, "Cyber Dragon")           # alone: it needs 1 more Machine
    table.extra(0, "Chimeratech Fortress Dragon")
    duel = table.build()
    assert not Script(duel).has("special_summon", "Chimeratech Fortress Dragon")
    table.monster(1, "Mechanicalchaser")       # a Machine on the field: now it can
    assert Script(table.build()).has("special_summon", "Chimeratech Fortress Dragon")


def test_a_detached_dandylion_still_makes_its_fluff_tokens():
    """seed 004 §XYZ素材 (「蒲公英狮」): a detached Xyz Material is not sent "from the field", but
    it is sent to the GY, so Dandylion's effect starts."""
    table = _table()
    table.monster(0, "Number 17: Leviathan Dragon", materials=["Dandylion", "Mechanicalchaser"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Number 17: Leviathan Dragon")
    s.pick("select", "Dandylion")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert sorted(field_monsters(duel, 0)) == ["Fluff Token", "Fluff Token", "Number 17: Leviathan Dragon"]


# ------------------------------------------------- material lines with Types, Attributes, archetypes
def test_a_type_in_the_material_line_limits_the_materials():
    """seed 004 (XYZ召唤): the materials are the monsters the Xyz Monster's line names. Downerd
    Magician asks for 2 Level 4 Spellcaster monsters: the Level 4 Warrior is no candidate."""
    table = _table(xyz="Downerd Magician")
    table.monster(0, "Mystical Elf")                    # Level 4 LIGHT Spellcaster
    table.monster(0, "Celtic Guardian")                 # Level 4 EARTH Warrior
    duel = table.build()
    assert not Script(duel).has("xyz_summon", "Downerd Magician")
    table.monster(0, "Breaker the Magical Warrior")     # Level 4 DARK Spellcaster
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", "Downerd Magician")
    s.pick("option", "Attack Position", request="option")
    downerd = _xyz(duel, "Downerd Magician")
    assert sorted(m.name for m in duel.materials_of(downerd)) == ["Breaker the Magical Warrior", "Mystical Elf"]
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", "Downerd Magician"]


def test_an_attribute_in_the_material_line_limits_the_materials():
    """seed 004 (XYZ召唤): Starliege Paladynamo asks for 2 Level 4 LIGHT monsters: one LIGHT
    and one EARTH Level 4 monster are not enough."""
    table = _table(xyz="Starliege Paladynamo")
    table.monster(0, "Mystical Elf")                    # LIGHT
    table.monster(0, "Celtic Guardian")                 # EARTH
    assert not Script(table.build()).has("xyz_summon", "Starliege Paladynamo")


def test_material_lines_of_the_database_are_read():
    """Every Xyz material line of the card database is read: "N (or more, +, (max. M)) Level L
    <Types/Attributes/archetype/frame> monsters", "with different Attributes", "N Rank R
    monsters", and "N Xyz Monsters with the same Rank" (or "same name and Rank", "except ...
    monsters"); none is left unread (552 Xyz Monsters with a material line)."""
    from duelist.cards import db
    from duelist.engine.xyz import xyz_spec
    monsters = [d for d in db.all_cards()
                if d.card_type == "Monster" and "Xyz" in (d.kinds or ()) and d.materials]
    unread = sorted(set(d.materials for d in monsters if xyz_spec(d) is None))
    assert unread == [] and len(monsters) == 552
    caesar = xyz_spec(db.lookup_name("Shark Caesar"))
    assert (caesar.fewest, caesar.most, caesar.level) == (3, 5, 3)
    springans = xyz_spec(db.lookup_name("Gung-Ho! Springans!"))
    assert (springans.fewest, springans.most, springans.level) == (2, 99, 4)
    disaster = xyz_spec(db.lookup_name("Disaster, Dragon Ruler of All Apocalypses"))
    assert (disaster.fewest, disaster.level, disaster.rank) == (2, None, 7)
    numeron = xyz_spec(db.lookup_name("Number 100: Numeron Dragon"))
    assert (numeron.fewest, numeron.rank, numeron.same) == (2, None, ("rank", "name"))


# ------------------------------------------ lines naming Ranks, Xyz Monsters, "different ..."
def test_a_rank_line_takes_xyz_monsters_of_that_rank_and_their_materials_go_to_the_gy():
    """seed 004 (阶级: a Rank is no Level) and §XYZ召唤的怪兽不在场上存在的场合: Disaster, Dragon
    Ruler of All Apocalypses (2 Rank 7 monsters) is made from two Rank 7 Xyz Monsters (Number
    11: Big Eye); they become its materials and leave the field, so their own materials go to
    the GY. A Level 7 monster is no Rank 7 monster."""
    name = "Disaster, Dragon Ruler of All Apocalypses"
    table = _table(xyz=name)
    table.monster(0, "Number 11: Big Eye", materials=["Celtic Guardian", "Vorse Raider"])
    table.monster(0, "Number 11: Big Eye", materials=["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", name)                # two candidates, two materials: nothing to choose
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [name]
    disaster = _xyz(duel, name)
    assert [m.name for m in duel.materials_of(disaster)] == ["Number 11: Big Eye", "Number 11: Big Eye"]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Mystical Elf", "Vorse Raider"]
    assert duel.properly_summoned(disaster)
    check_invariants(duel)
    table = _table(xyz=name)
    table.monster(0, "Number 11: Big Eye", materials=["Celtic Guardian"])
    table.monster(0, "Dark Magician")         # Level 7
    assert not Script(table.build()).has("xyz_summon", name)


def test_xyz_monsters_with_the_same_rank():
    """seed 004 §XYZ怪兽的XYZ召唤 (the materials the Xyz Monster lists): Number F0: Utopic Future
    Zexal (2 Xyz Monsters with the same Rank): Gem-Knight Pearl and Number 39: Utopia (both
    Rank 4) are a set; Gem-Knight Pearl and Number 17: Leviathan Dragon (Rank 3) are not, nor
    are two Level 4 monsters."""
    name = "Number F0: Utopic Future Zexal"
    table = _table(xyz=name)
    table.monster(0, PEARL, materials=["Celtic Guardian"])
    table.monster(0, UTOPIA, materials=["Vorse Raider"])
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", name)
    s.pick("option", "Attack Position", request="option")
    assert sorted(m.name for m in duel.materials_of(_xyz(duel, name))) == [PEARL, UTOPIA]
    table = _table(xyz=name)
    table.monster(0, PEARL, materials=["Celtic Guardian"])
    table.monster(0, "Number 17: Leviathan Dragon", materials=["Vorse Raider"])
    table.monster(0, "Mystical Elf")
    table.monster(0, "Celtic Guardian")
    assert not Script(table.build()).has("xyz_summon", name)


def test_materials_with_different_attributes():
    """seed 004 §XYZ怪兽的XYZ召唤: Rilliona, the Wondrous Magistus Witch Wardrobe (2 Level 4
    Spellcaster monsters with different Attributes): Mystical Elf (LIGHT) and Ancient Elf
    (LIGHT) are no set; with Gemini Elf (EARTH) only the LIGHT-EARTH pairs are, so after
    Mystical Elf only Gemini Elf is offered."""
    name = "Rilliona, the Wondrous Magistus Witch Wardrobe"
    table = _table(xyz=name)
    table.monster(0, "Mystical Elf")
    table.monster(0, "Ancient Elf")
    assert not Script(table.build()).has("xyz_summon", name)
    table = _table(xyz=name)
    table.monster(0, "Mystical Elf")
    table.monster(0, "Ancient Elf")
    table.monster(0, "Gemini Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", name)
    s.pick("select", "Mystical Elf")
    s.pick("option", "Attack Position", request="option")     # Gemini Elf was the one way left
    assert sorted(m.name for m in duel.materials_of(_xyz(duel, name))) == ["Gemini Elf", "Mystical Elf"]
    assert sorted(field_monsters(duel, 0)) == ["Ancient Elf", name]


# ---------------------------------------------------- "overlay onto" Xyz Summons (XYZ_ONTO scripts)
def _onto_table(phase="main2", holder="Number 17: Leviathan Dragon"):
    table = Table(rules="MR5", turn=3, turn_player=0, phase=phase)
    table.extra(0, "Downerd Magician")
    table.monster(0, holder, materials=["Celtic Guardian", "Dandylion"])
    return table


def test_an_xyz_monster_summoned_onto_another_takes_it_and_its_materials():
    """seed 004 (XYZ召唤) and §详细调整介绍 2-3: Downerd Magician is Xyz Summoned onto the Rank 3
    Number 17: Leviathan Dragon in Main Phase 2: Leviathan and both of its materials are stacked
    under it (nothing goes to the GY, so Dandylion does not trigger) and it counts as Xyz
    Summoned (properly summoned)."""
    duel = _onto_table().build()
    s = Script(duel)
    s.pick("xyz_summon", "Downerd Magician")
    s.pick("option", "Attack Position", request="option")
    downerd = _xyz(duel, "Downerd Magician")
    assert [m.name for m in duel.materials_of(downerd)] == \
        ["Celtic Guardian", "Dandylion", "Number 17: Leviathan Dragon"]
    assert field_monsters(duel, 0) == ["Downerd Magician"] and grave(duel, 0) == []
    assert duel.properly_summoned(downerd) and duel.atk(downerd) == 2100 + 3 * 200
    check_invariants(duel)


def test_overlay_onto_only_as_its_card_allows():
    """The card's own text decides when: not in Main Phase 1, not onto a Rank 4 Xyz Monster
    (Number 39: Utopia), and never onto a face-down one."""
    assert not Script(_onto_table(phase="main1").build()).has("xyz_summon", "Downerd Magician")
    assert not Script(_onto_table(holder=UTOPIA).build()).has("xyz_summon", "Downerd Magician")
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main2")
    table.extra(0, "Downerd Magician")
    table.monster(0, "Number 17: Leviathan Dragon", position="set", materials=["Celtic Guardian"])
    assert not Script(table.build()).has("xyz_summon", "Downerd Magician")


def test_with_both_ways_open_the_player_chooses_how():
    """Two Level 4 Spellcasters and a Rank 3 Xyz Monster: the player chooses the ordinary
    material line, and the Rank 3 monster stays where it is."""
    table = _onto_table()
    table.monster(0, "Mystical Elf")
    table.monster(0, "Breaker the Magical Warrior")
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", "Downerd Magician")
    s.pick("option", "Use monsters of its material line", request="option")
    s.pick("option", "Defense Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Downerd Magician", "Number 17: Leviathan Dragon"]
    assert len(duel.materials_of(_xyz(duel, "Downerd Magician"))) == 2


def test_which_card_became_a_material_is_public_from_the_gy_and_the_owners_own_from_the_hand():
    """seed 000 §墓地 (the GY is public: both players may look at it) and §手牌 (only its owner
    sees the hand): a card attached from the GY as an Xyz Material was a card both players
    saw, so both learn which one it was (its former object); one attached from the hand is
    known only to its owner. (The engine's verb, called at a quiet point.)"""
    table = _table()
    pearl = table.monster(0, PEARL, materials=["Celtic Guardian"])
    ox = table.grave(0, "Battle Ox")
    elf = table.hand(0, "Mystical Elf")
    duel = table.build()
    for ref, seen_by in ((ox, (None, 0, 1)), (elf, (0,))):
        card = ref.card(duel)
        before = card.uid
        start = len(duel.log)
        duel.attach(card, pearl.card(duel))
        for viewer in (None, 0, 1):
            events = [e for e in duel.log_for(viewer, start) if e["type"] == "to_overlay"]
            assert len(events) == 1 and events[0]["name"] == ref.name
            assert events[0].get("prev") == (before if viewer in seen_by else None)
    assert [c.name for c in duel.materials_of(pearl.card(duel))] == ["Celtic Guardian", "Battle Ox", "Mystical Elf"]


def test_with_both_ways_open_the_player_may_choose_the_xyz_monster():
    """The other answer to the same question: with two Level 4 Spellcasters and the Rank 3
    Xyz Monster on the field, the player chooses to Xyz Summon Downerd Magician onto Number
    17: Leviathan Dragon; the two Spellcasters stay on the field and Leviathan with its
    materials become Downerd Magician's."""
    table = _onto_table()
    table.monster(0, "Mystical Elf")
    table.monster(0, "Breaker the Magical Warrior")
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", "Downerd Magician")
    s.pick("option", "Use an Xyz Monster you control", request="option")
    s.pick("option", "Defense Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Breaker the Magical Warrior", "Downerd Magician", "Mystical Elf"]
    assert [m.name for m in duel.materials_of(_xyz(duel, "Downerd Magician"))] == \
        ["Celtic Guardian", "Dandylion", "Number 17: Leviathan Dragon"]


def test_a_face_up_monster_that_became_a_material_is_named_to_both_players_a_face_down_one_only_to_its_owner():
    """seed 004 (XYZ素材, 公开情报) and seed 000 §怪獸的表示形式 (a face-down monster is hidden
    from the opponent): a face-up monster on the field both players saw becomes a material,
    so both learn which one it was; a face-down one (here Set) is known only to its owner,
    though the material itself is face-up and public from then on. (The engine's verb.)"""
    table = _table()
    pearl = table.monster(0, PEARL, materials=["Celtic Guardian"])
    shown = table.monster(0, "Battle Ox")
    hidden = table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    for ref, seen_by in ((shown, (None, 0, 1)), (hidden, (0,))):
        card = ref.card(duel)
        before = card.uid
        start = len(duel.log)
        duel.attach(card, pearl.card(duel))
        for viewer in (None, 0, 1):
            events = [e for e in duel.log_for(viewer, start) if e["type"] == "to_overlay"]
            assert len(events) == 1 and events[0]["name"] == ref.name
            assert events[0].get("prev") == (before if viewer in seen_by else None)


def test_detaching_counts_only_materials_still_under_the_xyz_monster():
    """seed 004 §XYZ素材被取除时是送去墓地: a detached material is sent to the GY; the verb says how
    many it detached, and a card no longer under the Xyz Monster (already detached, now in
    the GY) is not detached again."""
    table = _table()
    pearl = table.monster(0, PEARL, materials=["Celtic Guardian", "Vorse Raider"])
    duel = table.build()
    xyz = pearl.card(duel)
    guardian = duel.materials_of(xyz)[0]
    assert duel.detach(xyz, [guardian]) == 1
    assert grave(duel, 0) == ["Celtic Guardian"]
    assert duel.detach(xyz, [guardian]) == 0
    assert grave(duel, 0) == ["Celtic Guardian"]
    assert [c.name for c in duel.materials_of(xyz)] == ["Vorse Raider"]
