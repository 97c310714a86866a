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
    assert code != 0 and "no such column" in err          # what is wrong with the file, however said
    with sqlite3.connect(other_db) as db_file:       # its own row is as it was
        assert db_file.execute("SELECT * FROM rooms").fetchall() == [("ROOM0001", "Kitchen")]


@pytest.mark.xfail(strict=True, reason="round 44m: a SQLite file that is not the server's store gives "
                                       "sqlite3.OperationalError's traceback ('no such column: status'), not "
                                       "a clear error (request in /work/reports/h44m-requests.md)")
@pytest.mark.parametrize("command", [["--close-room", "ROOM0001"], ["--list-rooms"]])
def test_another_programs_database_is_refused_with_a_clear_error(other_db, capsys, command):
    code = main(["serve", "--db", other_db] + command)
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.startswith("duelist: ") and other_db in err and "Traceback" not in err
