"""Z-Metal Tank equipped to Y-Dragon Head when Y-Dragon Head equips itself to X-Head Cannon.

An Equip Card needs a face-up monster to be equipped to; once that monster is no longer a
monster on the field, the Equip Card is destroyed (seed 000 §魔法卡 › 裝備魔法: an Equip Card
whose monster is gone or can no longer be equipped is destroyed; seed 004 §特殊效果怪兽 Union).
Y-Dragon Head equipping itself to X-Head Cannon becomes an Equip Spell Card in the Spell &
Trap Zone, no monster: the Z-Metal Tank it held is destroyed (both texts), and X-Head Cannon
gets only Y-Dragon Head's 400."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

X, Y, Z = "X-Head Cannon", "Y-Dragon Head", "Z-Metal Tank"


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_z_metal_tank_is_destroyed_when_its_y_dragon_head_becomes_an_equip_card(rules):
    """Q: Z-Metal Tank is equipped to my Y-Dragon Head; then Y-Dragon Head equips itself to my
    X-Head Cannon. A: Z-Metal Tank is destroyed (it holds no monster any more); X-Head Cannon
    is 2200 (1800 + Y-Dragon Head's 400)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    x = table.monster(0, X, zone=0)
    y = table.monster(0, Y, zone=1)
    table.monster(0, Z, zone=2)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", Z)
    s.pick("target", Y)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.atk(y.card(duel)) == 2100
    s.pick("activate", Y, request="idle")
    s.pick("target", X)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [X]
    assert [c.name for c in duel.players[0].szone if c is not None] == [Y]
    assert grave(duel, 0) == [Z]
    assert duel.atk(x.card(duel)) == 2200
