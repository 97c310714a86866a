"""Synchro Summons (seed 000 §大師規則1 【シンクロ召喚】, 【チューナーモンスター】; seed 001 §大師
規則1): 1 face-up Tuner + face-up non-Tuners whose Levels total the Synchro Monster's Level,
sent to the GY from the field; a summon negation destroys the monster and the materials stay
used. Cards: Gaia Knight, the Force of Earth (Level 6, 1 Tuner + 1 or more non-Tuners),
Flamvell Guard and Water Spirit (Level 1 Normal Tuners), Solemn Judgment.
"""

from duelist.cards.model import CardData
from duelist.testing.reads import field_monsters, grave, once
from duelist.testing.scenario import Script, Table

# a Level 1 Token as Scapegoat makes (its Sheep Tokens are not in the card database)
SHEEP = CardData(code=73915052, alias=73915052, name="Sheep Token", names={}, card_type="Monster",
                 kinds=("Normal", "Token"), level=1, atk=0, defense=0)

GAIA_KNIGHT = "Gaia Knight, the Force of Earth"


def _table(rules="MR1"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.extra(0, GAIA_KNIGHT)
    return table


def test_tuner_and_non_tuners_totalling_the_level_are_sent_and_it_is_synchro_summoned():
    """seed 000 §大師規則1 1: 1 + 3 + 2 = 6: the Tuner and the two non-Tuners go to the GY
    and Gaia Knight is Special Summoned from the Extra Deck (properly summoned). The Level 4
    monster cannot make the total and stays."""
    table = _table()
    table.monster(0, "Flamvell Guard")                 # Level 1 Tuner
    table.monster(0, "Giant Soldier of Stone")         # Level 3
    table.monster(0, "Mystical Shine Ball")            # Level 2
    table.monster(0, "Mystical Elf")                   # Level 4
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", GAIA_KNIGHT)      # one set makes 6: nothing to choose
    s.pick("option", "Defense Position", request="option")
    assert sorted(field_monsters(duel, 0)) == [GAIA_KNIGHT, "Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Flamvell Guard", "Giant Soldier of Stone", "Mystical Shine Ball"]
    gaia = [c for c in duel.monsters(0) if c.name == GAIA_KNIGHT][0]
    assert duel.properly_summoned(gaia) and gaia.position == "defense"
    duel.destroy([gaia])
    assert duel.can_special_summon(gaia, 0)       # properly summoned: it may be revived


def test_a_second_tuner_is_no_non_tuner():
    """seed 000 §大師規則1 【シンクロ召喚】: the materials are 1 Tuner and non-Tuner monsters; a
    second Tuner cannot stand in for a non-Tuner (1 + 1 + 4 = 6, but no Synchro Summon)."""
    table = _table()
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Water Spirit")
    table.monster(0, "Mystical Elf")
    duel = table.build()
    assert not Script(duel).has("synchro_summon", GAIA_KNIGHT)


def test_face_down_monsters_are_no_synchro_materials():
    """seed 000 §大師規則1 1: the materials are face-up monsters on the field."""
    table = _table()
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Giant Soldier of Stone", position="set")
    table.monster(0, "Mystical Shine Ball")
    duel = table.build()
    assert not Script(duel).has("synchro_summon", GAIA_KNIGHT)


def test_no_synchro_summon_before_master_rule_1():
    """seed 000 §大師規則1: Synchro Summons begin with MR1; GOAT (2005) has none."""
    table = _table(rules="GOAT")
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Mystical Shine Ball")
    duel = table.build()
    assert not Script(duel).has("synchro_summon", GAIA_KNIGHT)


def test_negated_synchro_summon_destroys_it_and_the_materials_stay_used():
    """seed 000 §大師規則1 2: Solemn Judgment negates the Synchro Summon: the monster is
    destroyed, it was never Synchro Summoned (no revival), the materials stay in the GY."""
    table = _table()
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Mystical Shine Ball")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", GAIA_KNIGHT)
    s.pick("option", "Attack Position", request="option")
    s.pick("activate", "Solemn Judgment", player=1)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Flamvell Guard", GAIA_KNIGHT, "Giant Soldier of Stone", "Mystical Shine Ball"]
    gaia = [c for c in duel.players[0].grave if c.name == GAIA_KNIGHT][0]
    assert not duel.properly_summoned(gaia) and not duel.can_special_summon(gaia, 0)
    assert duel.players[1].lp == 4000


