"""Deck file formats: .ydk text and ydke:// URLs, and the bundled deck files."""

import base64
import io
import os
import pathlib
import struct

import pytest

from duelist.deck.formats import (
    Deck, DeckFormatError, DeckNotFoundError, bundled_deck_path, format_ydk, format_ydke,
    list_bundled_decks, load_bundled_deck, load_deck, parse_ydk, parse_ydke, read_ydk,
    write_ydk,
)

FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures")
NORMALS_40 = os.path.join(FIXTURES, "normals_40.ydk")

DARK_MAGICIAN = 46986414
DARK_MAGICIAN_ALT = 36996508
GAIA_THE_FIERCE_KNIGHT = 6368038
KOJIKOCY = 1184620
GAIA_THE_DRAGON_CHAMPION = 66889139
MAN_EATING_TREASURE_CHEST = 13723605


# --- .ydk reading -------------------------------------------------------------------------

def test_read_ydk_sections_counts_and_comment():
    deck = read_ydk(NORMALS_40)
    assert (len(deck.main), len(deck.extra), len(deck.side)) == (40, 1, 2)
    assert deck.main[:3] == [DARK_MAGICIAN, DARK_MAGICIAN, GAIA_THE_FIERCE_KNIGHT]
    assert deck.extra == [GAIA_THE_DRAGON_CHAMPION]
    assert deck.side == [DARK_MAGICIAN_ALT, MAN_EATING_TREASURE_CHEST]
    assert deck.comment == ("created by duelist tests\n40 Normal Monsters, a Fusion Monster "
                            "in the Extra Deck, two cards in the Side Deck")
    assert deck.name == "normals_40"
    assert deck.source == NORMALS_40


def test_read_ydk_keeps_source_line_of_every_entry():
    deck = read_ydk(NORMALS_40)
    # Line 5 is the first card after '#main'; line 29 is blank, so the 25th card is on 30.
    assert deck.line_of("main", 0) == 5
    assert deck.line_of("main", 23) == 28
    assert deck.line_of("main", 24) == 30
    assert deck.line_of("extra", 0) == 47
    assert deck.line_of("side", 1) == 50
    assert [line for _s, _i, _c, line in deck.entries()][-1] == 50


def test_read_ydk_passcodes_with_leading_zeros():
    deck = read_ydk(NORMALS_40)
    assert deck.main[2] == GAIA_THE_FIERCE_KNIGHT  # written 06368038
    assert KOJIKOCY in deck.main                    # written 01184620


def test_read_ydk_crlf_and_byte_order_mark(tmp_path):
    path = tmp_path / "windows.ydk"
    path.write_bytes(b"\xef\xbb\xbf#created by ygopro\r\n#main\r\n46986414\r\n06368038\r\n"
                     b"#extra\r\n66889139\r\n!side\r\n36996508\r\n")
    deck = read_ydk(str(path))
    assert deck.main == [DARK_MAGICIAN, GAIA_THE_FIERCE_KNIGHT]
    assert deck.extra == [GAIA_THE_DRAGON_CHAMPION]
    assert deck.side == [DARK_MAGICIAN_ALT]
    assert deck.comment == "created by ygopro"
    assert deck.line_of("side", 0) == 8


def test_read_ydk_accepts_path_pathlike_file_object_and_text():
    with open(NORMALS_40, encoding="utf-8") as handle:
        text = handle.read()
    from_str_path = read_ydk(NORMALS_40)
    from_pathlike = read_ydk(pathlib.Path(NORMALS_40))
    from_text_file = read_ydk(io.StringIO(text))
    from_binary_file = read_ydk(io.BytesIO(text.encode("utf-8")))
    from_text = read_ydk(text)
    for deck in (from_pathlike, from_text_file, from_binary_file, from_text):
        assert deck == from_str_path
        assert deck.line_of("extra", 0) == 47


def test_read_ydk_empty_sections_and_missing_headers_after_main():
    deck = parse_ydk("#main\n46986414\n")
    assert deck.main == [DARK_MAGICIAN]
    assert deck.extra == [] and deck.side == []
    assert deck.comment is None


# --- .ydk writing and round trips ---------------------------------------------------------

def test_format_ydk_layout():
    deck = Deck([DARK_MAGICIAN, GAIA_THE_FIERCE_KNIGHT], [GAIA_THE_DRAGON_CHAMPION],
                [DARK_MAGICIAN_ALT], comment="created by a test")
    assert format_ydk(deck) == ("#created by a test\n#main\n46986414\n6368038\n#extra\n"
                                "66889139\n!side\n36996508\n")


