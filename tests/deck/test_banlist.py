"""Banlists: lflist.conf parsing, the bundled lists, names, and EDOPro id mapping."""

import io
import os
import subprocess
import sys

import pytest

from duelist.deck.banlist import (
    BUNDLED_BANLISTS_DIR, Banlist, BanlistFormatError, UnknownBanlistError, banlist_aliases,
    list_banlists, load_banlist, parse_lflist, read_lflist,
)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED_DATA = os.path.join(os.path.dirname(ROOT), "shared", "data")

DARK_MAGICIAN = 46986414
DARK_MAGICIAN_ALT = 36996508
POT_OF_GREED = 55144522
MONSTER_REBORN = 83764718
METAMORPHOSIS = 46411259
HEAVY_STORM = 19613556
JINZO = 77585513
DECODE_TALKER = 1861629
ASH_BLOSSOM = 14558127

YGOPRO_TEXT = """#[2024.1][2023.10]
!2024.1
#forbidden
55144522 0 --Pot of Greed
#limited
83764718 1 --Monster Reborn
#semi limit
46411259 2 --Metamorphosis
!2023.10
#forbidden
55144522 0 --Pot of Greed
83764718 0
"""

EDOPRO_TEXT = """#[2005.4 GOAT]
!2005.4 GOAT
$whitelist
#forbidden Goat
21593987 0 --Makyura the Destructor
#limited Goat
77585513 1 --Jinzo
#unlimited
46986414 3 --Dark Magician
"""


# --- parsing ----------------------------------------------------------------------------

def test_parse_ygopro_file_with_several_lists():
    lists = parse_lflist(YGOPRO_TEXT, source="lflist.conf")
    assert [b.name for b in lists] == ["2024.1", "2023.10"]
    first, second = lists
    assert [(e.code, e.count, e.comment) for e in first.entries] == [
        (POT_OF_GREED, 0, "Pot of Greed"), (MONSTER_REBORN, 1, "Monster Reborn"),
        (METAMORPHOSIS, 2, "Metamorphosis")]
    assert [e.line for e in first.entries] == [4, 6, 8]
    assert second.entries[1].comment is None
    assert not first.whitelist and not second.whitelist
    assert first.limit(POT_OF_GREED) == 0
    assert first.limit(MONSTER_REBORN) == 1
    assert first.limit(METAMORPHOSIS) == 2
    assert first.limit(DARK_MAGICIAN) == 3
    assert second.limit(MONSTER_REBORN) == 0


def test_parse_edopro_whitelist_file():
    (goat,) = parse_lflist(EDOPRO_TEXT)
    assert goat.name == "2005.4 GOAT"
    assert goat.whitelist
    assert goat.limit(JINZO) == 1
    assert goat.limit(DARK_MAGICIAN) == 3
    assert goat.limit(DECODE_TALKER) == 0  # not listed: forbidden by the whitelist


def test_parse_crlf_and_byte_order_mark():
    text = "\ufeff" + YGOPRO_TEXT.replace("\n", "\r\n")
    lists = parse_lflist(text)
    assert [b.name for b in lists] == ["2024.1", "2023.10"]
    assert lists[0].entries[2].comment == "Metamorphosis"


@pytest.mark.parametrize("text, line, expected", [
    ("!L\n55144522 4 --Pot of Greed\n", 2, "copy count must be 0, 1, 2 or 3"),
    ("!L\n55144522 -1 --Pot of Greed\n", 2, "copy count"),
    ("!L\nPotOfGreed 0 --Pot of Greed\n", 2, "not a passcode"),
    ("!L\n55144522\n", 2, "expected 'passcode count --comment'"),
    ("!L\n55144522 0 Pot of Greed\n", 2, "'--' comment"),
    ("#[L]\n55144522 0 --Pot of Greed\n", 2, "before any '!name' list header"),
    ("!L\n$blacklist\n", 2, "unknown directive"),
    ("!L\n!L\n", 2, "defined twice"),
])
def test_malformed_lflist_says_what_and_where(text, line, expected):
    with pytest.raises(BanlistFormatError) as info:
        parse_lflist(text, source="my.lflist.conf")
    assert info.value.line == line
    assert str(info.value).startswith("my.lflist.conf:%d: " % line)
    assert expected in str(info.value)


