"""Skilled White Magician's rulings (the GOAT preset).

Its text: each time a Spell Card is activated, it gets a Spell Counter when that Spell
resolves (3 at most). Any player's Spell counts ("a Spell Card", not "your"); a Spell whose
activation is negated never resolves and gives nothing; a Spell that resolves while the
Magician is face-down gives it nothing, and turning it face-down loses the counters it had
(a face-down card is a new card, seed 000 §怪獸的表示形式). Sources: its OCG text on
yugioh-wiki.net (it counts a Spell Card activated by either player); the Spell
Counter page of the yugioh wiki ("When a card with Spell Counters on it is flipped face down,
all of its Spell Counters are removed"); the Spell Counter monsters' counter is placed as the
Spell resolves (Royal Magical Library's rulings), so a negated Spell gives none."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def _counters(duel, ref):
    return (ref.card(duel).marks or {}).get("spell_counter", 0)


def _opponents_turn(p0_set=(), p1_hand=("Pot of Greed",)):
    table = Table(rules="GOAT", turn=4, turn_player=1)
    magician = table.monster(0, "Skilled White Magician")
    for name in p0_set:
        table.spell_trap(0, name)
    table.hand(0, "Celtic Guardian")
    for name in p1_hand:
        table.hand(1, name)
    table.deck(1, ["Battle Ox"] * 8)
    duel = table.build()
    return duel, Script(duel), magician


def test_the_opponents_spell_gives_skilled_white_magician_a_counter():
    """Q: my opponent activates Pot of Greed: does my face-up Skilled White Magician get a
    Spell Counter? A: yes: any Spell Card activated and resolved counts."""
    duel, s, magician = _opponents_turn()
    s.pick("activate", "Pot of Greed", player=1)
    s.expect(request="idle", player=1)
    assert _counters(duel, magician) == 1
    assert [e["count"] for e in of_type(duel, "counter")] == [1]


def test_a_spell_negated_by_magic_jammer_gives_no_counter():
    """Q: I negate my opponent's Pot of Greed with Magic Jammer: does my Skilled White Magician
    still get a counter? A: no: the negated Spell never resolves."""
    duel, s, magician = _opponents_turn(p0_set=("Magic Jammer",))
    s.pick("activate", "Pot of Greed", player=1)
    s.pick("activate", "Magic Jammer", player=0, request="chain")
    s.pick("select", "Celtic Guardian", player=0)           # Magic Jammer's discard
    while duel.request.kind == "chain":
        s.pick("pass")
    assert _counters(duel, magician) == 0 and not of_type(duel, "counter")


def test_book_of_moon_on_skilled_white_magician_gives_no_counter_and_takes_the_ones_it_had():
    """Q: my Skilled White Magician has a counter; my opponent's Book of Moon turns it
    face-down: does Book of Moon (a Spell) give it a counter? A: no: it is face-down when
    Book of Moon resolves, and its old counter is gone with its face-up self."""
    duel, s, magician = _opponents_turn(p1_hand=("Pot of Greed", "Book of Moon"))
    s.pick("activate", "Pot of Greed", player=1)
    s.pick("pass", player=1, request="chain")               # (Book of Moon could chain)
    assert _counters(duel, magician) == 1
    s.pick("activate", "Book of Moon", player=1, request="idle")
    s.pick("target", magician, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert not magician.card(duel).face_up and _counters(duel, magician) == 0
