"""Vampire Lord's rulings as Goat judges give them (the GOAT preset; the 2005 text: destroyed by
the opponent's card effect and sent to the Graveyard, it is Special Summoned in its controller's
next Standby Phase).

Source: goatformat.com, "Individual Rulings (U-Z)", VAMPIRE LORD, Individual Card FAQs (its
entry, in our own words): only a card of the opponent brings it back; destroyed by its own
controller's card (a Dark Hole of its own player), it stays in the Graveyard.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_vampire_lord_destroyed_by_its_own_players_dark_hole_stays_in_the_gy():
    """Q: I activate Dark Hole while my own Vampire Lord is on the field. Does it come back in
    my next Standby Phase? A: no: it was destroyed by my card, not my opponent's."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(0, "Vampire Lord")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    assert sorted(grave(duel, 0)) == ["Dark Hole", "Vampire Lord"]
    s.end_turn()
    s.expect(request="idle", player=1)
    s.end_turn()
    s.expect(request="idle", player=0)
    assert duel.turn == 5
    assert field_monsters(duel, 0) == []
    assert "Vampire Lord" in grave(duel, 0)
