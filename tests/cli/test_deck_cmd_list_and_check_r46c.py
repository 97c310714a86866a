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


def test_convert_to_a_file_in_a_missing_folder_is_one_clear_error_with_status_2(capsys, tmp_path):
    where = str(tmp_path / "no" / "deck.ydk")
    status, out, err = _deck(capsys, "convert", "yugi_normals", "--to", "ydk", "-o", where)
    assert status == 2 and out == ""
    assert err == "duelist deck: error: %s: cannot write (No such file or directory)\n" % where


def test_convert_writes_to_the_stream_it_is_given(capsys):
    import argparse
    import io
    from duelist.cli.deck_cmd import run_convert
    out = io.StringIO()
    assert run_convert(argparse.Namespace(deck="yugi_normals", to="ydke", output=None), out=out) == 0
    assert out.getvalue().startswith("ydke://") and out.getvalue().endswith("\n")
    assert capsys.readouterr().out == ""
