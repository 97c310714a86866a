"""Creature Swap with a monster in the Extra Monster Zone. The two monsters switch control at the
same time; a monster whose control moves is placed in a Main Monster Zone of its new controller
(never in an Extra Monster Zone; seed 000 【額外怪獸區域】: that zone takes monsters from the Extra
Deck), so my Link Spider (in the Extra Monster Zone) traded for my opponent's Celtic Guardian goes
to one of their Main Monster Zones and Celtic Guardian to one of mine. With all five of my Main
Monster Zones full, a monster of my Extra Monster Zone cannot be the one I give: the monster I
receive would have no Main Monster Zone to go to.

Sources: yugioh-wiki 「コントロール交換」 (a monster whose control moves is always placed in a Main
Monster Zone; with all five Main Monster Zones taken a player must choose one of those five, not an
Extra Monster Zone monster); yugiou-djmikun.com "EXゾーンモンスターのコントロール奪取は
メインモンスターゾーンへ" (V Jump ruling: an Extra Monster Zone monster taken goes to a Main
Monster Zone); yugipedia "Extra Monster Zone" (the same)."""

from duelist.testing.scenario import Script, Table


def _swap(my_main_monsters):
    table = Table(rules="MR5", turn=3, turn_player=0)
    spider = table.monster(0, "Link Spider", zone=5, summon_kind="link")
    for zone in range(my_main_monsters):
        table.monster(0, "Battle Ox", zone=zone)
    guardian = table.monster(1, "Celtic Guardian", zone=0)
    table.hand(0, "Creature Swap")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel, s, spider, guardian


def test_link_spider_in_the_extra_monster_zone_is_traded_into_a_main_monster_zone():
    """Q: I activate Creature Swap and give my Link Spider (Extra Monster Zone); my opponent gives
    Celtic Guardian. A: Link Spider goes to one of their Main Monster Zones, Celtic Guardian to
    one of mine."""
    duel, s, spider, guardian = _swap(my_main_monsters=1)
    s.pick("select", "Link Spider")
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    spider, guardian = spider.card(duel), guardian.card(duel)
    assert spider.controller == 1 and spider.seq < 5
    assert guardian.controller == 0 and guardian.seq < 5


def test_control_a_main_monster_zone_monster_is_traded():
    """Control: giving Battle Ox (Main Monster Zone 1) instead, the trade is made."""
    duel, s, spider, guardian = _swap(my_main_monsters=1)
    s.pick("select", "Battle Ox")
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert guardian.card(duel).controller == 0
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox"]


def test_with_five_main_monsters_the_extra_monster_zone_monster_is_not_offered():
    """Q: my five Main Monster Zones are full and Link Spider is in my Extra Monster Zone. May I
    give Link Spider? A: no: Celtic Guardian would have no Main Monster Zone; I choose among the
    five."""
    duel, s, spider, guardian = _swap(my_main_monsters=5)
    assert duel.request.kind == "select" and duel.request.player == 0
    assert not s.has("select", "Link Spider")
