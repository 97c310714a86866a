"""Magical Scientist with only a Level 7 Fusion Monster in the Extra Deck may not be activated
(round 49c's mutation round).

The card's text (pay 1000 LP: Special Summon 1 Level 6 or lower Fusion Monster from your Extra
Deck) and seed 000 §発動: an effect that could do nothing is not activated. With Gaia the
Dragon Champion (Level 7) its only Fusion Monster, it has nothing to summon: not offered, and
no LP is paid."""

from duelist.testing.scenario import Script, Table


def test_magical_scientist_is_not_offered_with_only_gaia_in_the_extra_deck():
    """Q: my Extra Deck holds only Gaia the Dragon Champion (Level 7). May I pay 1000 LP for
    Magical Scientist? A: no: it has no Level 6 or lower Fusion Monster to summon."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Magical Scientist")
    table.extra(0, "Gaia the Dragon Champion")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    assert not Script(duel).has("activate", "Magical Scientist")
    assert duel.players[0].lp == 8000
