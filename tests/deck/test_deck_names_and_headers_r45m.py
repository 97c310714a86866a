"""How a deck is found and read, as a player types it: a name ending in .ydk is a file
name (a missing file is "no such deck file", never swapped for a bundled deck); a bundled
deck's exact name wins over the longer names it starts; a mistyped section header is one
error, told once; two decks differ when their lists do; a deck's copy is the same deck,
kept apart; an install without its bundled decks has none, and says so."""

import pytest

from duelist.deck import formats
from duelist.deck.formats import Deck, DeckFormatError, bundled_deck_path, load_deck, parse_ydk


def test_a_missing_ydk_file_is_no_such_file_even_when_a_bundled_deck_has_its_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name in ("my_deck.ydk", "yugi_normals.ydk"):
        with pytest.raises(DeckFormatError) as caught:
            load_deck(name)
        assert str(caught.value) == "%s: no such deck file" % name


def test_a_bundled_decks_exact_name_wins_over_longer_names_it_starts(tmp_path, monkeypatch):
    for stem in ("goat", "goat_control", "goat_chaos"):
        (tmp_path / (stem + ".ydk")).write_text("#main\n46986414\n#extra\n!side\n")
    monkeypatch.setattr(formats, "BUNDLED_DECKS_DIR", str(tmp_path))
    assert bundled_deck_path("goat") == str(tmp_path / "goat.ydk")
    assert bundled_deck_path("goat_co") == str(tmp_path / "goat_control.ydk")


@pytest.mark.parametrize("header, says", [("#side", "the Side Deck starts with '!side'"),
                                          ("!main", "the Main Deck starts with '#main'"),
                                          ("!extra", "the Extra Deck starts with '#extra'")])
def test_a_mistyped_header_is_one_error(header, says):
    with pytest.raises(DeckFormatError) as caught:
        parse_ydk("#main\n46986414\n%s\n46986414\n" % header)
    assert [str(e) for e in caught.value.errors] == [
        "line 3: unknown section header (%s): %r" % (says, header)]


def test_two_decks_differ_when_their_lists_do():
    assert (Deck([46986414]) != Deck([46986414])) is False
    assert (Deck([46986414]) != Deck([46986414], side=[55144522])) is True


def test_a_copy_is_the_same_deck_kept_apart():
    deck = parse_ydk("#created by a judge\n#main\n46986414\n#extra\n!side\n55144522\n", source="j.ydk", name="j")
    copy = deck.copy()
    assert copy == deck and copy is not deck
    assert (copy.name, copy.comment, copy.source, copy.line_of("side", 0)) == ("j", "created by a judge", "j.ydk", 6)
    copy.main.append(46986414)
    assert deck.main == [46986414]


def test_an_install_without_its_bundled_decks_has_none_and_says_so(tmp_path, monkeypatch):
    monkeypatch.setattr(formats, "BUNDLED_DECKS_DIR", str(tmp_path / "gone"))
    assert formats.list_bundled_decks() == []
    with pytest.raises(formats.DeckNotFoundError, match="no bundled deck named 'yugi_normals'"):
        bundled_deck_path("yugi_normals")
