"""Change of Heart on a monster in the Extra Monster Zone. A monster whose control changes is
placed in a Main Monster Zone of the player who takes it, never in an Extra Monster Zone, and when
control goes back it is placed in one of its owner's Main Monster Zones (it does not return to the
Extra Monster Zone). With no Main Monster Zone open, the taker has nowhere to put it, and Change
of Heart is not offered against it.

Seed 000 【額外怪獸區域】 (a player uses an Extra Monster Zone only for a monster from the Extra
Deck). Sources: yugiou-djmikun.com "EXゾーンモンスターのコントロール奪取はメインモンスターゾーンへ"
(V Jump ruling: Mind Control on an Extra Monster Zone monster puts it in the taker's Main Monster
Zone, and it returns to its owner's Main Monster Zone); yugipedia "Extra Monster Zone" (the same,
"even when returning control to its owner"); yugioh-wiki 「コントロール交換」 (a monster whose
control moves is always placed in a Main Monster Zone)."""

from duelist.testing.scenario import Script, Table


def test_a_link_spider_taken_from_the_extra_monster_zone_goes_to_a_main_zone_and_back_to_one():
    """Q: my opponent controls Decode Talker in the other Extra Monster Zone and takes my Link
    Spider (in my Extra Monster Zone) with Change of Heart. A: Link Spider goes to one of their Main
    Monster Zones (even though they already hold an Extra Monster Zone); at the end of the turn it comes back to one of my Main Monster Zones, not to the Extra Monster Zone."""
    table = Table(rules="MR5", turn=3, turn_player=1)
    spider = table.monster(0, "Link Spider", zone=5, summon_kind="link")
    table.monster(1, "Decode Talker", zone=6, summon_kind="link")
    table.hand(1, "Change of Heart")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", spider, player=1)
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            s.answer(duel.request.options[0])
    card = spider.card(duel)
    assert card.controller == 1 and card.seq < 5                # a Main Monster Zone
    s.end_turn()
    card = spider.card(duel)
    assert card.controller == 0 and card.seq < 5                # back, to a Main Monster Zone


def test_no_change_of_heart_on_an_extra_monster_zone_monster_with_every_main_zone_full():
    """Q: all five of my Main Monster Zones are full; my opponent's only monster is Link Spider in
    the Extra Monster Zone. May I activate Change of Heart on it? A: no: I could not place it."""
    table = Table(rules="MR5", turn=3, turn_player=1)
    table.monster(0, "Link Spider", zone=5, summon_kind="link")
    for zone in range(5):
        table.monster(1, "Battle Ox", zone=zone)
    table.hand(1, "Change of Heart")
    duel = table.build()
    assert not Script(duel).has("activate", "Change of Heart")