def test_read_lflist_from_path_and_file_object(tmp_path):
    path = tmp_path / "mine.lflist.conf"
    path.write_text(EDOPRO_TEXT, encoding="utf-8")
    (from_path,) = read_lflist(str(path))
    (from_file,) = read_lflist(io.BytesIO(EDOPRO_TEXT.encode("utf-8")))
    assert from_path.source == str(path)
    assert [(e.code, e.count) for e in from_path.entries] == [
        (e.code, e.count) for e in from_file.entries]


def test_load_banlist_from_a_one_list_file(tmp_path):
    path = tmp_path / "mine.lflist.conf"
    path.write_text(EDOPRO_TEXT, encoding="utf-8")
    assert load_banlist(str(path)).name == "2005.4 GOAT"


def test_load_banlist_from_a_file_with_several_lists_asks_for_a_name(tmp_path):
    path = tmp_path / "lflist.conf"
    path.write_text(YGOPRO_TEXT, encoding="utf-8")
    with pytest.raises(UnknownBanlistError) as info:
        load_banlist(str(path))
    assert "2024.1, 2023.10" in str(info.value)


# --- limits follow the card's name ------------------------------------------------------

def test_entry_for_one_artwork_limits_every_artwork():
    """seed 000 §卡組使用: cards with the same name are one card for the limit."""
    (banlist,) = parse_lflist("!L\n36996508 1 --Dark Magician (alternate artwork)\n")
    assert banlist.limit(DARK_MAGICIAN_ALT) == 1
    assert banlist.limit(DARK_MAGICIAN) == 1
    assert banlist.status(DARK_MAGICIAN) == "Limited"


def test_whitelist_allows_unlisted_artworks_of_listed_cards():
    """seed 000 §卡組使用: the GOAT whitelist lists Black Luster Soldier 5405694 only;
    its other artwork 10000100 is the same card."""
    goat = load_banlist("GOAT")
    assert not any(e.code == 10000100 for e in goat.entries)
    assert goat.limit(5405694) == 3
    assert goat.limit(10000100) == 3


# --- bundled lists and names ------------------------------------------------------------

def test_bundled_lists_include_current_ocg_tcg_goat_and_others():
    names = list_banlists()
    for name in ("2026.07 OCG", "2026.05 TCG", "2005.4 GOAT", "2026.05 Traditional",
                 "2026.05 Worlds"):
        assert name in names


def test_every_list_of_ygopro_lflist_is_bundled_by_its_bang_name():
    with open(os.path.join(BUNDLED_BANLISTS_DIR, "ygopro-lflist.conf"), encoding="utf-8") as f:
        bang_names = [line[1:].strip() for line in f if line.startswith("!")]
    assert len(bang_names) == 102
    names = list_banlists()
    for name in bang_names:
        assert name in names
        assert load_banlist(name).name == name
    assert "2013.9" in names and "2011.9.1" in names and "2026.7" in names


def test_short_names_and_case_insensitivity():
    assert load_banlist("OCG").name == "2026.07 OCG"
    assert load_banlist("tcg").name == "2026.05 TCG"
    assert load_banlist("Goat").name == "2005.4 GOAT"
    assert load_banlist("2005.4 goat") is load_banlist("GOAT")
    assert load_banlist("  2024.1 tcg ").name == "2024.1 TCG"
    aliases = banlist_aliases()
    assert aliases["OCG"] == "2026.07 OCG"
    assert aliases["TCG"] == "2026.05 TCG"
    assert aliases["GOAT"] == "2005.4 GOAT"


def test_a_banlist_object_passes_through():
    banlist = Banlist("mine")
    assert load_banlist(banlist) is banlist


def test_unknown_name_lists_close_names():
    with pytest.raises(UnknownBanlistError) as info:
        load_banlist("2026.8")
    message = str(info.value)
    assert message.startswith("unknown banlist '2026.8'")
    assert "2026.7" in message
    with pytest.raises(UnknownBanlistError) as info:
        load_banlist("gaot")
    assert "GOAT" in str(info.value)