# ---------------------------------------------------------------- material conditions
def test_the_player_chooses_among_the_sets_that_make_the_level():
    """seed 000 §同調召喚 ●2: the player picks the materials; only non-Tuners that can still
    complete an exact total are offered (Flamvell Guard 1 + Mystical Elf 4 + Thousand-Eyes
    Idol 1, or + Giant Soldier of Stone 3 + Mystical Shine Ball 2)."""
    table = _table()
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Thousand-Eyes Idol")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Mystical Shine Ball")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", GAIA_KNIGHT)
    assert sorted(o.name for o in s.options("select")) == [
        "Giant Soldier of Stone", "Mystical Elf", "Mystical Shine Ball", "Thousand-Eyes Idol"]
    s.pick("select", "Mystical Elf")          # then Thousand-Eyes Idol is the only way to 6
    s.pick("option", "Attack Position", request="option")
    assert sorted(grave(duel, 0)) == ["Flamvell Guard", "Mystical Elf", "Thousand-Eyes Idol"]
    assert sorted(field_monsters(duel, 0)) == [GAIA_KNIGHT, "Giant Soldier of Stone", "Mystical Shine Ball"]


def test_the_level_total_must_be_exact():
    """seed 000 §同調召喚 ●1: the Levels total exactly the Synchro Monster's Level; 1 + 4 = 5
    and 1 + 4 + 3 = 8 are no 6, so there is no Synchro Summon of Gaia Knight (Level 6)."""
    table = _table()
    table.monster(0, "Flamvell Guard")                 # Level 1 Tuner
    table.monster(0, "Mystical Elf")                   # Level 4
    table.monster(0, "Giant Soldier of Stone")         # Level 3
    duel = table.build()
    assert not Script(duel).has("synchro_summon", GAIA_KNIGHT)


def test_a_1_tuner_1_non_tuner_line_is_made_from_two_monsters():
    """seed 000 §大師規則1 【シンクロ召喚】 1 (the counts printed on the Synchro Monster): Puralis,
    the Purple Pyrotile (Level 2, "1 Tuner + 1 non-Tuner monster") from Flamvell Guard (Tuner
    1) and Thousand-Eyes Idol (1)."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Puralis, the Purple Pyrotile")
    table.monster(0, "Flamvell Guard")                 # Level 1 Tuner
    table.monster(0, "Thousand-Eyes Idol")             # Level 1
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Puralis, the Purple Pyrotile")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Puralis, the Purple Pyrotile"]
    assert sorted(grave(duel, 0)) == ["Flamvell Guard", "Thousand-Eyes Idol"]


def test_an_exact_non_tuner_count_is_not_a_minimum():
    """The counts printed on the Synchro Monster (seed 000 §大師規則1 【シンクロ召喚】 1): Flower
    Cardian Moonflowerviewing (Level 6) takes "1 Tuner + 2 non-Tuner monsters". Flamvell
    Guard (1) + Mystical Shine Ball (2) + Quillbolt Hedgehog (2) + Thousand-Eyes Idol (1) = 6
    uses three non-Tuners: not offered, while Gaia Knight ("1 or more") is, from the same field."""
    table = _table()
    table.extra(0, "Flower Cardian Moonflowerviewing")
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Mystical Shine Ball")
    table.monster(0, "Quillbolt Hedgehog")
    table.monster(0, "Thousand-Eyes Idol")
    duel = table.build()
    s = Script(duel)
    assert not s.has("synchro_summon", "Flower Cardian Moonflowerviewing")
    assert s.has("synchro_summon", GAIA_KNIGHT)


def test_a_second_tuner_cannot_be_the_one_non_tuner():
    """seed 000 §同調召喚 ●1 (1 Tuner and non-Tuner monsters): two Level 1 Tuners total 2, but
    Puralis needs a non-Tuner beside its Tuner."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Puralis, the Purple Pyrotile")
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Water Spirit")                   # a second Level 1 Tuner: no non-Tuner
    duel = table.build()
    assert not Script(duel).has("synchro_summon", "Puralis, the Purple Pyrotile")


