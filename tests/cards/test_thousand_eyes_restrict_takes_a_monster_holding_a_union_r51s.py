"""Thousand-Eyes Restrict takes an X-Head Cannon equipped with Y-Dragon Head.

The monster Thousand-Eyes Restrict takes becomes its Equip Card, no monster any more; the
Equip Cards it held have nothing to be equipped to and are destroyed (seed 000 §魔法卡 ›
裝備魔法; seed 004 §特殊效果怪兽 Union: the Union is destroyed when its monster leaves the
Monster Zone). Thousand-Eyes Restrict's ATK/DEF become those of the card it holds, an Equip
Card with no bonus on it: X-Head Cannon's own 1800/1500, not the 2200/1900 it had with
Y-Dragon Head (Edison-format archive, Relinquished / Thousand-Eyes Restrict: "the monster taken
is treated as an Equip Spell Card"; tests/cards/test_thousand_eyes_restrict_rulings_r40a.py)."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

X, Y = "X-Head Cannon", "Y-Dragon Head"


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_the_union_is_destroyed_and_thousand_eyes_restrict_gets_the_bare_stats(rules):
    """Q: my opponent's X-Head Cannon holds their Y-Dragon Head (2200/1900). My Thousand-Eyes
    Restrict takes X-Head Cannon. A: Y-Dragon Head is destroyed (to its owner's GY);
    Thousand-Eyes Restrict becomes 1800/1500."""
    table = Table(rules=rules, turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    x = table.monster(1, X)
    table.spell_trap(1, Y, face_down=False, equipped_to=x)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    if rules == "MR5":      # (2005: a Union the table placed was not equipped by its own effect)
        assert duel.atk(x.card(duel)) == 2200
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", X)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == []
    assert [c.name for c in duel.players[0].szone if c is not None] == [X]
    assert [c for c in duel.players[1].szone if c is not None] == []
    assert grave(duel, 1) == [Y]
    assert (duel.atk(ter.card(duel)), duel.defense(ter.card(duel))) == (1800, 1500)