def test_current_lists_give_the_published_limits():
    """seed 000 §禁止卡·限制卡·準限制卡: forbidden 0, limited 1, semi-limited 2."""
    ocg, tcg, goat = load_banlist("OCG"), load_banlist("TCG"), load_banlist("GOAT")
    assert ocg.limit(POT_OF_GREED) == 0
    assert ocg.limit(MONSTER_REBORN) == 1
    assert ocg.limit(METAMORPHOSIS) == 2
    assert ocg.limit(DARK_MAGICIAN) == 3
    assert tcg.limit(HEAVY_STORM) == 0
    assert tcg.limit(METAMORPHOSIS) == 1
    assert goat.limit(POT_OF_GREED) == 1
    assert goat.limit(JINZO) == 1
    assert goat.limit(ASH_BLOSSOM) == 0  # a 2017 card, not on the 2005 whitelist


def test_edopro_current_lists_match_ygopro_lists_of_the_same_date():
    """The two sources agree once EDOPro ids are mapped: the data is consistent."""
    assert load_banlist("OCG").limits() == load_banlist("2026.7").limits()
    assert load_banlist("TCG").limits() == load_banlist("2026.5 TCG").limits()


# --- EDOPro id mapping ------------------------------------------------------------------

def test_goat_edopro_ids_are_mapped_to_real_passcodes_by_name():
    goat = load_banlist("GOAT")
    listed = {e.code: e for e in goat.entries}
    assert listed[21593987].card_name == "Makyura the Destructor"
    assert goat.limit(21593977) == 0   # Makyura the Destructor, listed as 21593987
    assert goat.limit(78010363) == 0   # Witch of the Black Forest, listed as 504700144
    assert goat.limit(82301904) == 0   # Chaos Emperor Dragon, listed as 511000819 with notes
    assert goat.limit(16226786) == 2   # Night Assailant, listed as "(Pre-Errata)" 16226796
    assert goat.limit(47025270) == 3   # listed as "Helping Robo For Combat" (other case)
    assert goat.limit(83555666) == 1   # Ring of Destruction, listed under two EDOPro ids


def test_goat_mapping_counts_and_nothing_left_unmapped():
    goat = load_banlist("GOAT")
    goat.limits()
    assert len(goat.mapped) == 213
    assert len(goat.superseded) == 3   # Jinzo, Monster Reborn, Harpie's Feather Duster
    assert goat.unmapped == []
    mapped = dict((entry.code, real) for entry, real in goat.mapped)
    assert mapped[21593987] == 21593977
    assert mapped[504700144] == 78010363
    assert mapped[511000819] == 82301904


def test_real_card_entry_wins_over_a_pre_errata_edopro_id():
    """OCG lists "Elder Entity Norden (pre-errata)" 17412731 as forbidden and the real card
    17412721 as limited: the real card's own entry decides."""
    ocg = load_banlist("OCG")
    assert ocg.limit(17412721) == 1
    assert ocg.limit(96782886) == 1    # Mind Master, same situation
    superseded = [entry.code for entry, _real in ocg.superseded]
    assert 17412731 in superseded and 96782896 in superseded


def test_unmappable_edopro_id_is_reported_and_still_answers_for_itself():
    (banlist,) = parse_lflist("!L\n999999999 1 --No Such Card Anywhere\n")
    assert banlist.limit(999999999) == 1
    assert [e.code for e in banlist.unmapped] == [999999999]


def test_edopro_id_without_any_other_entry_limits_the_real_card():
    (banlist,) = parse_lflist("!L\n21593987 1 --Makyura the Destructor\n")
    assert banlist.limit(21593977) == 1
    assert [(e.code, real) for e, real in banlist.mapped] == [(21593987, 21593977)]


# --- the import script ------------------------------------------------------------------

@pytest.mark.skipif(not os.path.isdir(os.path.join(SHARED_DATA, "banlists")),
                    reason="shared data folder not present")
def test_bundled_copies_match_the_shared_sources():
    result = subprocess.run(
        [sys.executable, os.path.join(ROOT, "scripts", "import_banlists.py"), "--check",
         "--no-report"], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 differ from the source" in result.stdout
