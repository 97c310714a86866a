"""Y-Dragon Head (65622692): a Union monster for X-Head Cannon, +400 ATK/DEF (seed 004
§特殊效果怪兽; the Union rules themselves: tests/rules/test_union_monsters.py)."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _table(rules, opponent=()):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    x = table.monster(0, "X-Head Cannon", zone=0)
    table.monster(0, "Y-Dragon Head", zone=1)
    for name in opponent:
        table.monster(1, name)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table, x


def _equip(s):
    s.pick("activate", "Y-Dragon Head", request="idle")
    s.pick("target", "X-Head Cannon")
    s.expect("idle", player=0)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_y_dragon_head_equipped_x_head_cannon_gains_400_atk_and_def(rules):
    """Equipped by its own effect (both texts), X-Head Cannon is 2200/1900."""
    table, x = _table(rules)
    duel = table.build()
    s = Script(duel)
    _equip(s)
    assert (duel.atk(x.card(duel)), duel.defense(x.card(duel))) == (2200, 1900)
    assert duel.players[0].szone[0].name == "Y-Dragon Head"


def test_y_dragon_head_saves_x_head_cannon_from_a_battle_it_loses():
    """X-Head Cannon (2200) attacks Summoned Skull (2500): Y-Dragon Head is destroyed
    instead; X-Head Cannon stays, back at 1800, and its controller takes 300."""
    table, x = _table("MR5", opponent=("Summoned Skull",))
    duel = table.build()
    s = Script(duel)
    _equip(s)
    s.pick("battle")
    s.pick("attack", "X-Head Cannon", target="Summoned Skull")
    s.expect("battle", player=0)
    assert field_monsters(duel, 0) == ["X-Head Cannon"]
    assert grave(duel, 0) == ["Y-Dragon Head"]
    assert lp(duel) == (7700, 8000)
    assert duel.atk(x.card(duel)) == 1800


def test_y_dragon_head_unequipped_is_a_monster_again():
    """The next turn Y-Dragon Head unequips: Special Summoned from the Spell & Trap Zone
    (today's text: its controller picks the position), X-Head Cannon loses the bonus."""
    table, x = _table("MR5")
    duel = table.build()
    s = Script(duel)
    _equip(s)
    s.end_turn()
    s.end_turn()
    s.pick("activate", "Y-Dragon Head")
    s.pick("option", "Attack Position")
    assert sorted(field_monsters(duel, 0)) == ["X-Head Cannon", "Y-Dragon Head"]
    y = [c for c in duel.players[0].mzone if c is not None and c.name == "Y-Dragon Head"][0]
    assert y.position == S.FACEUP_ATTACK
    assert duel.atk(x.card(duel)) == 1800
