"""`duelist deck` as a deck builder reads it: the list of bundled decks, `check`'s verdicts and
exit statuses, `convert` (round 46c)."""

from duelist.cli.main import main


def _deck(capsys, *argv):
    status = main(["deck"] + list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_a_long_deck_description_is_cut_to_50_columns_ending_in_dots(capsys):
    status, out, _ = _deck(capsys, "list")
    assert status == 0
    rows = [line for line in out.splitlines() if line.startswith("  goat_01_")]
    assert len(rows) == 1
    about = rows[0].split("playable", 1)[1].strip()
    assert len(about) == 50 and about.endswith("...")
