"""Ojama King blocking the only zone an Extra Deck monster could use under Master Rule 4.

Under MR4 a monster Special Summoned from the Extra Deck goes to the player's Extra Monster Zone
or a Main Monster Zone a Link Monster points to (seed 000 【主要怪獸區域】, 【額外怪獸區域】: one
Extra Monster Zone per player). With Link Spider in my Extra Monster Zone pointing to my Main
Monster Zone 2, and my opponent's Ojama King blocking zones 2-4, an Xyz Summon has no zone: it is
not offered, though the materials (zones 1 and 5) would leave. Under MR5 an Xyz Monster may go to
any Main Monster Zone, so the zone a material frees takes it.

Sources: yugioh-wiki 「マスタールール4」 (Extra Deck monsters: EMZ or linked zones only);
yugioh-wiki 「新マスタールール」 / 「マスタールール(2020年4月1日改訂版)」 (MR5: only Link and Pendulum
Monsters from the Extra Deck are so restricted); yugioh-wiki 《おジャマ・キング》 (the blocked zones
cannot be used)."""

import pytest

from duelist.testing.scenario import Script, Table

UTOPIA = "Number 39: Utopia"


def _table(rules, ojama):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Link Spider", zone=5, summon_kind="link")     # left EMZ, points to zone 2
    table.monster(0, "Mad Dog of Darkness", zone=0)
    table.monster(0, "Battle Ox", zone=4)
    table.extra(0, UTOPIA)
    if ojama:
        table.monster(1, "Ojama King", summon_kind="fusion")         # blocks my zones 2-4
    return table.build()


def test_mr4_control_the_xyz_monster_goes_to_the_zone_link_spider_points_to():
    duel = _table("MR4", ojama=False)
    s = Script(duel)
    s.pick("xyz_summon", UTOPIA)
    s.pick("option", "Attack Position", request="option")
    assert {c.name: c.seq for c in duel.monsters(0)} == {UTOPIA: 1, "Link Spider": 5}


def test_mr4_no_xyz_summon_when_ojama_king_blocks_the_linked_zone():
    """Q: MR4; Link Spider holds my Extra Monster Zone and my opponent's Ojama King blocks the
    zone it points to. May I Xyz Summon Utopia with Mad Dog of Darkness and Battle Ox? A: no:
    no zone an Extra Deck monster may use is open."""
    duel = _table("MR4", ojama=True)
    assert not Script(duel).has("xyz_summon", UTOPIA)


@pytest.mark.parametrize("ojama", [False, True])
def test_mr5_the_xyz_monster_takes_a_zone_its_material_frees(ojama):
    """Q: the same under MR5? A: yes: Utopia goes to Main Monster Zone 1, freed by Mad Dog."""
    duel = _table("MR5", ojama=ojama)
    s = Script(duel)
    s.pick("xyz_summon", UTOPIA)
    s.pick("option", "Attack Position", request="option")
    assert {c.name: c.seq for c in duel.monsters(0)} == {UTOPIA: 0, "Link Spider": 5}
