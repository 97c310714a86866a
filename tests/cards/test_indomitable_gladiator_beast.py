"""Indomitable Gladiator Beast (55136228): its second effect is used "from your GY" -- only
while the card is in the GY; in the hand it is a Quick-Play Spell and nothing else.

The engine files each effect under the places of its range (effects.py `_offers`: the rows the
offer cache reads). Round 32s: round 31n's open mutant that filed the idle menu's effects under
every place of the card's ranges (the GY effect offered in the hand)."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def _main1():
    """Player 0's Main Phase 1, turn 3."""
    return Table(rules="MR5", turn=3, turn_player=0, phase="main1")


def test_its_gy_effect_is_not_offered_while_it_is_in_the_hand():
    """Indomitable Gladiator Beast in the hand, two other Gladiator Beast cards in the GY and no
    Gladiator Beast monster on the field: nothing to activate (the Quick-Play Spell has no
    target, and the shuffle-two effect works only from the GY)."""
    table = _main1()
    table.hand(0, "Indomitable Gladiator Beast")
    table.grave(0, "Gladiator Beast Bestiari", "Gladiator Beast Laquari")
    table.monster(0, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    assert duel.request.kind == "idle"
    assert not s.has("activate", "Indomitable Gladiator Beast")
    assert hand(duel, 0) == ["Indomitable Gladiator Beast"]


def test_from_the_gy_the_same_cards_let_it_come_back():
    """The same two Gladiator Beast cards with Indomitable Gladiator Beast in the GY: its GY
    effect is offered."""
    table = _main1()
    table.grave(0, "Indomitable Gladiator Beast", "Gladiator Beast Bestiari", "Gladiator Beast Laquari")
    table.monster(0, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    assert Script(duel).has("activate", "Indomitable Gladiator Beast")
