"""Skilled White Magician's Tribute needs a Buster Blader to summon (round 48a).

The card's text: Tribute it while it holds 3 Spell Counters to Special Summon 1 Buster Blader
from the hand, Deck or GY. Seed 000 §発動条件 (an effect that cannot do what it says cannot be
activated): with no Buster Blader in any of those places, the effect is not offered, counters
or not."""

from duelist.testing.scenario import Script, Table


def test_skilled_white_magician_with_3_counters_and_no_buster_blader_offers_no_tribute():
    """Q: my Skilled White Magician got its third Spell Counter from my third Dian Keto the Cure
    Master; no Buster Blader is in my hand, Deck or GY. May I Tribute it for its effect? A: no:
    there is nothing to Special Summon; the effect is not offered. With a Buster Blader in my
    Deck it is."""
    for deck, offered in ((["Battle Ox"] * 3, False), (["Battle Ox", "Buster Blader", "Battle Ox"], True)):
        table = Table(turn=3, turn_player=0)
        table.monster(0, "Skilled White Magician")
        table.hand(0, *(["Dian Keto the Cure Master"] * 3))
        table.deck(0, deck)
        duel = table.build()
        s = Script(duel)
        for _ in range(3):
            s.pick("activate", "Dian Keto the Cure Master", request="idle", first=True)
            while duel.request.kind == "chain":
                s.pick("pass")
        assert s.has("activate", "Skilled White Magician") is offered, deck
