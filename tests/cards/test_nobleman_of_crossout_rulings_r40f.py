"""Nobleman of Crossout's rulings as Goat judges give them (the GOAT preset; its 2005 text:
destroy 1 face-down monster and remove it from play; if it is a Flip Effect Monster, each player
removes from play every card of that name from their Deck).

Source: goatformat.com, "Individual Rulings (L-O)", NOBLEMAN OF CROSSOUT, Individual Card FAQs
(its entry, in our own words): the monster is removed from play instead of going to the
Graveyard, so an effect that needs it sent to the Graveyard (Sangan's) is not activated.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import banished, grave, hand
from duelist.testing.scenario import Script, Table


def test_a_set_sangan_taken_by_nobleman_of_crossout_does_not_search():
    """Q: my Nobleman of Crossout destroys my opponent's Set Sangan. May they search a monster
    with 1500 or less ATK? A: no: Sangan is removed from play, never sent to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Nobleman of Crossout")
    sangan = table.monster(1, "Sangan", position="set")
    table.deck(1, ["Mystic Tomato", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    if duel.request.kind == "target":
        s.pick("target", sangan)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert banished(duel, 1) == ["Sangan"]
    assert grave(duel, 1) == [] and hand(duel, 1) == []