def test_every_non_tuner_must_meet_the_non_tuner_condition():
    """seed 000 §同調召喚 ●3: when the non-Tuner materials must meet a condition, every one of
    them must. Naturia Leodrake (Level 9, 1 EARTH Tuner + 1 or more non-Tuner EARTH
    monsters): T.G. Striker (EARTH Tuner 2) + Giant Soldier of Stone (EARTH 3) + Mystical Elf
    (LIGHT 4) total 9, but Mystical Elf is not EARTH; with Beaver Warrior (EARTH 4) instead
    it works."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Naturia Leodrake")
    table.monster(0, "T.G. Striker")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Mystical Elf")
    duel = table.build()
    assert not Script(duel).has("synchro_summon", "Naturia Leodrake")
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Naturia Leodrake")
    table.monster(0, "T.G. Striker")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Beaver Warrior")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Naturia Leodrake")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Naturia Leodrake"]


def test_the_tuner_condition_applies_to_the_tuner_attribute():
    """The Tuner's own condition (seed 000 §大師規則1 【シンクロ召喚】 1): Junk Synchron (DARK
    Tuner 3) + Giant Soldier of Stone (3) + Giant Soldier of Stone (3) total 9, but Naturia
    Leodrake's Tuner must be EARTH."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Naturia Leodrake")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Giant Soldier of Stone")
    duel = table.build()
    assert not Script(duel).has("synchro_summon", "Naturia Leodrake")


def test_the_tuner_condition_applies_to_the_tuner():
    """seed 000 §大師規則1 【シンクロ召喚】 1 (the material rules printed on the Synchro Monster):
    Junk Warrior needs "Junk Synchron" as its Tuner; another Tuner of the right Level does
    not do (Flamvell Guard 1 + 4 = 5 is no Junk Warrior), Junk Synchron 3 + 2 = 5 does."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Junk Warrior")
    table.monster(0, "Flamvell Guard")                # Level 1 Tuner
    table.monster(0, "Mystical Elf")                  # Level 4
    duel = table.build()
    assert not Script(duel).has("synchro_summon", "Junk Warrior")
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Junk Warrior")
    table.monster(0, "Junk Synchron")                 # Level 3 Tuner
    table.monster(0, "Quillbolt Hedgehog")            # Level 2
    duel = table.build()
    assert Script(duel).has("synchro_summon", "Junk Warrior")


def test_non_tuner_type_condition_dragons_only():
    """seed 000 §同調召喚 ●3: Exploder Dragonwing (Level 7, non-Tuner Dragon-Type monsters):
    Koumori Dragon (Dragon 4) + Junk Synchron (3) works; Celtic Guardian (Warrior 4) does not."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Exploder Dragonwing")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    assert not Script(duel).has("synchro_summon", "Exploder Dragonwing")
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Exploder Dragonwing")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Koumori Dragon")
    duel = table.build()
    assert Script(duel).has("synchro_summon", "Exploder Dragonwing")


def test_level_changes_count_for_the_total():
    """seed 000 §同調召喚 ●1: the Levels on the field count. Star Changer lowers Mystical Elf
    from 4 to 3, so Flamvell Guard (1) + Mystical Elf (3) + Mystical Shine Ball (2) = 6."""
    table = _table()
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Mystical Shine Ball")
    table.hand(0, "Star Changer")
    duel = table.build()
    s = Script(duel)
    assert not s.has("synchro_summon", GAIA_KNIGHT)       # 1 + 4 + 2 = 7
    s.pick("activate", "Star Changer")
    s.pick("option", "Decrease its Level by 1", request="option")
    s.pick("target", "Mystical Elf")
    elf = [c for c in duel.monsters(0) if c.name == "Mystical Elf"][0]
    assert duel.level(elf) == 3
    assert s.has("synchro_summon", GAIA_KNIGHT)


