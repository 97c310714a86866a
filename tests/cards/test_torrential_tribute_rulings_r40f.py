"""Torrential Tribute's rulings as Goat judges give them (the GOAT preset; one text in both
eras: when a monster is Summoned, destroy all monsters on the field).

Source: goatformat.com, "Individual Rulings (S-T)", TORRENTIAL TRIBUTE, Individual Card FAQs
(its entry, in our own words): a Normal, Flip or Special Summon opens it; a monster Set
face-down is not Summoned, so a Set does not.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_torrential_tribute_answers_a_flip_summon():
    """Q: my opponent Flip Summons their Set Battle Ox. May I activate Torrential Tribute? A:
    yes: a Flip Summon is a Summon; every monster on the field is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox", position="set")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", ox)
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Torrential Tribute"]


def test_a_normal_set_does_not_open_torrential_tribute():
    """Q: my opponent Sets a monster face-down. May I activate Torrential Tribute in answer? A:
    no: Setting a monster is not Summoning it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Battle Ox")
    while duel.request.kind == "chain":
        assert not s.has("activate", "Torrential Tribute")
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert len(field_monsters(duel, 0)) == 1 and field_monsters(duel, 1) == ["Celtic Guardian"]
