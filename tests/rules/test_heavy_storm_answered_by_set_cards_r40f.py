"""Heavy Storm answered by the Set cards it is about to destroy (the GOAT preset; each card's
text the same in both eras).

Sources: goatformat.com, "Individual Rulings (F-H)", HEAVY STORM (its entry, in our own words: a
Set card may be activated in answer if its own timing allows it now, Scapegoat or a Quick-Play
Spell; a Trap whose trigger is missing cannot be) and "Individual Rulings (S-T)", SAKURETSU
ARMOR (it is activated only when an opponent's monster declares an attack) and SCAPEGOAT (a
Quick-Play Spell: Set, it may be activated in the opponent's turn).

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_scapegoat_answers_heavy_storm_and_sakuretsu_armor_cannot():
    """Q: my opponent activates Heavy Storm while I have a Set Scapegoat and a Set Sakuretsu
    Armor. What may I chain? A: Scapegoat (its four tokens come and stay); Sakuretsu Armor
    cannot be activated, no monster having declared an attack: it is destroyed Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Heavy Storm")
    table.spell_trap(1, "Scapegoat")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Scapegoat") and not s.has("activate", "Sakuretsu Armor")
    s.pick("activate", "Scapegoat", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Sheep Token"] * 4
    assert sorted(grave(duel, 1)) == ["Sakuretsu Armor", "Scapegoat"]
    assert grave(duel, 0) == ["Heavy Storm"]
