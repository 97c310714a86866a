"""Summoner Monk cannot be Tributed while it is face-up (its text; Pojo COTD 2010-01-05 "This
card cannot be tributed"; yugipedia Card Rulings: Summoner Monk). A Tribute that is a cost is
still a Tribute: a card or effect whose cost could only be paid by Tributing a face-up Summoner
Monk cannot be activated at all, and a Special Summon procedure that Tributes cannot use it
(seed 000 §怪獸的條件特殊召喚: the procedure's Tributes are part of the summon; the brief of
round 50r: a cost that cannot be paid means no activation; the engine reads the Monk so for
Tribute Summons, Soul Exchange and Ritual Tributes already: tests/engine/
test_summon_options_cost_and_lock_r11t.py, tests/cards/test_soul_exchange_target_gone_or_untributable_r43n.py).

A face-down Summoner Monk may be Tributed (its text applies only face-up; seed 000
§怪獸的表示形式: a face-down monster you control may be Tributed).

Round 50r found Enemy Controller, Lava Golem, Toon Summoned Skull, Hand of Nephthys and Decode
Talker Tributing a face-up Summoner Monk (request 1 in /work/reports/h50r-requests.md; fixed in
stop 50, Ctx.tributable), beside controls."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

SWITCH, STEAL = 0, 1


def _enemy_controller_modes(duel):
    return sorted(o.effect for o in duel.request.options if o.kind == "activate" and o.name == "Enemy Controller")


def _enemy_controller_with(monk_position):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Summoner Monk", position=monk_position)
    table.monster(1, "Battle Ox")
    table.hand(0, "Enemy Controller")
    return table.build()


def test_enemy_controller_cannot_tribute_a_face_up_summoner_monk():
    """Q: my only monster is a face-up Summoner Monk. May I activate Enemy Controller's second
    effect (Tribute 1 monster: take control of an opponent's face-up monster)? A: no: the Monk
    cannot be Tributed, so the cost cannot be paid; only the position-changing effect may be
    activated."""
    duel = _enemy_controller_with("defense")
    assert _enemy_controller_modes(duel) == [SWITCH]


def test_enemy_controller_may_tribute_a_face_down_summoner_monk():
    """Q: the same, with Summoner Monk Set. A: yes: face-down, it is just a monster that may be
    Tributed; Enemy Controller takes Battle Ox."""
    duel = _enemy_controller_with("set")
    assert _enemy_controller_modes(duel) == [SWITCH, STEAL]
    found = [o for o in duel.request.options if o.kind == "activate" and o.effect == STEAL]
    s = Script(duel)
    s.answer(found[0])
    if duel.request.kind == "select":                  # the Tribute, the cost: paid first
        s.answer([o for o in duel.request.options if o.kind == "select"][0])
    s.pick("target", "Battle Ox", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Enemy Controller", "Summoner Monk"]


def test_lava_golem_cannot_tribute_a_face_up_summoner_monk():
    """Q: my opponent controls Summoner Monk (face-up) and Battle Ox. May I Special Summon Lava
    Golem to their field by Tributing 2 of their monsters? A: no: only Battle Ox may be
    Tributed, one short of the two its procedure needs."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Summoner Monk", position="defense")
    table.monster(1, "Battle Ox")
    table.hand(0, "Lava Golem")
    duel = table.build()
    assert not Script(duel).has("special_summon", "Lava Golem")


def test_toon_summoned_skull_cannot_tribute_a_face_up_summoner_monk():
    """Q: Toon World is face-up and my only monster is a face-up Summoner Monk. May I Special
    Summon Toon Summoned Skull (Level 6: 1 Tribute)? A: no: the Monk cannot be that Tribute."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Summoner Monk", position="defense")
    table.spell_trap(0, "Toon World", face_down=False)
    table.hand(0, "Toon Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("special_summon", "Toon Summoned Skull")


def test_toon_summoned_skull_beside_summoner_monk_offers_only_the_other_tribute():
    """Q: the same with Celtic Guardian beside the Monk. A: Toon Summoned Skull may be Special
    Summoned, and Celtic Guardian is the only Tribute offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Summoner Monk", position="defense")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Toon World", face_down=False)
    table.hand(0, "Toon Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Toon Summoned Skull")
    if duel.request.kind == "select":
        assert [o.name for o in duel.request.options if o.kind == "select"] == ["Celtic Guardian"]
        s.pick("select", "Celtic Guardian")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    assert sorted(field_monsters(duel, 0)) == ["Summoner Monk", "Toon Summoned Skull"]
    assert grave(duel, 0) == ["Celtic Guardian"]


def test_hand_of_nephthys_cannot_tribute_a_face_up_summoner_monk():
    """Q: I control Hand of Nephthys and a face-up Summoner Monk, Sacred Phoenix of Nephthys in
    my Deck. May I Tribute Hand of Nephthys and 1 other monster to Special Summon the Phoenix?
    A: no: the only other monster cannot be Tributed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Hand of Nephthys")
    table.monster(0, "Summoner Monk", position="defense")
    table.deck(0, ["Sacred Phoenix of Nephthys", "Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", "Hand of Nephthys")


def _decode_talker_answering_mst(monk_position):
    table = Table(rules="MR5", turn=3, turn_player=1)
    table.monster(0, "Decode Talker", zone=5)
    table.monster(0, "Summoner Monk", zone=0, position=monk_position)
    table.monster(0, "Summoner Monk", zone=2, position=monk_position)
    table.spell_trap(0, "Pot of Greed")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.answer([o for o in duel.request.options if o.kind == "target"][0])     # my Set Pot of Greed
    s.expect(request="chain", player=0) if duel.request.kind == "chain" else None
    return duel, s


def test_decode_talker_cannot_tribute_face_up_summoner_monks_it_points_to():
    """Q: Decode Talker points only to my two face-up Summoner Monks; my opponent's Mystical
    Space Typhoon targets my Set card. May Decode Talker Tribute a monster it points to and
    negate it? A: no: neither Monk can be Tributed."""
    duel, s = _decode_talker_answering_mst("defense")
    assert not s.has("activate", "Decode Talker")


def test_decode_talker_may_tribute_a_face_down_summoner_monk_it_points_to():
    """Control: the Monks Set face-down may be Tributed: Decode Talker is offered."""
    duel, s = _decode_talker_answering_mst("set")
    assert s.has("activate", "Decode Talker")
