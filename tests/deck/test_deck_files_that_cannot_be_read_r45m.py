"""A deck that cannot be had is said in a player's words: a path in a loop of symbolic
links "cannot read the file" with the system's reason alone (no errno, no repeated path);
an empty bundled-deck name is no bundled deck (not "several"), listing the bundled decks;
a deck compared with something that is not a deck is simply not equal to it."""

import os

import pytest

from duelist.deck.formats import Deck, DeckFormatError, DeckNotFoundError, bundled_deck_path, read_ydk


def test_a_path_in_a_loop_of_links_cannot_be_read_saying_why(tmp_path):
    a, b = str(tmp_path / "a.ydk"), str(tmp_path / "b.ydk")
    os.symlink(b, a)
    os.symlink(a, b)
    with pytest.raises(DeckFormatError) as caught:
        read_ydk(a)
    assert str(caught.value) == "%s: cannot read the file (Too many levels of symbolic links)" % a


@pytest.mark.parametrize("name", ["", "  ", ".ydk"])
def test_an_empty_deck_name_is_no_bundled_deck(name):
    with pytest.raises(DeckNotFoundError) as caught:
        bundled_deck_path(name)
    assert str(caught.value).startswith("no bundled deck named %r; bundled decks: " % name)
    assert "yugi_normals" in str(caught.value)


@pytest.mark.parametrize("other", [None, 40, "yugi_normals", [46986414], {"main": [46986414]}])
def test_a_deck_is_not_equal_to_what_is_not_a_deck(other):
    deck = Deck([46986414])
    assert (deck == other) is False and (deck != other) is True
    assert deck in [other, Deck([46986414])]
