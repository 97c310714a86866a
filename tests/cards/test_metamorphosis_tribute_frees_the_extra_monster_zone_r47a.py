"""Metamorphosis under MR4: the Tributed monster frees the zone it held (round 47a).

Seed 000 §新大師規則 【主要怪獸區域】 (MR4): a monster Special Summoned from the Extra Deck goes to
an Extra Monster Zone or a Main Monster Zone a Link Monster points to. Metamorphosis Tributes
its monster as a COST, paid as it is activated (seed 000 §コスト), so the zone that monster held
is free when the Fusion Monster arrives -- as a material's leaving frees its zone for an Xyz
Summon (tests/rules/test_link.py) and as this card's own rule already reads for a full field."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_mr4_metamorphosis_tributes_the_fusion_in_the_extra_monster_zone_for_another():
    """Q: under MR4 my Flame Swordsman (Level 5) is in my Extra Monster Zone, my Main Monster
    Zones are empty, and another Flame Swordsman is in my Extra Deck. May I activate
    Metamorphosis Tributing the one in the Extra Monster Zone? A: yes: the Tribute frees the
    Extra Monster Zone, and the Flame Swordsman from the Extra Deck takes it."""
    table = Table(rules="MR4", turn=3, turn_player=0)
    table.hand(0, "Metamorphosis")
    table.monster(0, "Flame Swordsman", zone=5, summon_kind="fusion")
    table.extra(0, "Flame Swordsman")
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", "Metamorphosis")
    s.pick("activate", "Metamorphosis")
    if duel.request.kind == "select":
        s.pick("select", "Flame Swordsman", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "select":
        s.pick("select", "Flame Swordsman", player=0)
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Flame Swordsman"]
    assert sorted(grave(duel, 0)) == ["Flame Swordsman", "Metamorphosis"]
    assert duel.players[0].extra == []


def test_mr4_metamorphosis_without_a_zone_for_the_fusion_is_not_offered():
    """Q: under MR4 my Extra Monster Zone holds Flame Swordsman (Level 5) and a Main Monster Zone
    no Link points to holds Dark Magician (Level 7); my Extra Deck holds Flame Swordsman and Gaia
    the Dragon Champion (Level 7). Which may Metamorphosis Tribute? A: Flame Swordsman only:
    Tributing Dark Magician frees a Main Monster Zone, which a Fusion Monster may not take under
    MR4, while the Extra Monster Zone stays taken."""
    table = Table(rules="MR4", turn=3, turn_player=0)
    table.hand(0, "Metamorphosis")
    table.monster(0, "Flame Swordsman", zone=5, summon_kind="fusion")
    table.monster(0, "Dark Magician", zone=0)
    table.extra(0, "Flame Swordsman", "Gaia the Dragon Champion")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Metamorphosis")
    assert {o.name for o in s.options("select")} == {"Flame Swordsman"}
