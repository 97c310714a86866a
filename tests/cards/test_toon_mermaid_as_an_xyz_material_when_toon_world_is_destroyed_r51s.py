"""Toon Mermaid as an Xyz Material when Toon World is destroyed.

An Xyz Material is a card under its Xyz Monster, no monster on the field, and its effects do not
apply there (seed 004 §XYZ怪兽 / §重叠状态的XYZ素材: materials are not monsters on the field).
A Toon's "destroyed when Toon World is destroyed" (seed 004 §特殊效果怪兽: 卡通 (Toon)) applies
only to a Toon monster on the field: Toon Mermaid, Xyz Material of Number 39: Utopia, stays
under it when Toon World is destroyed."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

UTOPIA = "Number 39: Utopia"


def test_a_toon_under_an_xyz_monster_stays_when_toon_world_is_destroyed():
    """Q: I Xyz Summon Utopia with Toon Mermaid and Mad Dog of Darkness, then my Toon World is
    destroyed. A: nothing happens to Utopia or its two materials."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Toon World", face_down=False)
    table.monster(0, "Toon Mermaid", summon_kind="proc")
    table.monster(0, "Mad Dog of Darkness")
    table.extra(0, UTOPIA)
    table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", UTOPIA)
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    utopia = duel.monsters(0)[0]
    assert sorted(m.name for m in duel.materials_of(utopia)) == ["Mad Dog of Darkness", "Toon Mermaid"]
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Toon World")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [UTOPIA]
    assert sorted(grave(duel, 0)) == ["Mystical Space Typhoon", "Toon World"]
    assert sorted(m.name for m in duel.materials_of(utopia)) == ["Mad Dog of Darkness", "Toon Mermaid"]
