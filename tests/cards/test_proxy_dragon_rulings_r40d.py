"""Proxy Dragon's rulings as players ask them (the MR5 preset; its effect: when a card
of its controller's would be destroyed by battle or by a card effect, that player may destroy
instead one of their monsters that Proxy Dragon points to; Link Arrows: Left, Right).

Seed 000 §新大師規則 (怪獸區域: the zones a Link Monster's arrows point to; an Extra Monster Zone
has no zone beside it in its row). Sources: Proxy Dragon's rulings and tips (yugipedia "Card
Rulings:Proxy Dragon": it can only destroy a monster it points to; in the Extra Monster Zone its
Left and Right arrows point to no Monster Zone, so it protects nothing there)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _typhoon_on_my_set_card(proxy_zone):
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Proxy Dragon", zone=proxy_zone, summon_kind="link")
    table.monster(0, "Battle Ox", zone=0)
    table.monster(0, "Mystical Elf", zone=2)
    force = table.spell_trap(0, "Mirror Force")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", force, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


def test_proxy_dragon_in_the_extra_monster_zone_protects_nothing():
    """Q: my Proxy Dragon is in the Extra Monster Zone, with Battle Ox and Mystical Elf in my Main
    Monster Zones 1 and 3; my opponent's Mystical Space Typhoon destroys my Set Mirror Force. May
    Proxy Dragon destroy one of them instead? A: no: from the Extra Monster Zone its Left and
    Right arrows point to no zone; I am not asked and Mirror Force is destroyed."""
    duel, s = _typhoon_on_my_set_card(proxy_zone=5)
    s.expect(request="idle", player=1)
    assert grave(duel, 0) == ["Mirror Force"]
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Mystical Elf", "Proxy Dragon"]


def test_proxy_dragon_between_two_monsters_may_destroy_either_instead():
    """Q: the same with Proxy Dragon in Main Monster Zone 2, between them? A: it points to both:
    I may destroy Battle Ox instead of Mirror Force."""
    duel, s = _typhoon_on_my_set_card(proxy_zone=1)
    s.pick("yes", player=0, request="yes_no")
    assert sorted(o.name for o in s.options("select")) == ["Battle Ox", "Mystical Elf"]
    s.pick("select", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Battle Ox"]
    assert sorted(field_monsters(duel, 0)) == ["Mystical Elf", "Proxy Dragon"]
