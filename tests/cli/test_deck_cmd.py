"""`duelist deck`: check / convert / list, their output lines and exit statuses."""

import os
import subprocess
import sys

import pytest

from duelist.cli.main import main
from duelist.deck.formats import format_ydke, load_bundled_deck, read_ydk

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "tests", "deck", "fixtures")
PROBLEMS = os.path.join(FIXTURES, "problems.ydk")
NORMALS_40 = os.path.join(FIXTURES, "normals_40.ydk")


def run(capsys, *argv):
    status = main(["deck"] + list(argv))
    captured = capsys.readouterr()
    return status, captured.out.splitlines(), captured.err


# --- check ------------------------------------------------------------------------------

def test_check_lists_every_problem_with_its_line_number(capsys):
    status, lines, err = run(capsys, "check", PROBLEMS, "--banlist", "OCG", "--rules-only")
    assert status == 1
    assert err == ""
    assert lines == [
        PROBLEMS + ":6: Dark Magician (46986414): 4 copies of this name; at most 3 in Main, "
        "Extra and Side Deck together (artworks 36996508, 46986414 count as one name)",
        PROBLEMS + ":7: Gaia the Dragon Champion (66889139) is a Fusion monster: it goes in "
        "the Extra Deck, not the Main Deck",
        PROBLEMS + ":8: unknown passcode 12345678",
        PROBLEMS + ":10: Polymerization (24094653) is a Spell Card: the Extra Deck holds only "
        "Fusion, Synchro, Xyz and Link monsters",
        PROBLEMS + ":12: Pot of Greed (55144522) is Forbidden in 2026.07 OCG",
        PROBLEMS + ": Main Deck has 6 cards; it needs 40 to 60",
        PROBLEMS + ": 6 problems (Main 6, Extra 1, Side 2; banlist 2026.07 OCG)",
    ]


def test_check_names_cards_the_engine_does_not_implement(capsys):
    status, lines, _err = run(capsys, "check", PROBLEMS)
    assert status == 1
    assert PROBLEMS + ":13: Labrynth Cooclock (2511) is not implemented yet" in lines
    # a Fusion Monster without an effect needs no script: the rules summon it (engine/extra.py)
    assert not any("Gaia the Dragon Champion (66889139) is not implemented" in line for line in lines)
    assert lines[-1].endswith("(Main 6, Extra 1, Side 2; no banlist, engine support checked)")


def test_check_legal_bundled_deck_exits_0(capsys):
    status, lines, err = run(capsys, "check", "yugi_normals", "--banlist", "goat")
    assert status == 0
    assert lines == ["yugi_normals: legal (Main 40, Extra 0, Side 0; banlist 2005.4 GOAT, "
                     "engine support checked)"]
    assert err == ""


def test_check_a_legal_file_with_rules_only(capsys):
    status, lines, _err = run(capsys, "check", NORMALS_40, "--rules-only", "-b", "TCG")
    assert status == 0
    assert lines == [NORMALS_40 + ": legal (Main 40, Extra 1, Side 2; banlist 2026.05 TCG)"]


def test_check_a_ydke_url(capsys):
    url = format_ydke(load_bundled_deck("kaiba_normals"))
    status, lines, _err = run(capsys, "check", url)
    assert status == 0
    assert lines[0].startswith("ydke URL: legal (Main 40, Extra 0, Side 0")


def test_check_a_ydke_url_with_problems_has_no_line_numbers(capsys):
    deck = read_ydk(PROBLEMS)
    status, lines, _err = run(capsys, "check", format_ydke(deck), "--rules-only")
    assert status == 1
    assert lines[0].startswith("ydke URL: Dark Magician (46986414): 4 copies")


@pytest.mark.parametrize("fixture, where, what", [
    ("bad_line.ydk", ":4: ", "not a passcode"),
    ("negative.ydk", ":4: ", "negative passcode"),
    ("unknown_section.ydk", ":4: ", "unknown section header"),
])
def test_check_malformed_file_exits_2_with_file_and_line(capsys, fixture, where, what):
    path = os.path.join(FIXTURES, fixture)
    status, lines, err = run(capsys, "check", path)
    assert status == 2
    assert lines == []
    assert err.startswith("duelist deck: error: " + path + where)
    assert what in err


