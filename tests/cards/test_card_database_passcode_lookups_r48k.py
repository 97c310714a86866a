"""duelist.cards.db's passcode look-ups, as a user of the database expects them (round 48k):
a passcode may be given as an int or as its digits in a text; anything else is no passcode, and
a look-up by passcode then finds nothing (False, or UnknownCardError) rather than failing."""

import pytest

from duelist.cards import db

DARK_MAGICIAN = 46986414


def test_a_passcode_given_as_digits_in_a_text_finds_the_card():
    assert db.has_card(" 46986414 ")
    assert db.get_card("46986414").name == "Dark Magician"


def test_a_card_name_is_not_a_passcode():
    """has_card answers False for a text that is not digits; get_card says no such card."""
    assert db.has_card("Dark Magician") is False
    assert db.has_card("") is False
    with pytest.raises(db.UnknownCardError):
        db.get_card("Dark Magician")
    with pytest.raises(db.UnknownCardError):
        db.canonical_code("4698641 4")


def test_digits_outside_ascii_are_not_a_passcode():
    """Full-width digits are digits to Python's str.isdigit, but no passcode."""
    assert db.has_card("\uff14\uff16\uff19\uff18\uff16\uff14\uff11\uff14") is False
