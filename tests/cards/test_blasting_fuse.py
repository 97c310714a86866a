"""Blasting Fuse: a card that reads columns (seed 000 §怪獸區域, §魔法與陷阱區域: the zones face
each other; seed 004 §XYZ素材 例2: it destroys an Xyz Monster, not the cards under it)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _table(rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, "Blasting Fuse", zone=2)
    table.monster(0, "Battle Ox", zone=2)
    table.spell_trap(1, "Mirror Force", zone=2)        # player 1's zone 2 faces player 0's zone 2
    return table


def test_blasting_fuse_destroys_every_card_in_its_full_column():
    """Blasting Fuse: with a card in every zone of its column it destroys them all; a card in
    another column stays."""
    table = _table()
    table.monster(1, "Mystical Elf", zone=2)
    table.monster(1, "Feral Imp", zone=0)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Blasting Fuse")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Feral Imp"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Blasting Fuse"]
    assert sorted(grave(duel, 1)) == ["Mirror Force", "Mystical Elf"]


def test_blasting_fuse_needs_every_zone_of_the_column_filled():
    table = _table()
    table.monster(1, "Mystical Elf", zone=1)           # not in the column
    assert not Script(table.build()).has("activate", "Blasting Fuse")


def test_blasting_fuse_counts_the_extra_monster_zone_of_its_column():
    """Under MR5 columns 1 and 3 hold an Extra Monster Zone: it must be filled too, and its
    Xyz Monster is destroyed while its materials only go to the GY (seed 004 §XYZ素材 例2)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Blasting Fuse", zone=1)
    table.monster(0, "Battle Ox", zone=1)
    table.monster(1, "Mystical Elf", zone=3)
    table.spell_trap(1, "Mirror Force", zone=3)
    assert not Script(table.build()).has("activate", "Blasting Fuse")
    table.monster(1, "Number 39: Utopia", zone=5, materials=["Summoner Monk", "Mystic Tomato"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Blasting Fuse")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    destroyed = [e["name"] for e in duel.log if e["type"] == "destroyed"]
    assert "Number 39: Utopia" in destroyed and "Summoner Monk" not in destroyed
    assert {"Number 39: Utopia", "Summoner Monk", "Mystic Tomato"} <= set(grave(duel, 1))
