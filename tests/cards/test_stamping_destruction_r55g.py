"""Stamping Destruction (81385346): a Normal Spell activated only while its player controls a
face-up Dragon monster; it targets 1 Spell/Trap on the field, destroys it and deals 500 damage to
that card's controller.

Sources: the card's text (LOD 2003 and today's say the same, in our words); yugioh-wiki.net
《スタンピング・クラッシュ》: the Dragon is an activation condition (asked as it is activated,
not again as it resolves); the damage follows the destruction, so nothing is dealt when the
target is gone (seed 000 §對象: a target no longer there is not affected). The damage goes to the
card's controller, its own player too when it destroys one of their own cards."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_stamping_destruction_destroys_and_burns_the_controller():
    """Q: I control a face-up Koumori Dragon and activate Stamping Destruction on my opponent's Set
    Mirror Force. A: Mirror Force is destroyed and my opponent takes 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Stamping Destruction")
    table.monster(0, "Koumori Dragon")
    force = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stamping Destruction", player=0, request="idle")
    s.pick("target", force, player=0)
    _finish(s)
    assert grave(duel, 1) == ["Mirror Force"] and grave(duel, 0) == ["Stamping Destruction"]
    assert lp(duel) == (8000, 7500)


def test_stamping_destruction_on_my_own_card_burns_me():
    """Q: I target my own face-up Swords of Revealing Light. A: it is destroyed and I, its
    controller, take the 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Stamping Destruction")
    table.monster(0, "Koumori Dragon")
    swords = table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stamping Destruction", player=0, request="idle")
    s.pick("target", swords, player=0)
    _finish(s)
    assert sorted(grave(duel, 0)) == ["Stamping Destruction", "Swords of Revealing Light"]
    assert lp(duel) == (7500, 8000)


def test_stamping_destruction_needs_a_face_up_dragon():
    """Q: I control a face-down Koumori Dragon and a face-up Battle Ox (a Beast-Warrior); my
    opponent a face-up Koumori Dragon. May I activate Stamping Destruction? A: no: the Dragon must
    be mine and face-up."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Stamping Destruction")
    table.monster(0, "Koumori Dragon", position="set")
    table.monster(0, "Battle Ox")
    table.monster(1, "Koumori Dragon")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    assert not Script(duel).has("activate", "Stamping Destruction")


def test_stamping_destruction_resolves_after_book_of_moon_on_the_dragon():
    """Q: my opponent chains Book of Moon to Stamping Destruction, turning my Dragon face-down.
    A: the Dragon is asked only as it is activated: Mirror Force is still destroyed and the 500
    dealt."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Stamping Destruction")
    dragon = table.monster(0, "Koumori Dragon")
    force = table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stamping Destruction", player=0, request="idle")
    s.pick("target", force, player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", dragon, player=1)
    _finish(s)
    assert dragon.card(duel).position == "set"
    assert sorted(grave(duel, 1)) == ["Book of Moon", "Mirror Force"] and lp(duel) == (8000, 7500)


def test_stamping_destruction_no_damage_when_the_target_was_sent_away():
    """Q: my opponent answers by chaining Emergency Provisions, sending the targeted Mirror Force
    as its cost. A: nothing is left to destroy: no 500 damage (they gain their 1000)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Stamping Destruction")
    table.monster(0, "Koumori Dragon")
    force = table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Emergency Provisions")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stamping Destruction", player=0, request="idle")
    s.pick("target", force, player=0)
    s.pick("activate", "Emergency Provisions", player=1, request="chain")
    s.pick("select", force, player=1)
    if duel.request.kind == "select":
        s.pick("done", player=1)
    _finish(s)
    assert lp(duel) == (8000, 9000)
    assert sorted(grave(duel, 1)) == ["Emergency Provisions", "Mirror Force"]