def test_ydk_round_trip_of_a_file():
    original = read_ydk(NORMALS_40)
    text = format_ydk(original)
    again = parse_ydk(text)
    assert again == original
    assert again.comment == original.comment
    assert format_ydk(again) == text


def test_write_ydk_to_path_and_file_object(tmp_path):
    deck = read_ydk(NORMALS_40)
    path = tmp_path / "out.ydk"
    write_ydk(deck, str(path))
    assert read_ydk(str(path)) == deck
    buffer = io.StringIO()
    write_ydk(deck, buffer)
    assert buffer.getvalue() == path.read_text(encoding="utf-8")


def test_format_ydk_without_comment_says_who_wrote_it():
    text = format_ydk(Deck([DARK_MAGICIAN]))
    assert text.splitlines()[0] == "#created by duelist"


# --- malformed .ydk -----------------------------------------------------------------------

def test_non_numeric_line_names_file_line_and_text():
    path = os.path.join(FIXTURES, "bad_line.ydk")
    with pytest.raises(DeckFormatError) as info:
        read_ydk(path)
    error = info.value
    assert (error.source, error.line, error.text) == (path, 4, "Dark Magician")
    assert str(error).startswith(path + ":4: ")
    assert "'Dark Magician'" in str(error)


def test_negative_passcode_is_rejected():
    with pytest.raises(DeckFormatError) as info:
        read_ydk(os.path.join(FIXTURES, "negative.ydk"))
    assert info.value.line == 4
    assert "negative passcode" in str(info.value)
    assert "-46986414" in str(info.value)


def test_unknown_section_is_rejected():
    with pytest.raises(DeckFormatError) as info:
        read_ydk(os.path.join(FIXTURES, "unknown_section.ydk"))
    assert info.value.line == 4
    assert "unknown section" in str(info.value)
    assert "!sideboard" in str(info.value)


def test_hash_side_is_reported_as_a_mistaken_header():
    with pytest.raises(DeckFormatError) as info:
        parse_ydk("#main\n46986414\n#side\n46986414\n", source="d.ydk")
    assert info.value.line == 3
    assert "'!side'" in str(info.value)


def test_passcode_before_any_section_is_rejected():
    with pytest.raises(DeckFormatError) as info:
        parse_ydk("#created by someone\n46986414\n#main\n", source="d.ydk")
    assert str(info.value).startswith("d.ydk:2: passcode before any section header")


def test_passcode_too_large_for_uint32_is_rejected():
    with pytest.raises(DeckFormatError) as info:
        parse_ydk("#main\n4294967296\n")
    assert info.value.line == 2
    assert "out of range" in str(info.value)


def test_two_values_on_one_line_are_rejected():
    with pytest.raises(DeckFormatError) as info:
        parse_ydk("#main\n46986414 46986414\n")
    assert info.value.line == 2
    assert "one passcode a line" in str(info.value)


def test_file_that_is_not_utf8_is_rejected(tmp_path):
    path = tmp_path / "latin1.ydk"
    path.write_bytes(b"#main\n46986414\n#caf\xe9\n")
    with pytest.raises(DeckFormatError) as info:
        read_ydk(str(path))
    assert info.value.line == 3
    assert "UTF-8" in str(info.value)


def test_missing_file_is_a_format_error_not_an_oserror(tmp_path):
    missing = str(tmp_path / "nowhere.ydk")
    with pytest.raises(DeckFormatError) as info:
        read_ydk(missing)
    assert str(info.value) == missing + ": no such deck file"


# --- ydke:// ------------------------------------------------------------------------------

def _b64(codes):
    return base64.b64encode(struct.pack("<%dI" % len(codes), *codes)).decode("ascii")


def test_ydke_known_url():
    # 46986414 = 0x02CCF4AE, little-endian bytes ae f4 cc 02 -> base64 "rvTMAg=="
    url = "ydke://rvTMAg==!s6X8Aw==!nIU0Ag==!"
    deck = parse_ydke(url)
    assert deck.main == [DARK_MAGICIAN]
    assert deck.extra == [GAIA_THE_DRAGON_CHAMPION]
    assert deck.side == [DARK_MAGICIAN_ALT]
    assert format_ydke(deck) == url


def test_ydke_sections_are_little_endian_uint32():
    deck = Deck([DARK_MAGICIAN, KOJIKOCY], [], [MAN_EATING_TREASURE_CHEST])
    url = format_ydke(deck)
    assert url == "ydke://%s!!%s!" % (_b64([DARK_MAGICIAN, KOJIKOCY]),
                                     _b64([MAN_EATING_TREASURE_CHEST]))


