"""Sakuretsu Armor's rulings as Goat judges give them (the GOAT preset; one text in both eras:
when an opponent's monster declares an attack, destroy that attacking monster).

Source: goatformat.com, "Individual Rulings (S-T)", SAKURETSU ARMOR, Individual Card Rulings
(its entry, in our own words): it answers the attack declaration whatever the attack's target, a
direct attack included.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_sakuretsu_armor_destroys_a_monster_attacking_directly():
    """Q: my field holds no monster; my opponent's Battle Ox declares a direct attack. May I
    activate Sakuretsu Armor? A: yes: the Ox is destroyed and I take no damage; my opponent's
    other monster is not touched."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", "Battle Ox", request="target") if duel.request.kind == "target" else None
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Battle Ox"]
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert lp(duel) == (8000, 8000)
