"""A ydke URL that cannot be read is quoted in the error as a player can read it: whole
up to 60 characters, else its first 57 and "..."."""

import pytest

from duelist.deck.formats import DeckFormatError, parse_ydke


def test_a_long_bad_url_is_quoted_in_sixty_characters():
    url = "ydke://" + "A" * 80
    with pytest.raises(DeckFormatError) as caught:
        parse_ydke(url)
    assert caught.value.text == url[:57] + "..." and len(caught.value.text) == 60


def test_a_bad_url_of_sixty_characters_is_quoted_whole():
    url = "ydke://" + "A" * 53
    assert len(url) == 60
    with pytest.raises(DeckFormatError) as caught:
        parse_ydke(url)
    assert caught.value.text == url
