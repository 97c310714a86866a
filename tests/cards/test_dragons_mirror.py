"""Dragon's Mirror (71490127): "Fusion Summon 1 Dragon Fusion Monster by banishing its
materials from your field or GY" (in our words). Its rulings as a Fusion Summon (materials
from the field and the GY together, banished, a proper summon, negated by Solemn Judgment) are
in tests/rules/test_fusion_materials_from_the_gy_or_deck.py; here what the card itself says.
Seed 000 §融合召喚. Cards: Dragon's Mirror, Black Skull Dragon, Flame Swordsman, Necrovalley."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script
from tests.rules.test_fusion_materials_from_the_gy_or_deck import _mirror, _mirror_table


def test_dragons_mirror_summons_only_a_dragon():
    """Dragon's Mirror's own words: a Dragon Fusion Monster. With the materials of Flame
    Swordsman (a Warrior) on the field and in the GY it cannot be activated."""
    table = _mirror_table(extra=("Flame Swordsman",))
    table.monster(0, "Flame Manipulator")
    table.grave(0, "Masaki the Legendary Swordsman")
    assert not Script(table.build()).has("activate", "Dragon's Mirror")


def test_dragons_mirror_does_not_reach_the_gy_under_necrovalley():
    """Necrovalley: nothing in a GY can be banished, so Dragon's Mirror cannot use a material
    there (seed 000 §融合召喚: the materials must be where the card may take them) and cannot
    be activated; with both materials on the field it can."""
    table = _mirror_table()
    table.field_spell(1, "Necrovalley")
    table.monster(0, "Red-Eyes Black Dragon")
    table.grave(0, "Summoned Skull")
    assert not Script(table.build()).has("activate", "Dragon's Mirror")
    table = _mirror_table()
    table.field_spell(1, "Necrovalley")
    table.monster(0, "Red-Eyes Black Dragon")
    table.monster(0, "Summoned Skull")
    duel = table.build()
    _mirror(Script(duel))
    assert field_monsters(duel, 0) == ["Black Skull Dragon"]
