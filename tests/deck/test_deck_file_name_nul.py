"""A deck source with a NUL character names no file: a DeckFormatError that says so,
not the ValueError open() raises ("embedded null byte")."""

import pytest

from duelist.deck.formats import DeckFormatError, load_deck, read_ydk


@pytest.mark.parametrize("source", ["decks/a\x00b.ydk", "\x00ydke://AAAA!!!", "x/\x00"])
def test_a_name_with_a_nul_character_is_a_deck_format_error(source):
    for read in (load_deck, read_ydk):
        with pytest.raises(DeckFormatError) as caught:
            read(source)
        assert "NUL character" in str(caught.value)
        assert repr(source) in str(caught.value)
