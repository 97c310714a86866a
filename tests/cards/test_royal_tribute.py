"""Royal Tribute: activated only while Necrovalley is on the field; both players discard every
Monster Card in their hands.

Sources: the card's text (2005: "can only be activated when Necrovalley is on the field. Both
players discard all Monster Cards from their hands"; today's says the same); "only while
Necrovalley is on the field" is a condition of the activation alone (our reading of the text:
nothing in it asks for Necrovalley as it resolves, so destroyed in response, the discards still
happen); yugioh-wiki.net 《墓守の巫女》 (a Necrovalley on either side meets the condition);
Imperial Order's text (Spell Cards are negated)."""

import pytest

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def _table(rules="GOAT", valley_side=0):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Royal Tribute", "Gravekeeper's Spy", "Pot of Greed")
    table.hand(1, "Sangan", "Mirror Force", "Summoned Skull")
    if valley_side is not None:
        table.field_spell(valley_side, "Necrovalley")
    return table


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_royal_tribute_discards_every_monster_in_both_hands(rules):
    """Q: with my Necrovalley face-up, I activate Royal Tribute; I hold Gravekeeper's Spy and Pot
    of Greed, my opponent Sangan, Mirror Force and Summoned Skull. A: the monsters are discarded
    (Spy; Sangan and Skull); the Spell and the Trap stay in the hands (2005 and today alike)."""
    duel = _table(rules).build()
    s = Script(duel)
    s.pick("activate", "Royal Tribute", request="idle")
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert hand(duel, 0) == ["Pot of Greed"] and hand(duel, 1) == ["Mirror Force"]
    assert grave(duel, 0) == ["Gravekeeper's Spy", "Royal Tribute"]
    assert sorted(grave(duel, 1)) == ["Sangan", "Summoned Skull"]


def test_royal_tribute_works_with_the_opponents_necrovalley():
    """Q: the only Necrovalley is my opponent's. May I activate Royal Tribute? A: yes: it needs
    Necrovalley on the field, on either side."""
    duel = _table(valley_side=1).build()
    s = Script(duel)
    s.pick("activate", "Royal Tribute", request="idle")
    _pass_all(s, duel)
    assert hand(duel, 1) == ["Mirror Force"]


def test_royal_tribute_cannot_be_activated_without_necrovalley():
    """Q: no Necrovalley is on the field. May I activate Royal Tribute? A: no: the Main Phase
    menu does not offer it."""
    duel = _table(valley_side=None).build()
    assert not Script(duel).has("activate", "Royal Tribute")


def test_royal_tribute_resolves_though_necrovalley_is_destroyed_in_response():
    """Q: I activate Royal Tribute; my opponent chains Mystical Space Typhoon on my Necrovalley.
    A: Necrovalley was only needed to activate it: the Typhoon destroys Necrovalley, then both
    hands still lose their monsters."""
    table = _table()
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Royal Tribute", request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Necrovalley", player=1)
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert "Necrovalley" in grave(duel, 0)
    assert hand(duel, 0) == ["Pot of Greed"] and hand(duel, 1) == ["Mirror Force"]


def test_royal_tribute_under_imperial_order_discards_nothing():
    """Q: my opponent has a face-up Imperial Order when I activate Royal Tribute. A: the Spell's
    effect is negated: no hand loses a card; Royal Tribute goes to my GY."""
    table = _table()
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Royal Tribute", request="idle")
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Royal Tribute"]
    assert sorted(hand(duel, 1)) == ["Mirror Force", "Sangan", "Summoned Skull"]
    assert hand(duel, 0) == ["Gravekeeper's Spy", "Pot of Greed"]
