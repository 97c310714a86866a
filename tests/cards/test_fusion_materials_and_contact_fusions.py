"""Fusion cards: generic materials, Fusion substitutes, contact fusions and the Spells and
monsters that Special Summon Fusion Monsters without a Fusion Summon.

Cards: Gaia the Dragon Champion, Flame Swordsman, King of the Swamp, Cyber Dragon,
Chimeratech Fortress Dragon, Elemental HERO Neos, Neo-Spacian Flare Scarab, Elemental HERO
Flare Neos, Instant Fusion, Magical Scientist. Seeds: 000 §融合召喚, §特殊召喚,
§具有蘇生限制的怪獸的特殊召喚.
"""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _table(**kw):
    return Table(rules=kw.pop("rules", "GOAT"), turn=3, turn_player=0, **kw)


def test_gaia_the_dragon_champion_is_fusion_summoned_from_its_two_named_materials():
    """seed 000 §融合召喚: Polymerization sends Gaia The Fierce Knight and Curse of Dragon (both
    from the hand here) to the GY and Gaia the Dragon Champion comes out, properly summoned."""
    table = _table()
    table.hand(0, "Polymerization", "Gaia The Fierce Knight", "Curse of Dragon")
    table.extra(0, "Gaia the Dragon Champion")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", "Gaia the Dragon Champion")
    s.pick("option", "Attack Position", request="option")
    gaia = duel.monsters(0)[0]
    assert gaia.name == "Gaia the Dragon Champion" and duel.atk(gaia) == 2600
    assert duel.properly_summoned(gaia) and hand(duel, 0) == []


def test_flame_swordsman_needs_both_named_materials():
    """Flame Swordsman (a Fusion Monster without an effect, no script): Flame Manipulator +
    Masaki the Legendary Swordsman; one of them alone is not enough."""
    table = _table()
    table.hand(0, "Polymerization", "Flame Manipulator")
    table.extra(0, "Flame Swordsman")
    duel = table.build()
    assert not Script(duel).has("activate", "Polymerization")
    table.monster(0, "Masaki the Legendary Swordsman")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", "Flame Swordsman")
    s.pick("option", "Defense Position", request="option")
    assert field_monsters(duel, 0) == ["Flame Swordsman"]
    assert sorted(grave(duel, 0)) == ["Flame Manipulator", "Masaki the Legendary Swordsman", "Polymerization"]


def test_king_of_the_swamp_substitutes_for_one_named_material():
    """King of the Swamp stands in for any one material named on the Fusion Monster: with
    Masaki the Legendary Swordsman it makes Flame Swordsman."""
    table = _table()
    table.hand(0, "Polymerization", "King of the Swamp")
    table.monster(0, "Masaki the Legendary Swordsman")
    table.extra(0, "Flame Swordsman")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Flame Swordsman"]
    assert "King of the Swamp" in grave(duel, 0)


def test_king_of_the_swamp_cannot_stand_in_for_every_material():
    """Two King of the Swamp are not a Fusion of the listed monsters: nothing to fuse."""
    table = _table()
    table.hand(0, "Polymerization", "King of the Swamp", "King of the Swamp")
    table.extra(0, "Flame Swordsman")
    duel = table.build()
    assert not Script(duel).has("activate", "Polymerization")


def test_king_of_the_swamp_does_not_replace_a_material_named_by_type():
    """A substitute replaces only a material named by its card name, not "1 or more Machine
    monsters" (read off the material sets of "Cyber Dragon" + Machines: King of the Swamp
    may be the Cyber Dragon, never the Machine)."""
    from duelist.cards.db import find_card
    from duelist.engine.extra import fusion_spec, material_sets
    table = _table()
    swamp = table.hand(0, "King of the Swamp")
    ox = table.hand(0, "Battle Ox")
    chaser = table.hand(0, "Mechanicalchaser")
    duel = table.build()
    slots = fusion_spec(find_card("Chimeratech Fortress Dragon"))
    swamp, ox, chaser = swamp.card(duel), ox.card(duel), chaser.card(duel)
    assert material_sets(slots, [swamp, ox]) == []
    assert material_sets(slots, [swamp, chaser]) == [[swamp, chaser]]


