"""A Fusion Summon with every Main Monster Zone full and the Extra Monster Zone taken (round 52s).

Seed 000 §特殊召喚 (a summon needs a free zone, but one whose procedure makes monsters leave the
field may use the zones they leave) and §新大師規則 【主要怪獸區域】 / 【額外怪獸區域】: under Master
Rule 4 a monster from the Extra Deck goes to the Extra Monster Zone or to a Main Monster Zone a
Link Monster points to; seed 001 §新大師規則 (the 2020 revision, MR5 here): a Fusion, Synchro or
Xyz Monster from the Extra Deck may go to any Main Monster Zone. My Link Spider holds my Extra
Monster Zone and points down to Main Monster Zone 1; every Main Monster Zone holds a monster,
one of them Curse of Dragon, a material of Gaia the Dragon Champion with Gaia The Fierce Knight
from my hand.
"""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

GAIA = "Gaia the Dragon Champion"


def _full_field(rules, curse_zone):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.extra(0, GAIA)
    table.hand(0, "Polymerization", "Gaia The Fierce Knight")
    table.monster(0, "Link Spider")                       # Extra Monster Zone, arrow Bottom -> zone 1
    for zone in range(5):
        table.monster(0, "Curse of Dragon" if zone == curse_zone else "Battle Ox", zone=zone)
    return table.build()


def _fuse(duel):
    s = Script(duel)
    s.pick("activate", "Polymerization")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", GAIA)
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["MR4", "MR5"])
def test_a_material_in_the_zone_the_link_points_to_frees_it_for_the_fusion_monster(rules):
    """Q: Curse of Dragon stands in Main Monster Zone 1, the zone Link Spider points to. May I
    activate Polymerization? A: yes, under both rules: the material leaves that zone, and the
    Fusion Monster takes it."""
    duel = _full_field(rules, curse_zone=1)
    _fuse(duel)
    assert duel.players[0].mzone[1].name == GAIA
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox"] * 4 + [GAIA, "Link Spider"]
    assert sorted(grave(duel, 0)) == ["Curse of Dragon", "Gaia The Fierce Knight", "Polymerization"]


def test_master_rule_4_a_material_elsewhere_leaves_no_zone_for_the_fusion_monster():
    """Q: under Master Rule 4, Curse of Dragon stands in Main Monster Zone 0, a zone no Link
    points to. May I activate Polymerization? A: no: the zone it leaves may not take a monster
    from the Extra Deck, and the Extra Monster Zone and Zone 1 are taken."""
    duel = _full_field("MR4", curse_zone=0)
    assert not Script(duel).has("activate", "Polymerization")


def test_master_rule_5_a_material_elsewhere_frees_a_zone_for_the_fusion_monster():
    """Q: the same under Master Rule 5 (the 2020 revision). A: a Fusion Monster may take any
    Main Monster Zone: Gaia the Dragon Champion takes Zone 0, the one Curse of Dragon left."""
    duel = _full_field("MR5", curse_zone=0)
    _fuse(duel)
    assert duel.players[0].mzone[0].name == GAIA
    assert sorted(grave(duel, 0)) == ["Curse of Dragon", "Gaia The Fierce Knight", "Polymerization"]
