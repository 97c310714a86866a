"""Deck text given as a string is read as text, not taken for a file name, whenever it
holds a line break of any platform: old Mac files end their lines with a bare carriage
return, and a misplaced passcode in such text is reported at its line."""

import pytest

from duelist.deck.formats import DeckFormatError, read_ydk


def test_text_with_bare_carriage_returns_is_read_as_deck_text():
    with pytest.raises(DeckFormatError) as caught:
        read_ydk("46986414\r#main\r46986414\r")
    assert caught.value.line == 1 and "passcode before any section header" in str(caught.value)
    assert "no such deck file" not in str(caught.value)
    assert read_ydk("#main\r46986414\r#extra\r!side\r").main == [46986414]