def test_an_xyz_monster_has_no_level_and_is_no_synchro_material():
    """seed 004 §XYZ怪兽没有等级 ◇XYZ怪兽不能作为同调素材: Number 39: Utopia (Rank 4) is not a
    Level 4 monster: Flamvell Guard + Utopia + Mystical Shine Ball would be 1 + 4 + ... no
    Synchro Summon of Gaia Knight (1 + 4 + 1 needs a Level 4)."""
    table = Table(rules="MR3", turn=3, turn_player=0)
    table.extra(0, GAIA_KNIGHT)
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Number 39: Utopia", materials=["Celtic Guardian", "Battle Ox"])
    table.monster(0, "Thousand-Eyes Idol")               # Level 1
    duel = table.build()
    assert not Script(duel).has("synchro_summon", GAIA_KNIGHT)
    utopia = [c for c in duel.monsters(0) if c.name == "Number 39: Utopia"][0]
    assert duel.level(utopia) == 0 and not duel.can_be_synchro_material(utopia)


def test_materials_with_a_banish_when_it_leaves_rule_are_banished():
    """A material goes to the GY (seed 000 §同調召喚 ●2) unless an effect says otherwise:
    Plaguespreader Zombie revived by its own effect is banished instead."""
    table = _table()
    zombie = table.grave(0, "Plaguespreader Zombie")      # Level 2 Tuner
    table.hand(0, "Battle Ox")
    table.monster(0, "Mystical Elf")                      # Level 4
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Plaguespreader Zombie")
    s.pick("select", "Battle Ox")
    s.pick("option", "Attack Position", request="option")
    s.pick("synchro_summon", GAIA_KNIGHT)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [GAIA_KNIGHT]
    assert zombie.card(duel).location == "banished" and grave(duel, 0) == ["Mystical Elf"]


def test_a_monster_that_cannot_be_synchro_material_is_left_out():
    """A monster whose text says it cannot be Synchro Material is no material even when its
    Level fits: Gagaga Magician (4) + Flamvell Guard (1) + Thousand-Eyes Idol (1) = 6, yet no
    Gaia Knight; with Mystical Elf (4) instead there is one."""
    table = _table()
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Gagaga Magician")
    table.monster(0, "Thousand-Eyes Idol")
    duel = table.build()
    assert not Script(duel).has("synchro_summon", GAIA_KNIGHT)
    table = _table()
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Thousand-Eyes Idol")
    duel = table.build()
    assert Script(duel).has("synchro_summon", GAIA_KNIGHT)


def test_tokens_may_be_synchro_material():
    """seed 000 §同調召喚 asks for face-up monsters with Levels; a Token is one (unlike an Xyz
    Material, seed 004 §XYZ怪兽的XYZ召唤): Flamvell Guard (1) + Giant Soldier of Stone (3) +
    two Sheep Tokens (1 + 1) make Gaia Knight (6)."""
    table = Table(rules="MR1", turn=3, turn_player=0, phase="standby")
    table.extra(0, GAIA_KNIGHT)
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Giant Soldier of Stone")
    table.at("standby_phase", once(lambda duel: [duel.create_token(SHEEP, 0) for _ in range(2)]))
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", GAIA_KNIGHT)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [GAIA_KNIGHT]
    assert sorted(grave(duel, 0)) == ["Flamvell Guard", "Giant Soldier of Stone"]     # Tokens vanish


def test_a_synchro_tuner_without_an_effect_plays_and_is_a_tuner():
    """seed 000 §同調召喚: a Tuner is a Tuner whatever its frame. Puralis, the Purple Pyrotile
    (a Level 2 Synchro Tuner with no effect) needs no script, and as the Tuner with Battle
    Ox (4) it makes Gaia Knight (6)."""
    from duelist.cards.db import database
    from duelist.cards.registry import is_implemented
    puralis = "Puralis, the Purple Pyrotile"
    by_name = {c.name: c for c in database().all_cards()
               if c.name in (puralis, "Sea Monster of Theseus", "Allvain the Essence of Vanity")}
    assert all(is_implemented(c) for c in by_name.values()) and len(by_name) == 3
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, GAIA_KNIGHT)
    table.monster(0, puralis, summon_kind="synchro")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", GAIA_KNIGHT)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [GAIA_KNIGHT]
    assert sorted(grave(duel, 0)) == ["Battle Ox", puralis]