def test_king_of_the_swamp_discards_itself_to_search_polymerization():
    """King of the Swamp: discard it from the hand to add Polymerization from the Deck."""
    table = _table()
    table.hand(0, "King of the Swamp")
    table.deck(0, ["Battle Ox", "Polymerization"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "King of the Swamp")
    s.pick("select", "Polymerization")
    assert hand(duel, 0) == ["Polymerization"] and grave(duel, 0) == ["King of the Swamp"]


def test_cyber_dragon_special_summons_itself_when_only_the_opponent_has_monsters():
    """Cyber Dragon: its own Special Summon from the hand (no chain link) while only the
    opponent controls a monster; not once you control one."""
    table = _table()
    table.hand(0, "Cyber Dragon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Cyber Dragon")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Cyber Dragon"]
    assert duel.turn_summons[0] == 1 and not s.has("special_summon", "Cyber Dragon")
    table = _table()
    table.hand(0, "Cyber Dragon")
    table.monster(0, "Battle Ox")
    table.monster(1, "Battle Ox")
    assert not Script(table.build()).has("special_summon", "Cyber Dragon")


def test_chimeratech_fortress_dragon_takes_materials_from_both_fields():
    """Chimeratech Fortress Dragon: sends Cyber Dragon and Machine monsters from either field
    (face-up only) to the GY, without Polymerization; its ATK is 1000 per material."""
    table = _table()
    mine = table.monster(0, "Cyber Dragon")
    theirs = table.monster(1, "Cyber Dragon")
    table.monster(1, "Mechanicalchaser")          # a Machine
    table.monster(1, "Ancient Gear Beast", position="set")    # a Machine, but face-down
    table.extra(0, "Chimeratech Fortress Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Chimeratech Fortress Dragon")
    offered = [o.name for o in s.options("select")]
    assert offered == ["Cyber Dragon", "Cyber Dragon", "Mechanicalchaser"]
    s.pick("select", mine.uid(duel))
    s.pick("select", "Mechanicalchaser")
    s.pick("yes", request="yes_no")                # one more: the opponent's Cyber Dragon
    s.pick("select", theirs.uid(duel))
    s.pick("option", "Attack Position", request="option")
    fortress = duel.monsters(0)[0]
    assert fortress.name == "Chimeratech Fortress Dragon" and duel.properly_summoned(fortress)
    assert grave(duel, 0) == ["Cyber Dragon"] and sorted(grave(duel, 1)) == ["Cyber Dragon", "Mechanicalchaser"]
    assert duel.atk(fortress) == 3000


def test_chimeratech_fortress_dragon_revived_has_0_atk():
    """Chimeratech Fortress Dragon properly summoned, then destroyed, may be revived, but no
    materials were used for that summon: its ATK is 0."""
    table = _table()
    table.hand(0, "Monster Reborn")
    fortress = table.grave(0, "Chimeratech Fortress Dragon")
    table.properly_summoned(fortress)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Chimeratech Fortress Dragon")
    s.pick("option", "Attack Position", request="option")
    assert duel.atk(duel.monsters(0)[0]) == 0


def test_chimeratech_fortress_dragon_is_never_summoned_by_polymerization():
    """seed 000 §融合召喚: a Fusion Monster that needs no Polymerization cannot be Fusion
    Summoned by a Fusion Spell."""
    table = _table()
    table.hand(0, "Polymerization", "Cyber Dragon", "Cyber Dragon")
    table.extra(0, "Chimeratech Fortress Dragon")
    duel = table.build()
    assert not Script(duel).has("activate", "Polymerization")


def _neos_table():
    table = _table(rules="MR5")
    table.monster(0, "Elemental HERO Neos")
    table.monster(0, "Neo-Spacian Flare Scarab")
    table.extra(0, "Elemental HERO Flare Neos")
    return table


def test_elemental_hero_flare_neos_contact_fusion_shuffles_the_materials_into_the_deck():
    """Elemental HERO Flare Neos: Elemental HERO Neos and Neo-Spacian Flare Scarab you control
    are shuffled into the Deck (no Polymerization); the Fusion is properly summoned."""
    table = _neos_table()
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Elemental HERO Flare Neos")
    s.pick("option", "Attack Position", request="option")
    neos = duel.monsters(0)[0]
    assert neos.name == "Elemental HERO Flare Neos" and duel.properly_summoned(neos)
    assert sorted(c.name for c in duel.players[0].deck) == ["Elemental HERO Neos", "Neo-Spacian Flare Scarab"]
    assert grave(duel, 0) == []
    assert duel.atk(neos) == 2500 + 400          # one Spell/Trap on the field


def test_elemental_hero_flare_neos_contact_fusion_with_every_monster_zone_full():
    """seed 000 §特殊召喚 (需要通過使怪獸離場來滿足特殊召喚條件的場合，基本上沒有空的怪獸區域也能按照
    召喚手續進行特殊召喚): under Master Rule 3 (Extra Deck monsters go to the Main Monster Zones)
    five monsters fill player 0's zones, Neos and Flare Scarab among them; the contact fusion
    is offered, as it moves its materials away before the Fusion Monster lands."""
    table = _table(rules="MR3")
    table.monster(0, "Elemental HERO Neos")
    table.monster(0, "Neo-Spacian Flare Scarab")
    for name in ("Battle Ox", "Celtic Guardian", "Mystical Elf"):
        table.monster(0, name)
    table.extra(0, "Elemental HERO Flare Neos")
    duel = table.build()
    assert all(c is not None for c in duel.players[0].mzone[:5])
    s = Script(duel)
    s.pick("special_summon", "Elemental HERO Flare Neos")
    s.pick("option", "Attack Position", request="option")
    assert sorted(c.name for c in duel.monsters(0)) == [
        "Battle Ox", "Celtic Guardian", "Elemental HERO Flare Neos", "Mystical Elf"]


def test_elemental_hero_flare_neos_returns_to_the_extra_deck_in_the_end_phase():
    """Elemental HERO Flare Neos shuffles itself into the Extra Deck in the End Phase."""
    table = _neos_table()
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Elemental HERO Flare Neos")
    s.pick("option", "Attack Position", request="option")
    s.end_turn()
    assert [c.name for c in duel.players[0].extra] == ["Elemental HERO Flare Neos"]
    assert duel.monsters(0) == []


def test_elemental_hero_neos_is_a_plain_normal_monster():
    """Elemental HERO Neos: a Level 7 Normal Monster (no script), Tribute Summoned with two."""
    from duelist.cards.db import find_card
    from duelist.cards.registry import is_implemented
    data = find_card("Elemental HERO Neos")
    assert data.is_normal_monster and is_implemented(data) and data.level == 7


def test_neo_spacian_flare_scarab_gains_400_per_opponent_spell_or_trap():
    """Neo-Spacian Flare Scarab: +400 ATK for each Spell/Trap the opponent controls."""
    table = _table()
    scarab = table.monster(0, "Neo-Spacian Flare Scarab")
    table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Trap Hole")
    table.spell_trap(0, "Magic Cylinder")
    duel = table.build()
    assert duel.atk(scarab.card(duel)) == 500 + 800


def test_elemental_hero_flare_neos_needs_face_up_materials():
    """A contact fusion sends its materials for what they are, so they must be face-up
    (seed 000 §怪獸的表示形式: a face-down monster cannot be chosen for such a cost)."""
    table = _table(rules="MR5")
    table.monster(0, "Elemental HERO Neos")
    table.monster(0, "Neo-Spacian Flare Scarab", position="set")
    table.extra(0, "Elemental HERO Flare Neos")
    assert not Script(table.build()).has("special_summon", "Elemental HERO Flare Neos")


def test_instant_fusion_summons_a_level_5_or_lower_fusion_that_cannot_attack_and_dies():
    """Instant Fusion: pay 1000 LP, Special Summon a Level 5 or lower Fusion Monster, treated as
    a Fusion Summon by today's text (so properly summoned: seed 000 §具有蘇生限制的怪獸的特殊召喚);
    it cannot attack and is destroyed in the End Phase. A Level 7 Fusion is not offered."""
    table = _table()
    table.hand(0, "Instant Fusion")
    table.extra(0, "Flame Swordsman", "Gaia the Dragon Champion")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Instant Fusion")
    assert duel.players[0].lp == 7000
    assert [o.name for o in s.options("select")] == ["Flame Swordsman"]
    s.pick("select", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    swordsman = duel.monsters(0)[0]
    assert swordsman.name == "Flame Swordsman" and duel.properly_summoned(swordsman)
    assert not duel.can_attack(swordsman)
    s.end_turn()
    assert "Flame Swordsman" in grave(duel, 0) and duel.monsters(0) == []


def test_instant_fusion_respects_summoning_conditions():
    """Instant Fusion ignores no summoning condition: Elemental HERO Flare Neos (Level 7, and
    it must first be summoned by its own procedure) and Chimeratech Fortress Dragon are never
    offered; with only them in the Extra Deck it cannot be activated."""
    table = _table()
    table.hand(0, "Instant Fusion")
    table.extra(0, "Chimeratech Fortress Dragon", "Elemental HERO Flare Neos", "Gaia the Dragon Champion")
    assert not Script(table.build()).has("activate", "Instant Fusion")


def test_magical_scientist_summons_fusions_that_return_at_the_end_of_the_turn():
    """Magical Scientist: pay 1000 LP, Special Summon a Level 6 or lower Fusion Monster from
    the Extra Deck, any number of times; it cannot attack directly, is not properly summoned,
    and goes back to the Extra Deck at the end of the turn."""
    table = _table()
    table.monster(0, "Magical Scientist")
    table.extra(0, "Flame Swordsman", "Flame Swordsman")
    duel = table.build()
    s = Script(duel)
    for _ in range(2):
        s.pick("activate", "Magical Scientist", first=True)
        if duel.request.kind == "select":
            s.pick("select", "Flame Swordsman", first=True)
        s.pick("option", "Attack Position", request="option")
    assert duel.players[0].lp == 6000
    swordsmen = [c for c in duel.monsters(0) if c.name == "Flame Swordsman"]
    assert len(swordsmen) == 2 and not any(duel.properly_summoned(c) for c in swordsmen)
    s.pick("battle")
    assert not any(o.target == "player" for o in duel.request.options if o.card == swordsmen[0].uid)
    s.end_turn()
    assert [c.name for c in duel.players[0].extra] == ["Flame Swordsman", "Flame Swordsman"]
