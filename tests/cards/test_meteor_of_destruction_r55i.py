"""Meteor of Destruction (33767325), Normal Spell: 1000 damage to the opponent; it cannot be
activated while the opponent has 3000 LP or less.

Sources: yugioh-wiki.net 《デス・メテオ》 (the OCG text: not activated while the opponent's LP
are 3000 or less; FAQ 05/03/31: if the opponent's LP fall to 3000 or less while the chain
resolves, the Meteor already activated still deals its 1000). The 2005 text (FET) says the same:
no 2005 entry."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_meteor_of_destruction_deals_1000():
    """Q: my opponent has 8000 LP; I activate Meteor of Destruction. A: they have 7000."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Meteor of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Meteor of Destruction", request="idle")
    _finish(s)
    assert lp(duel) == (8000, 7000) and grave(duel, 0) == ["Meteor of Destruction"]


def test_meteor_of_destruction_needs_more_than_3000_lp():
    """Q: may I activate Meteor of Destruction while my opponent has exactly 3000 LP? And at
    3001? A: not at 3000; at 3001 yes, leaving them 2001."""
    table = Table(rules="GOAT", turn=3, lp=(8000, 3000))
    table.hand(0, "Meteor of Destruction")
    assert not Script(table.build()).has("activate", "Meteor of Destruction")
    table = Table(rules="GOAT", turn=3, lp=(8000, 3001))
    table.hand(0, "Meteor of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Meteor of Destruction", request="idle")
    _finish(s)
    assert lp(duel) == (8000, 2001)


def test_meteor_of_destruction_still_hits_after_lp_fall_in_the_chain():
    """Q: my opponent has 3500 LP; I activate Meteor of Destruction and chain my Cemetary Bomb
    (6 cards in their GY: 600). A: Cemetary Bomb leaves them 2900; the Meteor, already
    activated, still deals 1000: 1900 (yugioh-wiki FAQ 05/03/31)."""
    table = Table(rules="GOAT", turn=3, lp=(8000, 3500))
    table.hand(0, "Meteor of Destruction")
    table.spell_trap(0, "Cemetary Bomb")
    table.grave(1, *(["Battle Ox"] * 6))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Meteor of Destruction", request="idle")
    if duel.request.player == 1:
        s.pick("pass", player=1)
    s.pick("activate", "Cemetary Bomb", player=0, request="chain")
    _finish(s)
    assert lp(duel) == (8000, 1900)
    assert sorted(grave(duel, 0)) == ["Cemetary Bomb", "Meteor of Destruction"]
