"""Synchro Summons (seed 000 §大師規則1 【シンクロ召喚】, 【チューナーモンスター】; seed 001 §大師
規則1): 1 face-up Tuner + face-up non-Tuners whose Levels total the Synchro Monster's Level,
sent to the GY from the field; a summon negation destroys the monster and the materials stay
used. Cards: Gaia Knight, the Force of Earth (Level 6, 1 Tuner + 1 or more non-Tuners),
Flamvell Guard and Water Spirit (Level 1 Normal Tuners), Solemn Judgment.
"""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

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
    s.pick("synchro_summon", GAIA_KNIGHT)
    assert sorted(o.name for o in s.options("select")) == ["Giant Soldier of Stone", "Mystical Shine Ball"]
    s.pick("select", "Giant Soldier of Stone")
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
    s.pick("select", "Giant Soldier of Stone")
    s.pick("option", "Attack Position", request="option")
    s.pick("activate", "Solemn Judgment", player=1)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Flamvell Guard", GAIA_KNIGHT, "Giant Soldier of Stone", "Mystical Shine Ball"]
    gaia = [c for c in duel.players[0].grave if c.name == GAIA_KNIGHT][0]
    assert not duel.properly_summoned(gaia) and not duel.can_special_summon(gaia, 0)
    assert duel.players[1].lp == 4000
