"""Scapegoat's rulings as Goat judges give them (the GOAT preset; its 2005 effect: its
player may not Summon a monster, Flip and Special Summons included, in the turn it is activated;
four Sheep Tokens in Defense Position).

Source: goatformat.com, "Individual Rulings (S-T)", SCAPEGOAT, Individual Card FAQs and Netrep
Rulings (its entry, in our own words): the restriction comes with the activation, so it binds
its player even when the activation is negated (Magic Jammer); a Set is still allowed.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_scapegoat_negated_by_magic_jammer_still_forbids_summons_that_turn():
    """Q: I activate Scapegoat in my Main Phase; my opponent negates it with Magic Jammer. May
    I Normal Summon now? A: no: I activated Scapegoat this turn, so I may not Summon, though no
    token came; I may still Set a monster."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Scapegoat", "Celtic Guardian")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Battle Ox", player=1, request="select")        # Magic Jammer's discard
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == ["Scapegoat"]
    assert not s.has("summon", "Celtic Guardian")
    assert s.has("set", "Celtic Guardian")
