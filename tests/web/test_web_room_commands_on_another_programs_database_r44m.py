"""`duelist serve --list-rooms` / `--close-room CODE` given with `--db` a SQLite file that
some other program made (it has a `rooms` table, but not the server's): the operator has
named the wrong file. That is not "the database stayed busy, try again" - only a lock held
by another writer is - and what is said names what is wrong with the file (round 44m: the
commands' busy test read any error as busy once its test for the lock's message was
dropped; the close's transaction without its raise hid the error behind another)."""

import sqlite3

import pytest

from duelist.cli.main import main


@pytest.fixture
def other_db(tmp_path):
    db = str(tmp_path / "other.sqlite3")
    with sqlite3.connect(db) as db_file:
        db_file.execute("CREATE TABLE rooms (code TEXT PRIMARY KEY, name TEXT)")
        db_file.execute("INSERT INTO rooms VALUES ('ROOM0001', 'Kitchen')")
    return db


def _serve(capsys, *argv):
    try:
        code, error = main(["serve"] + list(argv)), ""
    except sqlite3.DatabaseError as exc:       # (a traceback today: the strict xfail below)
        code, error = None, str(exc)
    out, err = capsys.readouterr()
    return code, out, err + error


@pytest.mark.parametrize("command", [["--close-room", "ROOM0001"], ["--list-rooms"]])
def test_another_programs_database_is_never_said_to_be_busy(other_db, capsys, command):
    code, out, err = _serve(capsys, "--db", other_db, *command)
    assert "busy" not in out + err and "try again" not in out + err
    assert code != 0 and "has no column settings" in err          # what is wrong with the file
    with sqlite3.connect(other_db) as db_file:       # its own row is as it was
        assert db_file.execute("SELECT * FROM rooms").fetchall() == [("ROOM0001", "Kitchen")]


@pytest.mark.parametrize("command", [["--close-room", "ROOM0001"], ["--list-rooms"]])
def test_another_programs_database_is_refused_with_a_clear_error(other_db, capsys, command):
    code = main(["serve", "--db", other_db] + command)
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.startswith("duelist: ") and other_db in err and "Traceback" not in err
    with sqlite3.connect(other_db) as db_file:       # nothing of the store's was written to it
        assert [name for (name,) in db_file.execute("SELECT name FROM sqlite_master WHERE type = 'table'")] == ["rooms"]
        assert db_file.execute("PRAGMA journal_mode").fetchone()[0] != "wal"


def test_serving_another_programs_database_is_refused_before_writing_to_it(other_db, capsys):
    """`duelist serve --db F` on another program's SQLite file: a clear error before the
    server starts, and the file keeps only its own table."""
    assert main(["serve", "--db", other_db, "--port", "8123"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("duelist: cannot open the database %s: not a duelist serve store" % other_db)
    with sqlite3.connect(other_db) as db_file:
        assert [name for (name,) in db_file.execute("SELECT name FROM sqlite_master WHERE type = 'table'")] == ["rooms"]