def test_ydke_round_trip_of_a_file():
    deck = read_ydk(NORMALS_40)
    again = parse_ydke(format_ydke(deck))
    assert again == deck
    assert again.line_of("main", 0) is None  # a URL has no lines


def test_ydke_empty_deck_round_trip():
    assert format_ydke(Deck()) == "ydke://!!!"
    assert parse_ydke("ydke://!!!") == Deck()


def test_ydke_without_trailing_separator_or_padding_is_accepted():
    deck = parse_ydke("ydke://rvTMAg!s6X8Aw!nIU0Ag")
    assert (deck.main, deck.extra, deck.side) == (
        [DARK_MAGICIAN], [GAIA_THE_DRAGON_CHAMPION], [DARK_MAGICIAN_ALT])


@pytest.mark.parametrize("url, expected", [
    ("http://rvTMAg==!!!", "starts with 'ydke://'"),
    ("ydke://rvTMAg==!", "expected three sections"),
    ("ydke://rvTMAg==!!!!!", "found 5 '!'"),
    ("ydke://rv*MAg==!!!", "Main Deck section is not valid base64"),
    ("ydke://!rvDM!!", "Extra Deck section holds 3 bytes"),
])
def test_malformed_ydke_says_what_is_wrong(url, expected):
    with pytest.raises(DeckFormatError) as info:
        parse_ydke(url)
    assert expected in str(info.value)
    assert str(info.value).startswith("ydke URL: ")


# --- any source ---------------------------------------------------------------------------

def test_load_deck_recognises_ydke_ydk_text_path_and_bundled_name():
    url = "ydke://rvTMAg==!!!"
    assert load_deck(url).main == [DARK_MAGICIAN]
    assert load_deck("#main\n46986414\n").main == [DARK_MAGICIAN]
    assert load_deck(NORMALS_40) == read_ydk(NORMALS_40)
    assert load_deck("yugi_normals") == read_ydk(bundled_deck_path("yugi_normals"))


def test_load_deck_unknown_name_is_a_format_error_with_suggestions():
    with pytest.raises(DeckFormatError) as info:
        load_deck("yugi_normal_monsterz")
    assert "did you mean" in str(info.value)
    assert "yugi_normals" in str(info.value)


def test_deck_line_of_gives_none_once_a_section_is_edited():
    deck = read_ydk(NORMALS_40)
    deck.main.append(DARK_MAGICIAN)
    assert deck.line_of("main", 0) is None
    assert deck.line_of("extra", 0) == 47


# --- bundled decks ------------------------------------------------------------------------

def test_bundled_decks_are_listed():
    names = list_bundled_decks()
    for name in ("yugi_normals", "kaiba_normals", "yugi-starter", "kaiba-starter",
                 "goat_01_goat_control_suffridge_2005_us_nationals"):
        assert name in names
    assert len([n for n in names if n.startswith("goat_")]) == 8


def test_bundled_deck_names_ignore_case_suffix_and_dash_or_underscore():
    path = bundled_deck_path("yugi_normals")
    assert bundled_deck_path("Yugi_Normals.ydk") == path
    assert bundled_deck_path("yugi-normals") == path
    assert bundled_deck_path("goat_05") == bundled_deck_path("goat_05_zombie_mchale_2005")


def test_bundled_deck_ambiguous_prefix_and_unknown_name():
    with pytest.raises(DeckNotFoundError) as info:
        bundled_deck_path("goat")
    assert "several" in str(info.value)
    with pytest.raises(DeckNotFoundError) as info:
        bundled_deck_path("kaiba_normal_monsters")
    assert "kaiba_normals" in str(info.value)


def test_bundled_decks_keep_their_first_line_comment():
    assert load_bundled_deck("yugi_normals").comment.startswith("Yugi's Normal Monsters")
    assert load_bundled_deck("kaiba_normals").comment.startswith("Kaiba's Normal Monsters")
    assert load_bundled_deck("yugi-starter").comment.startswith("Starter Deck: Yugi (2002)")
    goat = load_bundled_deck("goat_01")
    assert goat.comment.startswith("created by Max Suffridge - Goat Control")


def test_every_bundled_deck_reads_and_round_trips():
    for name in list_bundled_decks():
        deck = load_bundled_deck(name)
        assert len(deck.main) >= 40, name
        assert parse_ydk(format_ydk(deck)) == deck
        assert parse_ydke(format_ydke(deck)) == deck
