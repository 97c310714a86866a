"""`duelist card NAME --rules PRESET`: the card as that rule set plays it (GOAT: 2005 texts)."""

import json

from duelist.cli.main import main


def run_card(capsys, *argv):
    code = main(["card"] + list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_card_rules_goat_describes_the_2005_text(capsys):
    code, out, err = run_card(capsys, "Sangan", "--rules", "GOAT")
    assert code == 0 and err == ""
    about = [line for line in out.splitlines() if line.startswith("About: ")][0]
    assert "No limit per turn" in about and "2005 text" in about
    assert "Card text: 2005 (differs from today's)" in out.splitlines()


def test_card_without_rules_describes_todays_text(capsys):
    code, out, err = run_card(capsys, "Sangan")
    about = [line for line in out.splitlines() if line.startswith("About: ")][0]
    assert code == 0 and "One use of this effect per name per turn" in about
    assert not any(line.startswith("Card text:") for line in out.splitlines())


def test_card_rules_goat_for_a_card_unchanged_since_2005(capsys):
    code, out, err = run_card(capsys, "Pot of Greed", "--rules", "goat")
    assert code == 0 and "Card text: 2005 (same as today's)" in out.splitlines()


def test_card_rules_goat_json(capsys):
    code, out, err = run_card(capsys, "Ring of Destruction", "--rules", "GOAT", "--json")
    assert code == 0 and "either player's turn" in json.loads(out)["description"]


def test_card_rules_unknown_preset_is_a_clear_error(capsys):
    code, out, err = run_card(capsys, "Sangan", "--rules", "MR9")
    assert code == 2 and out == ""
    assert "unknown rules preset 'MR9'" in err and "Traceback" not in err
