"""`duelist card NAME|PASSCODE`."""

import json

from duelist.cli.main import main


def run_card(capsys, *argv):
    code = main(["card"] + list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_card_by_name_in_several_words(capsys):
    code, out, err = run_card(capsys, "Dark", "Magician")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Dark Magician"
    assert "  en     Dark Magician" in lines
    assert "  ja     ブラック・マジシャン" in lines
    assert "  ko     블랙 매지션" in lines
    assert any(line.startswith("  zh-TW  ") for line in lines)
    assert "  zh-CN  黑魔导" in lines
    assert "Passcode: 46986414 (alternate artworks: 36996508)" in lines
    assert "Card: Monster (Spellcaster / Normal)" in lines
    assert "Attribute: DARK" in lines
    assert "Level: 7" in lines
    assert "ATK/DEF: 2500/2100" in lines
    assert "Series: Dark Magician" in lines
    assert any(line.startswith("Limits: TCG Unlimited, OCG Unlimited") for line in lines)
    assert any(line.startswith("Sets (en): ") and "(63 in all)" in line for line in lines)
    assert "Engine: implemented (Normal Monster, no script needed)" in lines


def test_card_by_alternate_artwork_passcode(capsys):
    code, out, _ = run_card(capsys, "36996508")
    assert code == 0
    assert "Passcode: 36996508 (alternate artwork of 46986414)" in out.splitlines()


def test_card_by_passcode_with_leading_zeros(capsys):
    code, out, _ = run_card(capsys, "00000483")
    assert code == 0
    assert out.splitlines()[0] == "Parallel Teleport"
    assert "Passcode: 00000483" in out.splitlines()
    assert "Card: Quick-Play Spell" in out.splitlines()


def test_card_by_japanese_name(capsys):
    code, out, _ = run_card(capsys, "青眼の白龍")
    assert code == 0
    assert out.splitlines()[0] == "Blue-Eyes White Dragon"


def test_unimplemented_card_says_so(capsys):
    from duelist.testing.cards import unimplemented_effect_monster
    card = unimplemented_effect_monster()
    code, out, _ = run_card(capsys, str(card.code))
    assert code == 0
    assert out.splitlines()[0] == card.name
    assert any(line.startswith("Card: Monster (") for line in out.splitlines())
    assert "Engine: not implemented yet (its effect has no script)" in out.splitlines()


def test_link_monster_shows_rating_and_arrows_and_no_def(capsys):
    code, out, _ = run_card(capsys, "Decode", "Talker")
    assert code == 0
    lines = out.splitlines()
    assert "Card: Monster (Cyberse / Link / Effect)" in lines
    assert "Link: 3 (Top, Bottom-Left, Bottom-Right)" in lines
    assert "ATK: 2300" in lines
    assert not any(line.startswith("ATK/DEF") for line in lines)
    assert "Materials: 2+ Effect Monsters" in lines


def test_question_mark_stats_print_as_question_marks(capsys):
    _, out, _ = run_card(capsys, "Ten Thousand Dragon")
    assert "ATK/DEF: ?/?" in out.splitlines()


def test_unknown_card_exits_1_with_suggestions(capsys):
    code, out, err = run_card(capsys, "blue", "eyes", "white", "dragn")
    assert code == 1
    assert out == ""
    lines = err.splitlines()
    assert lines[0] == "duelist card: no card named 'blue eyes white dragn'"
    assert lines[1] == "did you mean:"
    assert "  89631139  Blue-Eyes White Dragon" in lines
    assert 2 < len(lines) <= 7
    assert "Traceback" not in err


def test_unknown_nonsense_exits_1(capsys):
    code, _, err = run_card(capsys, "xyz")
    assert code == 1
    assert err.startswith("duelist card: no card named 'xyz'")


def test_unknown_passcode_exits_1(capsys):
    code, _, err = run_card(capsys, "12345")
    assert code == 1
    assert err.splitlines() == ["duelist card: no card with passcode 00012345"]


def test_ambiguous_name_lists_the_cards(capsys):
    code, _, err = run_card(capsys, "守護者之力")
    assert code == 1
    assert "names several cards" in err
    assert "  01118137  Power of the Guardians" in err.splitlines()


def test_json_output(capsys):
    code, out, _ = run_card(capsys, "--json", "36996508")
    assert code == 0
    facts = json.loads(out)
    assert facts["code"] == 36996508
    assert facts["alias"] == 46986414
    assert facts["alternate_codes"] == [46986414, 36996508]
    assert facts["names"]["ja"] == "ブラック・マジシャン"
    assert facts["kinds"] == ["Normal"] and facts["race"] == "Spellcaster"
    assert (facts["level"], facts["atk"], facts["def"]) == (7, 2500, 2100)
    assert facts["engine"] == "implemented (Normal Monster, no script needed)"


def test_json_output_for_a_link_monster(capsys):
    _, out, _ = run_card(capsys, "Firewall Dragon", "--json")
    facts = json.loads(out)
    assert facts["link"] == 4
    assert facts["link_arrows"] == ["Top", "Left", "Right", "Bottom"]
    assert facts["def"] is None
    assert facts["engine"].startswith("not implemented")


def test_card_shows_our_own_description_for_an_implemented_card(capsys):
    from duelist.cli.main import main
    assert main(["card", "Dark Magician"]) == 0
    out = capsys.readouterr().out
    assert "About: A Level 7 DARK Spellcaster Normal Monster with 2500 ATK and 2100 DEF" in out
    from duelist.testing.cards import unimplemented_effect_monster
    assert main(["card", str(unimplemented_effect_monster().code)]) == 0   # no script: no description
    assert "About:" not in capsys.readouterr().out
