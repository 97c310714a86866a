"""The Flute of Summoning Dragon: "only while "Lord of D." is face-up on the field" -- another
face-up monster is no Lord of D. (seed 000 §卡片種類 › 怪獸卡 › 基本信息: the name tells which card
it is; seed 000 §怪獸的表示形式: a face-down Lord of D. applies nothing and shows no name).

Lord of D. is Set on player 1's field and Celtic Guardian face-up beside it: no face-up monster
is named Lord of D., so the Flute is not offered; with Lord of D. face-up it is.

Round 38m's mutants: effects.py `Ctx.is_named` with `data.code == code` or `data.alias == code`
written `!=` (any monster taken for the one named)."""

from duelist.testing.scenario import Script, Table

FLUTE = "The Flute of Summoning Dragon"


def _table(lord_position):
    table = Table(turn=3)
    table.monster(1, "Lord of D.", position=lord_position)
    table.monster(1, "Celtic Guardian")
    table.hand(0, FLUTE, "Blue-Eyes White Dragon")
    return table


def test_a_face_up_monster_beside_a_set_lord_of_d_is_no_lord_of_d():
    assert not Script(_table("set").build()).has("activate", FLUTE)
    assert Script(_table("attack").build()).has("activate", FLUTE)
