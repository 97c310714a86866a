"""Spirit Reaper targeted by the Goat decks' effects (the GOAT preset; Spirit Reaper's text in
both eras: it cannot be destroyed by battle; it is destroyed when it is targeted by an effect).

Sources: goatformat.com, "Individual Rulings (S-T)", SPIRIT REAPER (its entry, in our own words:
a card effect that targets it destroys it; battle does not) and "Individual Rulings (D-E)",
EXILED FORCE (Tributing Exiled Force is the cost of its effect, which destroys the target).

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_exiled_force_targeting_spirit_reaper_leaves_both_in_the_gy():
    """Q: I Tribute Exiled Force and target my opponent's face-up Spirit Reaper. A: the Reaper
    is destroyed (targeted by a card effect, it cannot survive as it survives battle); Exiled
    Force was Tributed as the cost; both are in their owners' Graveyards, and the opponent's
    other monster stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Exiled Force")
    table.monster(1, "Spirit Reaper")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Exiled Force")
    if duel.request.kind == "target":
        s.pick("target", "Spirit Reaper")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert grave(duel, 0) == ["Exiled Force"] and grave(duel, 1) == ["Spirit Reaper"]
    assert field_monsters(duel, 1) == ["Battle Ox"]

