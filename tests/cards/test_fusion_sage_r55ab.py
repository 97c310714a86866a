"""Fusion Sage (26902560): add 1 Polymerization from the Deck to the hand.

Sources: the card's texts in our words (the 2005 print, Dark Beginning 2, and today's do the same:
no ERAS entry); a card that adds a card from the Deck cannot be activated while the Deck holds
none (seed 000 §魔法卡: a card whose effect cannot be carried out cannot be activated; our
reading); Imperial Order negates Spell Cards on the field (its own text)."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table

SAGE = "Fusion Sage"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_fusion_sage_adds_polymerization():
    """Q: I activate Fusion Sage with Polymerization in my Deck. A: Polymerization is added to
    my hand; Fusion Sage goes to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SAGE)
    table.deck(0, ["Battle Ox", "Polymerization", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SAGE)
    _pass(s)
    if duel.request.kind == "select":
        s.pick("select", "Polymerization")
    _pass(s)
    assert hand(duel, 0) == ["Polymerization"]
    assert grave(duel, 0) == [SAGE]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Mystical Elf"]


def test_fusion_sage_needs_polymerization_in_the_deck():
    """Q: my Deck holds no Polymerization (only other Fusion cards). A: Fusion Sage cannot be
    activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SAGE)
    table.deck(0, ["Battle Ox", "Fusion Sage"])
    duel = table.build()
    assert not Script(duel).has("activate", SAGE)


def test_fusion_sage_negated_by_imperial_order():
    """Q: my opponent has a face-up Imperial Order. A: Fusion Sage may be activated, but its
    effect is negated: no Polymerization comes to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SAGE)
    table.deck(0, ["Polymerization"])
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SAGE)
    _pass(s)
    assert [e["type"] for e in of_type(duel, "negated")] == ["negated"]
    assert grave(duel, 0) == [SAGE] and hand(duel, 0) == []
    assert [c.name for c in duel.players[0].deck] == ["Polymerization"]
