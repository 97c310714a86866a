"""Gearfried the Swordmaster (57046845) taken by the opponent's Snatch Steal: the judge's review
(round 54q).

Sources: the card's text (FET 2005 and today's, in our words: when an Equip Spell is equipped to
it -- whoever's Equip Spell -- its controller may destroy 1 monster on the field, once per turn);
seed 000 §效果分類 / the general rule that a monster's effect is activated by the player who
controls the monster then: Snatch Steal has already given it to its new controller when its
equipping is done, so the new controller chooses (and may destroy the old controller's
monster)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_gearfried_the_swordmaster_snatched_destroys_for_its_new_controller():
    """Q: I take my opponent's Gearfried the Swordmaster with Snatch Steal (an Equip Spell now
    equipped to it). Whose effect is it? A: mine, its controller now: I may destroy a monster on
    the field -- here my opponent's Celtic Guardian; the Swordmaster stays with me."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Snatch Steal")
    table.monster(0, "Battle Ox")
    swordmaster = table.monster(1, "Gearfried the Swordmaster")
    table.monster(1, "Celtic Guardian")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", swordmaster, player=0, request="target")
    _finish(s)
    s.pick("yes", player=0, request="yes_no")
    assert [o.name for o in s.options("target")] == ["Battle Ox", "Gearfried the Swordmaster", "Celtic Guardian"]
    s.pick("target", "Celtic Guardian", player=0)
    _finish(s)
    assert field_monsters(duel, 0) == ["Battle Ox", "Gearfried the Swordmaster"]
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Celtic Guardian"]
