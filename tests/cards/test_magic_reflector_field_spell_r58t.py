"""Magic Reflector (61844784) on a Field Spell: a judge's review (round 58t).

Source: yugioh-wiki.net 《マジック・ガードナー》 FAQ (the counter is not removed instead of a
destruction by a rule: an Equip Spell with no monster, and a Field Spell replaced by a new one,
are destroyed all the same). The GOAT preset plays the 2005 rule (one Field Spell on the whole
field: a new one destroys the old); under today's rule each player has a Field Zone, and the
opponent's Field Spell leaves mine where it is."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _opponent_activates_umi(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Magic Reflector")
    yami = table.field_spell(0, "Yami")
    table.hand(1, "Umi")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Magic Reflector", player=0, request="idle")
    s.pick("target", yami, player=0)
    _pass(duel, s)
    assert [(e["name"], e["count"]) for e in of_type(duel, "counter")] == [("Yami", 1)]
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass", player=duel.request.player)
    s.pick("activate", "Umi", player=1, request="idle")
    _pass(duel, s)
    return duel, yami


def test_magic_reflector_counter_does_not_save_a_field_spell_replaced_goat():
    """Q: (GOAT) my Yami holds Magic Reflector's counter; in their turn my opponent activates
    Umi. A: the old Field Spell is destroyed by the rule, not by a card's effect: the counter is
    not removed instead, and Yami goes to my GY."""
    duel, yami = _opponent_activates_umi("GOAT")
    assert yami.card(duel).location == "grave"
    assert grave(duel, 0) == ["Magic Reflector", "Yami"]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Yami"]


def test_magic_reflector_field_spell_kept_by_todays_field_zones():
    """Q: (today's rule) the same. A: each player has a Field Zone: my opponent's Umi leaves my
    Yami (and its counter) in place."""
    duel, yami = _opponent_activates_umi("MR5")
    assert yami.card(duel).location == "fzone"
    assert grave(duel, 0) == ["Magic Reflector"] and of_type(duel, "destroyed") == []
