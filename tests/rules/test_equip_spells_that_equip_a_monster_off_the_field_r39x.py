"""seed 000 §裝備魔法, seed 004 §装备魔法卡: an Equip Spell targets the monster it will equip,
which "depending on the Equip Spell" may be a face-up monster on the field, a monster in the GY
or a banished monster; "the activation of an Equip Spell negated, it cannot equip". The GY half
is Premature Burial's (its other rulings: tests/cards/test_equip_spells.py), the banished half
D.D.R.'s (tests/cards/test_ddr_different_dimension_reincarnation.py). Here: the target is
taken where the Spell says at its activation, and a negated activation brings nothing back
(its cost stays paid)."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

DDR = "D.D.R. - Different Dimension Reincarnation"


def _pass_chain(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(spell, place):
    """Turn 3: player 0 holds `spell` and Battle Ox, Dark Magician in the GY or banished
    (`place`) and a Celtic Guardian face-up on the field; player 1 has Magic Jammer Set and a
    card to discard for it."""
    table = Table(turn=3)
    table.hand(0, spell, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    getattr(table, place)(0, "Dark Magician")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Koumori Dragon")
    return table.build()


def test_premature_burial_targets_a_monster_in_the_gy_and_a_negated_one_revives_nothing():
    """Premature Burial's target is a monster in the GY (not one on the field); negated by
    Magic Jammer it goes to the GY, the monster stays in the GY and the 800 LP stay paid."""
    duel = _table("Premature Burial", "grave")
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    assert [o.name for o in s.options("target")] == ["Dark Magician"]
    s.pick("target", "Dark Magician")
    s.pick("activate", "Magic Jammer", player=1)
    s.pick("select", "Koumori Dragon", player=1)
    _pass_chain(duel, s)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert sorted(grave(duel, 0)) == ["Dark Magician", "Premature Burial"]
    assert lp(duel) == (7200, 8000)


def test_ddr_different_dimension_reincarnation_targets_a_banished_monster_and_a_negated_one_summons_nothing():
    """D.D.R.'s target is a banished monster (not one on the field nor in the GY); negated by
    Magic Jammer it goes to the GY, the monster stays banished and the discarded card stays
    in the GY."""
    duel = _table(DDR, "banished")
    s = Script(duel)
    s.pick("activate", DDR)
    s.pick("select", "Battle Ox")
    assert [o.name for o in s.options("target")] == ["Dark Magician"]
    s.pick("target", "Dark Magician")
    s.pick("activate", "Magic Jammer", player=1)
    s.pick("select", "Koumori Dragon", player=1)
    _pass_chain(duel, s)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert banished(duel, 0) == ["Dark Magician"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", DDR]


def test_an_equip_spell_for_a_banished_monster_finds_none_in_the_gy():
    """The place is the Spell's: D.D.R. with a monster in the GY only cannot be activated,
    Premature Burial with a banished monster only neither."""
    assert not Script(_table(DDR, "grave")).has("activate", DDR)
    assert not Script(_table("Premature Burial", "banished")).has("activate", "Premature Burial")
