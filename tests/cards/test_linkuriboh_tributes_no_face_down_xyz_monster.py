"""Linkuriboh's revival needs a Level 1 monster to Tribute; an Xyz Monster has no Level, face-down
too (stop 50, round 50a's mutation run on the line that learnt `ctx.tributable`).

Seed 001 §等級 (a Level is a value of the monsters other than Xyz and Link Monsters) and §階級 and Linkuriboh's text (from the GY: Tribute 1
Level 1 monster; Special Summon this card): a face-down Number 39: Utopia (Book of Moon can turn
an Xyz Monster face-down) is no Level 1 monster, so beside it alone the revival is not offered;
a face-down Kuriboh is."""

from duelist.testing.scenario import Script, Table


def _linkuriboh_beside(monster):
    table = Table(rules="MR5")
    table.properly_summoned(table.grave(0, "Linkuriboh"))
    table.monster(0, monster, position="set")
    return table.build()


def test_a_face_down_xyz_monster_is_no_level_1_monster_for_linkuriboh():
    """Q: my only monster is a face-down Number 39: Utopia; Linkuriboh (Link Summoned before) is
    in my GY. May I Tribute Utopia to revive it? A: no: an Xyz Monster has no Level."""
    assert not Script(_linkuriboh_beside("Number 39: Utopia")).has("activate", "Linkuriboh")


def test_a_face_down_level_1_monster_may_be_tributed_for_linkuriboh():
    assert Script(_linkuriboh_beside("Kuriboh")).has("activate", "Linkuriboh")