def test_a_link_monster_has_no_level_and_is_no_synchro_material():
    """A Link Monster has a Link Rating, no Level (as seed 004 §XYZ怪兽没有等级 says of Ranks):
    Linkuriboh (Link-1) cannot stand in for a Level 1 monster."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, GAIA_KNIGHT)
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Linkuriboh")
    duel = table.build()
    assert not Script(duel).has("synchro_summon", GAIA_KNIGHT)
    link = [c for c in duel.monsters(0) if c.name == "Linkuriboh"][0]
    assert duel.level(link) == 0 and not duel.can_be_synchro_material(link)


def test_material_lines_are_read_with_their_conditions():
    """seed 000 §大師規則1 【シンクロ召喚】 1: the conditions printed on the Synchro Monster
    (Types with or without "-Type", Attributes, "A or B", archetypes, frames, exact counts),
    each part of the line a slot: (role, name, conditions, "Synchro Monsters", fewest, most)."""
    from duelist.cards.db import find_card
    from duelist.engine.extra import synchro_spec

    def read(name):
        spec = synchro_spec(find_card(name))
        return None if spec is None else spec.describe()

    tuner = ("tuner", None, [], False, 1, 1)
    assert read("Stardust Dragon") == [tuner, ("non-tuner", None, [], False, 1, 99)]
    assert read("Junk Warrior") == [("tuner", "Junk Synchron", [], False, 1, 1),
                                    ("non-tuner", None, [], False, 1, 99)]
    assert read("Exploder Dragonwing") == [tuner, ("non-tuner", None, [("race", "Dragon")], False, 1, 99)]
    assert read("Naturia Leodrake") == [("tuner", None, [("attribute", ("EARTH",))], False, 1, 1),
                                        ("non-tuner", None, [("attribute", ("EARTH",))], False, 1, 99)]
    assert read("Flower Cardian Moonflowerviewing") == [tuner, ("non-tuner", None, [], False, 2, 2)]
    assert read("Dragunity Knight - Areus") == [tuner, ("non-tuner", None, [], True, 1, 99)]
    assert read("Revived King Ha Des") == [("tuner", "Plaguespreader Zombie", [], False, 1, 1),
                                           ("non-tuner", None, [("race", "Zombie")], False, 1, 99)]
    # lines that are not "1 Tuner + non-Tuners"
    assert read("Shooting Star Dragon") == [("tuner", None, [], True, 1, 1),
                                            ("any", "Stardust Dragon", [], False, 1, 1)]
    assert read("Tyrant Red Dragon Archfiend") == [("tuner", None, [], False, 2, 2),
                                                   ("non-tuner", None, [], False, 1, 99)]
    assert read("Kewl Tune Loudness War") == [("tuner", None, [], False, 2, 99)]
    assert read("XX-Saber Gottoms") == [tuner, ("any", None, [("attribute", ("EARTH",))], False, 1, 99)]
    assert read("Sea Dragon Lord Gishilnodon") == [tuner, ("non-tuner", None, [("level", 3)], False, 1, 1)]


def test_every_synchro_material_line_of_the_database_is_read():
    """Every Synchro Monster's material line in the card database is read (479 of 479); a
    line the engine could not read would offer no Synchro Summon and be listed here with its
    reason."""
    from duelist.cards import db
    from duelist.engine.extra import synchro_spec
    monsters = [d for d in db.all_cards()
                if d.card_type == "Monster" and "Synchro" in (d.kinds or ()) and d.materials]
    unread = sorted(set(d.materials for d in monsters if synchro_spec(d) is None))
    assert unread == []
    assert len(monsters) == 479


# ------------------------------------------- material lines that are not "1 Tuner + non-Tuners"
def _extra_table(synchro, *monsters):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, synchro)
    for name in monsters:
        table.monster(0, name)
    return table.build()


def test_two_tuners_line_needs_two_tuners():
    """seed 000 §同調召喚 ●1 (the materials the Synchro Monster lists): Tyrant Red Dragon
    Archfiend (Level 10, 2 Tuners + 1 or more non-Tuners): Tune Warrior 3 + Genex Controller 3
    (Tuners) + Celtic Guardian 4 is a set; one Tuner with two non-Tuners making 10 is not."""
    name = "Tyrant Red Dragon Archfiend"
    duel = _extra_table(name, "Tune Warrior", "Genex Controller", "Celtic Guardian")
    s = Script(duel)
    s.pick("synchro_summon", name)            # one set: nothing to choose
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [name]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Genex Controller", "Tune Warrior"]
    duel = _extra_table(name, "Tune Warrior", "Giant Soldier of Stone", "Celtic Guardian")
    assert not Script(duel).has("synchro_summon", name)


def test_a_named_non_tuner_must_be_that_monster():
    """seed 000 §同調召喚 ●1: Life Stream Dragon (Level 8, 1 Tuner + "Power Tool Dragon"):
    Flamvell Guard 1 + Power Tool Dragon 7 is a set; another Level 7 Synchro Monster (Black
    Rose Dragon) is not Power Tool Dragon."""
    name = "Life Stream Dragon"
    duel = _extra_table(name, "Flamvell Guard", "Power Tool Dragon")
    s = Script(duel)
    s.pick("synchro_summon", name)
    s.pick("option", "Defense Position", request="option")
    assert field_monsters(duel, 0) == [name]
    assert sorted(grave(duel, 0)) == ["Flamvell Guard", "Power Tool Dragon"]
    duel = _extra_table(name, "Flamvell Guard", "Black Rose Dragon")
    assert not Script(duel).has("synchro_summon", name)


def test_a_line_without_non_tuner_lets_a_tuner_be_the_other_material():
    """seed 000 §同調召喚 ●1: X-Saber Gottoms (Level 7, 1 Tuner + 1 or more EARTH monsters)
    does not say "non-Tuner" (nor does its OCG line): Tune Warrior 3 + Angel Trumpeter 4, both
    EARTH Tuners, is a set; Tune Warrior 3 + Mystical Elf 4 (LIGHT) is not."""
    name = "X-Saber Gottoms"
    duel = _extra_table(name, "Tune Warrior", "Angel Trumpeter")
    s = Script(duel)
    s.pick("synchro_summon", name)                # one set of two: nothing to choose
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [name]
    assert sorted(grave(duel, 0)) == ["Angel Trumpeter", "Tune Warrior"]
    duel = _extra_table(name, "Tune Warrior", "Mystical Elf")
    assert not Script(duel).has("synchro_summon", name)


def test_a_line_of_tuners_only():
    """seed 000 §同調召喚 ●1: Kewl Tune Loudness War (Level 6, 2 or more Tuners): Tune Warrior
    3 + Genex Controller 3 is a set; Tune Warrior 3 + Giant Soldier of Stone 3 (no Tuner) is
    not."""
    name = "Kewl Tune Loudness War"
    duel = _extra_table(name, "Tune Warrior", "Genex Controller")
    s = Script(duel)
    s.pick("synchro_summon", name)
    s.pick("option", "Attack Position", request="option")
    assert sorted(grave(duel, 0)) == ["Genex Controller", "Tune Warrior"]
    duel = _extra_table(name, "Tune Warrior", "Giant Soldier of Stone")
    assert not Script(duel).has("synchro_summon", name)


def test_a_level_for_the_non_tuner():
    """seed 000 §同調召喚 ●1: Sea Dragon Lord Gishilnodon (Level 5, 1 Tuner + 1 Level 3
    non-Tuner): Galaxy Serpent 2 + Giant Soldier of Stone 3 is a set; Flamvell Guard 1 +
    Mystical Elf 4 also makes 5 but the non-Tuner is no Level 3 monster."""
    name = "Sea Dragon Lord Gishilnodon"
    duel = _extra_table(name, "Galaxy Serpent", "Giant Soldier of Stone")
    assert Script(duel).has("synchro_summon", name)
    duel = _extra_table(name, "Flamvell Guard", "Mystical Elf")
    assert not Script(duel).has("synchro_summon", name)


def test_including_asks_one_of_the_non_tuners_to_be_that_monster():
    """seed 000 §同調召喚 ●1: Shooting Majestic Star Dragon (Level 11, "Majestic Dragon" + 1 or
    more non-Tuners, including a Dragon-Type Synchro Monster): Majestic Dragon 1 + Black Rose
    Dragon 7 + Giant Soldier of Stone 3 is a set; Majestic Dragon 1 + Mystical Elf 4 + Celtic
    Guardian 4 + Mystical Shine Ball 2 makes 11 with no Dragon Synchro Monster."""
    name = "Shooting Majestic Star Dragon"
    duel = _extra_table(name, "Majestic Dragon", "Black Rose Dragon", "Giant Soldier of Stone")
    s = Script(duel)
    s.pick("synchro_summon", name)
    s.pick("option", "Attack Position", request="option")
    assert sorted(grave(duel, 0)) == ["Black Rose Dragon", "Giant Soldier of Stone", "Majestic Dragon"]
    duel = _extra_table(name, "Majestic Dragon", "Mystical Elf", "Celtic Guardian", "Mystical Shine Ball")
    assert not Script(duel).has("synchro_summon", name)


def test_original_atk_and_def_of_the_non_tuners():
    """seed 000 §同調召喚 ●3 (every non-Tuner meets the condition): Paladins of Bonds and Unity
    (Level 12, 1 Tuner + non-Tuners with 2500 original ATK and DEF): Angel Trumpeter 4 +
    Magicians of Bonds and Unity 8 (2500/2500) is a set; Angel Trumpeter 4 + Tri-Horned Dragon
    8 is not."""
    name = "Paladins of Bonds and Unity"
    duel = _extra_table(name, "Angel Trumpeter", "Magicians of Bonds and Unity")
    assert Script(duel).has("synchro_summon", name)
    duel = _extra_table(name, "Angel Trumpeter", "Tri-Horned Dragon")
    assert not Script(duel).has("synchro_summon", name)


def test_a_line_offering_two_ways():
    """seed 000 §同調召喚 ●1: Crystal Clear Wing Over Synchro Dragon (Level 12, 2 or more Tuners
    or 1 Tuner Synchro Monster + "Clear Wing Synchro Dragon"): Tune Warrior 3 + Galaxy Serpent
    2 (two Tuners) + Clear Wing Synchro Dragon 7 is a set, and so is Kewl Tune RS 5 (a Tuner
    Synchro Monster) + Clear Wing Synchro Dragon; one plain Tuner (Tune Warrior 3) with a
    non-Tuner (Mystical Shine Ball 2) is neither way."""
    name = "Crystal Clear Wing Over Synchro Dragon"
    assert Script(_extra_table(name, "Tune Warrior", "Galaxy Serpent", "Clear Wing Synchro Dragon")).has(
        "synchro_summon", name)
    assert Script(_extra_table(name, "Kewl Tune RS", "Clear Wing Synchro Dragon")).has("synchro_summon", name)
    assert not Script(_extra_table(name, "Tune Warrior", "Mystical Shine Ball", "Clear Wing Synchro Dragon")).has(
        "synchro_summon", name)


def test_a_line_with_a_word_the_engine_cannot_read_gives_no_synchro_summon():
    """seed 000 §同調召喚 ●1: the materials are exactly those the Synchro Monster lists, so a
    condition the engine cannot read is not dropped (that would take any non-Tuner): the
    whole line is unread and the monster has no Synchro Summon. (A made-up Synchro Monster
    whose non-Tuners must be "Glittering", a word no card uses; its readable twin is read.)"""
    from duelist.cards.model import CardData
    from duelist.engine.extra import synchro_spec

    def made_up(line):
        return CardData(code=1, alias=1, name="Made-up Synchro", names={}, card_type="Monster",
                        kinds=("Synchro", "Effect"), level=8, atk=2500, defense=2000, materials=line)

    assert synchro_spec(made_up("1 Tuner + 1 or more non-Tuner Dragon monsters")) is not None
    assert synchro_spec(made_up("1 Tuner + 1 or more non-Tuner Glittering monsters")) is None
