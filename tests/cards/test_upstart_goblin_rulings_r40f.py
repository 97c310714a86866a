"""Upstart Goblin's rulings as Goat judges give them (the GOAT preset; one text in both eras:
draw 1 card, then the opponent gains 1000 Life Points).

Source: goatformat.com, "Individual Rulings (U-Z)", UPSTART GOBLIN, Individual Card FAQs (its
entry, in our own words): the Life Point gain is part of the effect, not a cost: if the card is
negated, its player draws nothing and the opponent gains nothing.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def test_upstart_goblin_negated_by_magic_jammer_gives_no_card_and_no_lp():
    """Q: my opponent answers my Upstart Goblin with Magic Jammer. Do they still gain 1000 LP?
    A: no: the whole card is negated: no draw for me, no Life Points for them."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Upstart Goblin")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Upstart Goblin")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Mystical Elf", player=1, request="select")     # Magic Jammer's discard
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 0) == [] and grave(duel, 0) == ["Upstart Goblin"]
    assert lp(duel) == (8000, 8000)
