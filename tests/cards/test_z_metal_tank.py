"""Z-Metal Tank (64500000): a Union monster for X-Head Cannon or Y-Dragon Head, +600
ATK/DEF (seed 004 §特殊效果怪兽; the Union rules themselves: tests/rules/test_union_monsters.py)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _table(rules, hand_cards=()):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.monster(0, "Y-Dragon Head", zone=0)
    table.monster(0, "Z-Metal Tank", zone=1)
    if hand_cards:
        table.hand(0, *hand_cards)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def _equip(s):
    s.pick("activate", "Z-Metal Tank", request="idle")
    s.pick("target", "Y-Dragon Head")
    s.expect("idle", player=0)


def test_z_metal_tank_equips_to_y_dragon_head_which_gains_600_atk_and_def():
    """Y-Dragon Head is one of the two monsters Z-Metal Tank names: 1500/1600 -> 2100/2200."""
    duel = _table("MR5").build()
    s = Script(duel)
    _equip(s)
    y = duel.players[0].mzone[0]
    assert (duel.atk(y), duel.defense(y)) == (2100, 2200)
    assert duel.players[0].szone[0].name == "Z-Metal Tank"


def test_z_metal_tank_is_destroyed_instead_of_y_dragon_head_by_dark_hole_today():
    """Today's text replaces a destruction by a card effect too: Dark Hole leaves Y-Dragon
    Head on the field and Z-Metal Tank in the GY."""
    duel = _table("MR5", hand_cards=("Dark Hole",)).build()
    s = Script(duel)
    _equip(s)
    s.pick("activate", "Dark Hole")
    s.expect("idle", player=0)
    assert field_monsters(duel, 0) == ["Y-Dragon Head"]
    assert sorted(grave(duel, 0)) == ["Dark Hole", "Z-Metal Tank"]


def test_z_metal_tank_2005_text_lets_dark_hole_destroy_y_dragon_head():
    """The 2005 text replaces a destruction by battle only: Dark Hole destroys Y-Dragon Head,
    and Z-Metal Tank follows it as an Equip Card that lost its monster."""
    duel = _table("GOAT", hand_cards=("Dark Hole",)).build()
    s = Script(duel)
    _equip(s)
    s.pick("activate", "Dark Hole")
    s.expect("idle", player=0)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Dark Hole", "Y-Dragon Head", "Z-Metal Tank"]
