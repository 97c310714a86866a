"""Witch of the Black Forest's rulings as Goat judges give them (the GOAT preset, its 2005 text:
when it is sent from the field to the Graveyard, its controller adds a monster with 1500 or less
DEF from the Deck to the hand; no once-per-turn limit).

Source: goatformat.com, "Individual Rulings (U-Z)", WITCH OF THE BLACK FOREST, Individual Card
FAQs (its entry, in our own words): it searches whenever it goes from the field to the
Graveyard, also when it is destroyed face-down (by Dark Hole): it is not a Flip Effect.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_a_set_witch_destroyed_by_the_opponents_dark_hole_still_searches():
    """Q: my Witch of the Black Forest is Set; my opponent's Dark Hole destroys it. A: it was
    sent from the field to the GY, so its effect is activated: I add a monster with 1500 or
    less DEF from my Deck to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(1, "Witch of the Black Forest", position="set")
    table.deck(1, ["Sangan", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    while duel.request.kind != "idle":
        if s.has("pass"):
            s.pick("pass")
        elif s.options(card="Sangan"):
            s.pick(duel.request.kind, "Sangan")
        else:
            s.answer(duel.request.options[0])
    assert grave(duel, 1) == ["Witch of the Black Forest"]
    assert hand(duel, 1) == ["Sangan"]