def test_check_missing_file_exits_2(capsys, tmp_path):
    missing = str(tmp_path / "missing.ydk")
    status, _lines, err = run(capsys, "check", missing)
    assert status == 2
    assert err == "duelist deck: error: %s: no such deck file\n" % missing


def test_check_a_61_card_deck_under_the_goat_rules(capsys, tmp_path):
    """goatformat.com's rule 2: `--rules GOAT` sets no upper limit on the Main Deck; without
    it, 61 cards are one too many. An unknown preset is a clear error, exit 2."""
    path = tmp_path / "big.ydk"
    normals = (15025844, 41392891, 87796900, 32452818, 91152256, 40374923, 13429800, 90357090,
               13039848, 66672569, 36304921, 41218256, 47060154, 68516705, 93221206, 46474915,
               50930991, 86325596, 13723605, 49218300, 70781052)      # 21 Normal Monsters, 3 each
    main = [c for c in normals for _ in range(3)]
    path.write_text("#main\n" + "\n".join(str(c) for c in main[:61]) + "\n#extra\n!side\n")
    status, lines, _err = run(capsys, "check", str(path), "--rules-only")
    assert status == 1 and lines[0].endswith("Main Deck has 61 cards; it may hold 40 to 60")
    status, lines, _err = run(capsys, "check", str(path), "--rules-only", "--rules", "GOAT")
    assert status == 0 and lines == [str(path) + ": legal (Main 61, Extra 0, Side 0; no banlist)"]
    status, _lines, err = run(capsys, "check", str(path), "--rules", "MR9")
    assert status == 2 and "unknown rules preset 'MR9'" in err and "Traceback" not in err


def test_check_unknown_banlist_exits_2_with_close_names(capsys):
    status, _lines, err = run(capsys, "check", "yugi_normals", "--banlist", "2026.08 OCG")
    assert status == 2
    assert "unknown banlist '2026.08 OCG'" in err
    assert "2026.07 OCG" in err


def test_check_malformed_file_prints_no_traceback():
    path = os.path.join(FIXTURES, "bad_line.ydk")
    result = subprocess.run([sys.executable, "-m", "duelist", "deck", "check", path],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.strip() == (
        "duelist deck: error: %s:4: not a passcode, section header or '#' comment: "
        "'Dark Magician'" % path)


# --- convert ----------------------------------------------------------------------------

def test_convert_ydk_to_ydke_and_back(capsys, tmp_path):
    status, lines, _err = run(capsys, "convert", NORMALS_40, "--to", "ydke")
    assert status == 0
    assert len(lines) == 1 and lines[0].startswith("ydke://")
    out = tmp_path / "back.ydk"
    status, lines, _err = run(capsys, "convert", lines[0], "--to", "ydk", "-o", str(out))
    assert status == 0 and lines == []
    assert read_ydk(str(out)) == read_ydk(NORMALS_40)


def test_convert_bundled_deck_to_ydk_keeps_its_comment(capsys):
    status, lines, _err = run(capsys, "convert", "kaiba_normals", "--to", "ydk")
    assert status == 0
    assert lines[0].startswith("#Kaiba's Normal Monsters")
    assert lines[1] == "#main"
    assert lines[-2:] == ["#extra", "!side"]


def test_convert_malformed_input_exits_2(capsys):
    status, _lines, err = run(capsys, "convert", "ydke://rv*!!!", "--to", "ydk")
    assert status == 2
    assert "not valid base64" in err


# --- list -------------------------------------------------------------------------------

def test_list_shows_bundled_decks_and_banlists(capsys):
    status, lines, _err = run(capsys, "list")
    assert status == 0
    text = "\n".join(lines)
    assert any(line.split()[:2] == ["yugi_normals", "40/"] for line in lines)
    assert "Yugi's Normal Monsters" in text
    goat = [line for line in lines if line.strip().startswith("2005.4 GOAT")]
    assert goat and "also: GOAT" in goat[0] and "whitelist" in goat[0]
    assert any(line.strip().startswith("2013.9 ") for line in lines)


def test_deck_without_sub_command_prints_usage_and_exits_2(capsys):
    status = main(["deck"])
    assert status == 2
    assert "check" in capsys.readouterr().err
