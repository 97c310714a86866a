"""Ritual Summons: Black Luster Ritual (Black Luster Soldier) and Black Illusion Ritual
(Relinquished).

Seeds: 000 §特殊召喚 (儀式召喚 is a proper summon), §具有蘇生限制的怪獸的特殊召喚 (a Ritual
Monster never Ritual Summoned cannot be revived). Card behaviour: the cards' TCG/OCG texts.
"""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _bls_table():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", "Black Luster Soldier")
    return table


def test_black_luster_ritual_tributes_from_hand_and_field_for_level_8():
    """The Ritual Spell Tributes monsters from the hand or the field (a face-down one too)
    whose Levels total at least 8, then Ritual Summons Black Luster Soldier: properly summoned."""
    table = _bls_table()
    table.hand(0, "Summoned Skull")                  # Level 6
    table.monster(0, "Battle Ox", position="set")     # Level 4
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    s.pick("select", "Summoned Skull")        # then only Battle Ox can make up the rest
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Black Luster Soldier"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Black Luster Ritual", "Summoned Skull"]
    assert duel.properly_summoned(duel.monsters(0)[0])


def test_black_luster_ritual_needs_enough_levels():
    """Levels totalling less than 8: the Ritual Spell cannot be activated."""
    table = _bls_table()
    table.monster(0, "Battle Ox")                     # Level 4
    table.hand(0, "Mystical Elf")                     # Level 4, but
    duel = table.build()
    assert Script(duel).has("activate", "Black Luster Ritual")
    table = _bls_table()
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Black Luster Ritual")


def test_no_tribute_beyond_the_level_needed():
    """Once the Levels reach 8 no further Tribute is taken: one Level 8 monster suffices. Battle
    Ox (Level 4) is no Tribute at all: alone it cannot reach 8, and beside the Level 8 it would be
    one more than necessary (round 51r), so Blue-Eyes, the only Tribute the summon may use, is
    taken without a question."""
    table = _bls_table()
    table.monster(0, "Blue-Eyes White Dragon")        # Level 8
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    s.pick("option", "Defense Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Black Luster Soldier"]


def test_a_discarded_ritual_monster_cannot_be_revived():
    """seed 000 §具有蘇生限制的怪獸的特殊召喚: a Ritual Monster that was never Ritual Summoned
    cannot be Special Summoned from the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Black Luster Soldier", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    assert [o.name for o in s.options("target")] == ["Battle Ox"]


def test_black_illusion_ritual_summons_relinquished_which_absorbs():
    """Black Illusion Ritual: Tribute Levels 1 or more, Ritual Summon Relinquished; once per
    turn Relinquished equips an opponent's monster and takes its ATK/DEF."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Black Illusion Ritual", "Relinquished", "Thousand-Eyes Idol")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Illusion Ritual")
    s.pick("option", "Attack Position", request="option")      # the only Tribute is taken for you
    relinquished = duel.monsters(0)[0]
    assert relinquished.name == "Relinquished" and hand(duel, 0) == []
    s.pick("activate", "Relinquished")
    s.pick("target", "Summoned Skull", request="target")
    assert duel.atk(relinquished) == 2500 and field_monsters(duel, 1) == []


def test_a_ritual_monster_in_the_hand_is_never_normal_summoned_or_set():
    """seed 000 §卡片種類 (儀式怪獸: its proper summon is the Ritual Summon) and seed 004 §怪兽的召唤
    (特殊召唤怪兽): a Ritual Monster cannot be Normal Summoned, Tribute Summoned or Set. With
    Black Luster Soldier (Level 8, no script) and two monsters to Tribute, the Main Phase offers
    no Summon or Set of it, only the Ritual Spell; a Normal Monster beside it is offered both."""
    table = _bls_table()
    table.hand(0, "Battle Ox")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Celtic Guardian")
    s = Script(table.build())
    assert not s.has("summon", "Black Luster Soldier") and not s.has("set", "Black Luster Soldier")
    assert s.has("summon", "Battle Ox") and s.has("set", "Battle Ox")
    assert s.has("activate", "Black Luster Ritual")
