"""A monster whose control change ends in the End Phase, with no Main Monster Zone free on
its owner's side (round 52p).

It cannot come back, so it is sent to its owner's GY (the counterpart with every zone full is
tests/rules/test_control_in_hard_places_r39s.py). Two corners: under Master Rule 5 an empty
Extra Monster Zone does not take it (a Main Deck monster goes back to a Main Monster Zone
only), and a Token that cannot come back leaves the field and vanishes -- no GY holds it.
Sources: yugioh-wiki.net 「トークン」 (a Token that leaves the field disappears); the MR4/MR5 zone rules
(yugioh-wiki.net 「エクストラモンスターゾーン」: only a monster from the Extra Deck, or one an
effect places there, uses it); the rest is our reading of Change of Heart's "until the End
Phase" with no zone to return to."""

from duelist.testing.reads import grave, monsters
from duelist.testing.scenario import Script, Table

FOUR = ["Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon", "Beaver Warrior"]


def _pass_chain(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _take_then_fill(first):
    """Player 0 takes player 1's `first` (zone 0); player 1, with four more monsters, fills the
    freed zone with Call of the Haunted as player 0 tries to enter the Battle Phase."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart")
    taken = table.monster(1, first)
    for name in FOUR:
        table.monster(1, name)
    table.spell_trap(1, "Call of the Haunted")
    table.grave(1, "Celtic Guardian")
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", taken)
    _pass_chain(s)
    assert taken.card(duel).controller == 0
    s.pick("battle")
    s.pick("activate", "Call of the Haunted", player=1)
    s.pick("target", "Celtic Guardian", player=1)
    _pass_chain(s)
    assert monsters(duel, 1) == ["Celtic Guardian"] + FOUR
    s.pick("end_turn")
    assert duel.turn == 4
    return duel, taken


def test_a_borrowed_monster_does_not_come_back_into_the_empty_extra_monster_zone():
    """Q: I take my opponent's Battle Ox with Change of Heart; they fill their five Main
    Monster Zones (Call of the Haunted). Both Extra Monster Zones are empty. In the End Phase,
    where does Battle Ox go? A: to my opponent's GY: it may not return to an Extra Monster
    Zone."""
    duel, ox = _take_then_fill("Battle Ox")
    assert ox.card(duel).location == "grave" and grave(duel, 1) == ["Battle Ox"]
    assert duel.emz == [None, None]
    assert monsters(duel, 0) == [None] * 5


def test_a_borrowed_token_with_no_zone_to_return_to_vanishes():
    """Q: the same with a Sheep Token I took. A: it leaves the field and vanishes: it is in
    neither GY, and nowhere else."""
    duel, _ = _take_then_fill("Sheep Token")
    assert grave(duel, 0) == ["Change of Heart"] and grave(duel, 1) == []
    assert "Sheep Token" not in [c.name for c in duel.monsters(0) + duel.monsters(1)]
    assert [e["reason"] for e in duel.log if e["type"] == "token_vanished"] == ["no_zone"]
