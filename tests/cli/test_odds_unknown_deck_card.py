"""`duelist odds` with a deck that holds a passcode no card has: one line naming the deck
file's line and the passcode, exit status 2, never the UnknownCardError traceback."""

from duelist.cli.main import main


def test_an_unknown_passcode_in_the_deck_is_named_with_its_line(tmp_path, capsys):
    path = tmp_path / "d.ydk"
    path.write_text("#main\n89631139\n1314387\n89631139\n")
    code = main(["odds", str(path), "--group", "blue=Blue-Eyes White Dragon"])
    out, err = capsys.readouterr()
    assert code == 2
    assert "Traceback" not in out + err
    assert "deck: line 3: " in err and "1314387" in err


def test_an_unknown_passcode_of_a_ydke_deck_is_named_by_its_place():
    from duelist.cli.odds_cmd import OddsError, deck_groups
    try:
        deck_groups([89631139, 413], [("blue", ["Blue-Eyes White Dragon"])])
    except OddsError as exc:
        assert str(exc).startswith("deck: Main Deck card 2: ") and "413" in str(exc)
    else:
        raise AssertionError("an unknown passcode in the deck was taken")
