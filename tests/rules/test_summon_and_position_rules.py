"""Special Summons, summoning procedures, position changes by effects and continuous
effects in battle (seed 000 §特殊召喚, §怪獸的條件特殊召喚, §怪獸的表示形式(的變更), §永續效果)."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table


def test_no_special_summon_without_a_free_monster_zone():
    """seed 000 §特殊召喚: a Special Summon cannot be made with no free Monster Zone (Monster
    Reborn cannot even be activated)."""
    table = Table(turn=3)
    for _ in range(5):
        table.monster(0, "Battle Ox")
    table.grave(0, "Dark Magician")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    assert not Script(duel).has("activate", "Monster Reborn")


def soul_table():
    table = Table(turn=3)
    table.hand(0, "Soul of Purity and Light")
    table.grave(0, "Mystical Elf", "Blue-Eyes White Dragon")
    table.spell_trap(1, "Solemn Judgment")
    return table


def test_a_summoning_procedure_is_not_a_chain_link():
    """seed 000 §怪獸的條件特殊召喚: the Special Summon by its own condition does not start a
    chain (no chain link is made)."""
    table = soul_table()
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Soul of Purity and Light")
    s.pick("select", "Mystical Elf")
    s.pick("select", "Blue-Eyes White Dragon")
    s.pick("option", "Attack Position")
    s.pick("pass", player=1, request="chain")          # Solemn could negate it
    assert of_type(duel, "chain") == [] and field_monsters(duel, 0) == ["Soul of Purity and Light"]


def test_a_summoning_procedure_can_be_negated():
    """seed 000 §怪獸的條件特殊召喚: the opponent may negate that Special Summon with a card
    that negates summons (Solemn Judgment); the banished cost stays banished."""
    table = soul_table()
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Soul of Purity and Light")
    s.pick("select", "Mystical Elf")
    s.pick("select", "Blue-Eyes White Dragon")
    s.pick("option", "Attack Position")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert field_monsters(duel, 0) == [] and "Soul of Purity and Light" in [c.name for c in duel.players[0].grave]
    assert sorted(c.name for c in duel.players[0].banished) == ["Blue-Eyes White Dragon", "Mystical Elf"]


def test_a_position_change_by_an_effect_leaves_the_monsters_own_change():
    """seed 000 §怪獸的表示形式的變更: changes by effects do not count; the monster changed by
    Book of Moon may still be Flip Summoned by its controller that turn."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Battle Ox")
    assert duel.monsters(0)[0].position == "set"
    assert s.has("flip_summon", "Battle Ox")


def test_effects_change_a_monsters_position_any_number_of_times_a_turn():
    """seed 000 §怪獸的表示形式的變更: a monster changes its own position once a turn, but
    changes by effects have no limit. Battle Ox is turned face-down by Book of Moon, Flip
    Summoned by its controller (its own change), turned face-down again by a second Book of
    Moon; the own change is spent, so it stays face-down."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Book of Moon", "Book of Moon")
    duel = table.build()
    s = Script(duel)
    def book_of_moon():
        s.pick("activate", "Book of Moon", first=True, request="idle")
        s.pick("target", "Battle Ox")
        while duel.request.kind == "chain":
            s.pick("pass")
    book_of_moon()
    assert ox.card(duel).position == "set"
    s.pick("flip_summon", "Battle Ox")
    assert ox.card(duel).position == "attack"
    while duel.request.kind == "chain":
        s.pick("pass")
    book_of_moon()
    assert ox.card(duel).position == "set"
    assert not s.has("flip_summon", "Battle Ox") and not s.has("change_position", "Battle Ox")


def test_a_face_down_monster_can_be_tributed_for_an_effects_cost():
    """seed 000 §怪獸的表示形式: a face-down monster may be Tributed, also for a cost (Big
    Evolution Pill's Tribute of a Dinosaur its controller knows)."""
    table = Table(turn=3)
    table.monster(0, "Anthrosaurus", position="set")
    table.hand(0, "Big Evolution Pill")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Big Evolution Pill")
    s.pick("select", "Anthrosaurus")
    assert field_monsters(duel, 0) == [] and [c.name for c in duel.players[0].grave] == ["Anthrosaurus"]


def test_a_continuous_effect_stops_once_destruction_by_battle_is_decided():
    """seed 000 §永續效果: from damage calculation, a monster whose destruction by battle is
    decided stops applying its continuous effects (Command Knight's +400 to Warriors, itself
    included: 1600 before, 1200 after damage calculation while still on the field)."""
    seen = []
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    knight = table.monster(1, "Command Knight")
    table.at("after_damage_calculation", lambda duel: seen.append(duel.atk(knight.card(duel))))
    duel = table.build()
    assert duel.atk(knight.card(duel)) == 1600
    Script(duel).pick("attack", "Blue-Eyes White Dragon", target=knight)
    assert seen == [1200] and duel.players[1].lp == 8000 - (3000 - 1600)


def test_a_properly_summoned_monster_may_then_be_revived():
    """seed 000 §具有蘇生限制的怪獸的特殊召喚: a monster that must be Special Summoned (from
    the hand) by its own procedure may be revived by an effect once it was properly summoned;
    never before."""
    table = Table(turn=3)
    table.hand(0, "Soul of Purity and Light", "Dark Hole", "Monster Reborn")
    table.grave(0, "Mystical Elf", "Blue-Eyes White Dragon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Soul of Purity and Light")
    s.pick("select", "Mystical Elf")
    s.pick("select", "Blue-Eyes White Dragon")
    s.pick("option", "Attack Position")
    s.pick("activate", "Dark Hole")
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Soul of Purity and Light")
    s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Soul of Purity and Light"]


def test_a_monster_never_properly_summoned_cannot_be_revived():
    table = Table(turn=3)
    table.grave(0, "Soul of Purity and Light")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    assert not Script(duel).has("activate", "Monster Reborn")
