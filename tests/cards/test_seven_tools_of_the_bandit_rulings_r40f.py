"""Seven Tools of the Bandit's rulings as Goat judges give them (the GOAT preset; one text in
both eras: pay 1000 Life Points to negate the activation of a Trap Card and destroy it).

Source: goatformat.com, "Individual Rulings (S-T)", SEVEN TOOLS OF THE BANDIT, Netrep Rulings
(its entry, in our own words): it answers the activation of any Trap Card, Call of the Haunted
included; negated, the Trap does nothing (no monster is Special Summoned) and goes to the
Graveyard; the 1000 Life Points are the cost.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_seven_tools_negates_call_of_the_haunted_and_nothing_is_revived():
    """Q: in my opponent's turn I activate Call of the Haunted on my
    Summoned Skull; my opponent pays 1000 LP for Seven Tools of the Bandit. A: Call of the
    Haunted is negated and destroyed; Summoned Skull stays in my GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    table.spell_trap(1, "Seven Tools of the Bandit")
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", request="idle", player=1)
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Summoned Skull", player=0)
    s.pick("activate", "Seven Tools of the Bandit", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Call of the Haunted", "Summoned Skull"]
    assert grave(duel, 1) == ["Seven Tools of the Bandit"]
    assert lp(duel) == (8000, 7000)
