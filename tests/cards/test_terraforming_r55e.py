"""Terraforming (73628505): a Normal Spell that adds 1 Field Spell from its player's Deck to the
hand.

Sources: the card's text (DR1 2005 and today's, one meaning, in our words); it needs a Field Spell
in the Deck to be activated (a search with nothing to find cannot be activated, as Reinforcement
of the Army: tests/cards/test_reinforcement_of_the_army*.py); the card added is shown to the
opponent and the Deck is shuffled (kit.search_deck, seed 000 §卡组); Imperial Order negates a
Spell's effect as it resolves (Imperial Order's text).
"""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_terraforming_adds_a_field_spell():
    """Q: my Deck holds Sogen, Yami and Battle Ox; I activate Terraforming. A: Battle Ox is not
    offered; I add Yami to my hand, my opponent sees it, and my Deck is shuffled."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Terraforming")
    table.deck(0, ["Sogen", "Yami", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Terraforming")
    _finish(s)
    assert sorted(o.name for o in duel.request.options if o.kind == "select") == ["Sogen", "Yami"]
    s.pick("select", "Yami")
    assert hand(duel, 0) == ["Yami"] and grave(duel, 0) == ["Terraforming"]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Sogen"]
    assert any(e["player"] == 0 for e in of_type(duel, "shuffle"))
    assert of_type(duel, "reveal")


def test_terraforming_needs_a_field_spell_in_the_deck():
    """Q: my Deck holds no Field Spell (Necrovalley is in my GY). A: Terraforming cannot be
    activated."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Terraforming")
    table.deck(0, ["Battle Ox", "Pot of Greed"])
    table.grave(0, "Necrovalley")
    duel = table.build()
    assert not Script(duel).has("activate", "Terraforming")


def test_terraforming_negated_by_imperial_order():
    """Q: my opponent's Imperial Order is face-up; I activate Terraforming. A: it may be activated,
    its effect is negated: no card is added, Sogen stays in my Deck."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.hand(0, "Terraforming")
    table.deck(0, ["Sogen"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Terraforming")
    _finish(s)
    assert hand(duel, 0) == [] and [c.name for c in duel.players[0].deck] == ["Sogen"]
    assert grave(duel, 0) == ["Terraforming"]
