"""Element Valkyrie (97623219): while a face-up FIRE monster is on the field it gains 500 ATK;
while a face-up WATER monster is on the field its control cannot change.

Sources: the card's text in our words (FET 2005: "this card gets the following effects while there
is a monster with the following Attribute on the field"; today's says the same: no ERAS entry);
yugioh-wiki.net 《エレメント》 (the four shared effects; the WATER one: "the control of this card
cannot change", so a card that would take it cannot target it). Our reading: a face-down monster
shows no Attribute."""

from duelist.testing.scenario import Script, Table

VALKYRIE = "Element Valkyrie"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_element_valkyrie_fire_gains_500_atk():
    """Q: Element Valkyrie with my opponent's UFO Turtle (FIRE) face-up. A: 2000 ATK; with no
    FIRE monster, 1500."""
    for fire in (True, False):
        table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
        valkyrie = table.monster(0, VALKYRIE)
        if fire:
            table.monster(1, "UFO Turtle")
        duel = table.build()
        assert duel.atk(valkyrie.card(duel)) == (2000 if fire else 1500)


def test_element_valkyrie_water_stops_snatch_steal():
    """Q: My Great White (WATER) is face-up; my opponent holds Snatch Steal. A: Element Valkyrie
    cannot be its target (its control cannot change); Great White can."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    valkyrie = table.monster(0, VALKYRIE)
    table.monster(0, "Great White")
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    assert not s.has("target", valkyrie) and s.has("target", "Great White")


def test_element_valkyrie_water_set_does_not_count():
    """Q: My Great White is Set (face-down). A: no WATER effect: my opponent's Change of Heart takes
    Element Valkyrie."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    valkyrie = table.monster(0, VALKYRIE)
    table.monster(0, "Great White", position="set")
    table.hand(1, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", valkyrie, player=1)
    _resolve(s)
    assert valkyrie.card(duel).controller == 1
