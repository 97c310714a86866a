"""Alternate artworks in the card database: a card's passcodes are listed together, the main
passcode first, whichever of them is the lowest (Dark Magician's alternate artwork has a lower
passcode than the main one; Polymerization's and Black Luster Soldier's a higher one)."""

from duelist.cards import db

POLYMERIZATION, POLYMERIZATION_ALT = 24094653, 27847700
BLACK_LUSTER_SOLDIER, BLACK_LUSTER_SOLDIER_ALT = 5405694, 10000100


def test_an_alternate_artwork_with_a_higher_passcode_is_listed_with_its_main_card():
    """A user asks for Polymerization's passcodes: both are listed, the main one first, from
    either passcode; the same for Black Luster Soldier and the four Sheep Tokens."""
    both = (POLYMERIZATION, POLYMERIZATION_ALT)
    assert db.alternate_codes(POLYMERIZATION) == both
    assert db.alternate_codes(POLYMERIZATION_ALT) == both
    assert db.alternate_codes(BLACK_LUSTER_SOLDIER) == (BLACK_LUSTER_SOLDIER, BLACK_LUSTER_SOLDIER_ALT)
    sheep = db.find_card("Sheep Token").code
    assert len(db.alternate_codes(sheep)) == 4 and db.alternate_codes(sheep)[0] == sheep
