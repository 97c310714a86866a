"""Premature Burial's rulings as Goat judges give them (the GOAT preset; one text in both eras:
pay 800 Life Points; target a monster in your Graveyard; Special Summon it in face-up Attack
Position and equip it with this card; destroyed, the monster is destroyed).

Source: goatformat.com, "Individual Rulings (P-R)", PREMATURE BURIAL, Individual Card FAQs (its
entry, in our own words): the 800 Life Points are the cost of the activation: if the activation
is negated (Magic Jammer), they stay paid and nothing is summoned.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_premature_burial_negated_by_magic_jammer_keeps_its_800_lp_paid():
    """Q: I pay 800 LP and activate Premature Burial on my Summoned Skull; my opponent
    discards a card for Magic Jammer. A: Premature Burial is negated and destroyed; Summoned
    Skull stays in my GY; my 800 LP are not returned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Premature Burial")
    table.grave(0, "Summoned Skull")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    if duel.request.kind == "target":
        s.pick("target", "Summoned Skull")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Battle Ox", player=1, request="select")        # Magic Jammer's discard
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Premature Burial", "Summoned Skull"]
    assert lp(duel) == (7200, 8000)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer"]
