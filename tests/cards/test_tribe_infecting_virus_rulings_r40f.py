"""Tribe-Infecting Virus's rulings as Goat judges give them (the GOAT preset; its 2005 text:
discard 1 card and declare a monster Type; destroy every face-up monster of that Type on the
field; only the Types of 2005 may be declared).

Source: goatformat.com, "Individual Rulings (S-T)", TRIBE-INFECTING VIRUS, Individual Card FAQs
(its entry, in our own words): the discard is the cost; only face-up monsters are destroyed (a
face-down monster of the declared Type stays), on both sides of the field, the Virus itself
included if it is of that Type.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _declare(duel, s, race):
    s.pick("activate", "Tribe-Infecting Virus", request="idle")
    while duel.request.kind != "option":
        s.answer(duel.request.options[0])           # the discard: the only card in hand
    s.expect(request="option", player=0)
    s.answer([o for o in duel.request.options if o.label == "Option " + race][0])
    while duel.request.kind == "chain":
        s.pick("pass")


def test_a_face_down_monster_of_the_declared_type_is_not_destroyed():
    """Q: I discard and declare Warrior; my opponent controls a face-up Celtic Guardian and a
    Set Celtic Guardian. A: only the face-up Warrior is destroyed; the Set
    one stays, since its Type is not known while it is face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.hand(0, "Pot of Greed")
    table.monster(1, "Celtic Guardian")
    hidden = table.monster(1, "Celtic Guardian", position="set")
    duel = table.build()
    s = Script(duel)
    _declare(duel, s, "Warrior")
    assert grave(duel, 0) == ["Pot of Greed"]
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"] and not hidden.card(duel).face_up
    assert field_monsters(duel, 0) == ["Tribe-Infecting Virus"]


def test_declaring_aqua_destroys_the_virus_itself():
    """Q: may I declare Aqua, the Virus's own Type? A: yes: every face-up Aqua monster on the
    field is destroyed, the Virus included, the opponent's as well."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.hand(0, "Pot of Greed")
    table.monster(1, "Tribe-Infecting Virus")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    _declare(duel, s, "Aqua")
    assert sorted(grave(duel, 0)) == ["Pot of Greed", "Tribe-Infecting Virus"]
    assert grave(duel, 1) == ["Tribe-Infecting Virus"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
