"""The operator's reading of `duelist serve`'s own words about the stored rooms: the
--list-rooms table keeps its columns under their headings whatever the codes' and
statuses' lengths, and says "1 stored room" for one; a started server's lines naming the
rooms that could not be resumed reach a log file or pipe at once, not when it stops.
(Round 44m: survivors of serve_cmd.py's list_rooms and run.)"""

import os
import select
import subprocess
import sys
import time

import pytest

from duelist.cli.main import main
from duelist.engine.rules import get_rules
from duelist.web.rooms import ROOM_FORMAT
from duelist.web.store import Store
from tests.server.old_rooms import played, room_deck, store_old_room


def _stored_room(db, code, seed, answers=25, unfit_at=None):
    decks = [room_deck("yugi-starter"), room_deck("kaiba-starter")]
    stored = list(played(get_rules("MR5"), decks, seed, count=answers).answers)
    if unfit_at is not None:
        stored[unfit_at] = 99
    store_old_room(db, code, "MR5", ROOM_FORMAT, seed, decks, stored)


def _waiting_room(db, code, name):
    store = Store(db)
    store.add_room(code, {"rules": "GOAT", "format": ROOM_FORMAT, "banlist": None, "match": False,
                          "time_limit": None, "opponent": "person", "ai": None, "listed": True}, 5)
    store.set_seat(code, 0, "token-" + code, name, "person", room_deck("yugi-starter"))
    store.close()


def test_one_stored_room_is_listed_as_one_room(tmp_path, capsys):
    db = str(tmp_path / "rooms.sqlite3")
    _waiting_room(db, "ONLYROOM", "Alice")
    assert main(["serve", "--db", db, "--list-rooms"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == ("1 stored room in %s (waiting or playing; as a start resumes them: waiting, playing, "
                        "finished or broken):" % db)


def test_the_list_keeps_each_column_under_its_heading(tmp_path, capsys):
    """Codes of 2 and 17 characters, statuses "waiting" and "broken", rules "MR5" and
    "GOAT", answers 0 and 25: each column starts where its heading does (the answers are
    right-aligned under ANSWERS), two spaces apart."""
    db = str(tmp_path / "rooms.sqlite3")
    _waiting_room(db, "W1", "Alice")
    _stored_room(db, "BROKENROOMLONGONE", seed=77, unfit_at=10)
    assert main(["serve", "--db", db, "--list-rooms"]) == 0
    lines = capsys.readouterr().out.splitlines()
    header = lines[1]
    assert header.split() == ["CODE", "STATUS", "RULES", "ANSWERS", "SEATS"]
    rows = {line.split()[0]: line for line in lines[2:] if not line.startswith(" ")}
    assert sorted(rows) == ["BROKENROOMLONGONE", "W1"]
    # each room on its line, the broken room's message (alone) on the line under it
    assert [line.split()[0] for line in lines[2:]] == ["W1", "BROKENROOMLONGONE", "this"]
    assert lines[4].startswith("    this room could not be resumed: answer 11 of 25 no longer fits: ")
    status_at, rules_at, seats_at = header.index("STATUS"), header.index("RULES"), header.index("SEATS")
    answers_end = header.index("ANSWERS") + len("ANSWERS")
    assert status_at == len("BROKENROOMLONGONE") + 2 and rules_at == status_at + len("waiting") + 2
    assert answers_end == rules_at + len("RULES") + 2 + len("ANSWERS") and seats_at == answers_end + 2
    for code, status, rules, answers, seats in (("W1", "waiting", "GOAT", "0", "Alice / -"),
                                                ("BROKENROOMLONGONE", "broken", "MR5", "25", "P1 / P2")):
        row = rows[code]
        assert row.startswith(code + " ")
        assert row[status_at:].startswith(status + " ")
        assert row[rules_at:].startswith(rules + " ")
        assert row[answers_end - len(answers):answers_end] == answers and row[answers_end - len(answers) - 1] == " "
        assert row[seats_at:] == seats


def test_listing_a_room_whose_stored_answers_end_its_duel_writes_nothing(tmp_path, capsys):
    """The server stopped after storing a duel's last answer and before storing the room
    finished: --list-rooms replays it as a start would and lists it finished, under a title
    that says a stored playing room may be listed finished (before stop 45 the title said
    "waiting, playing or broken on resume" over this "finished" line), but a start's write
    (the room finished, its result and replay) is not made by a look."""
    import sqlite3
    db = str(tmp_path / "rooms.sqlite3")
    decks = [room_deck("yugi-starter"), room_deck("kaiba-starter")]
    duel = played(get_rules("MR5"), decks, 5, count=100000)
    assert duel.request is None
    store_old_room(db, "ENDEDROOM00001", "MR5", ROOM_FORMAT, 5, decks, list(duel.answers))
    assert main(["serve", "--db", db, "--list-rooms"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == ("1 stored room in %s (waiting or playing; as a start resumes them: waiting, playing, "
                        "finished or broken):" % db)
    assert lines[2].split()[:4] == ["ENDEDROOM00001", "finished", "MR5", str(len(duel.answers))]  # as a start finds it
    with sqlite3.connect(db) as db_file:
        assert db_file.execute("SELECT status, result, replay FROM rooms").fetchall() == [("playing", None, None)]


def test_a_started_server_names_its_broken_rooms_at_once_on_a_pipe(tmp_path):
    pytest.importorskip("uvicorn", reason="the web extra is not installed")
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "scripts"))
    from web_load import free_port
    db = str(tmp_path / "rooms.sqlite3")
    _stored_room(db, "BROKENROOM0001", seed=77, unfit_at=10)
    env = dict(os.environ)
    env.pop("PYTHONUNBUFFERED", None)          # (a log file or pipe, as an operator's)
    server = subprocess.Popen([sys.executable, "-m", "duelist", "serve", "--host", "127.0.0.1", "--port",
                               str(free_port()), "--db", db], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              env=env)
    try:
        seen, deadline = b"", time.monotonic() + 30
        while b"  BROKENROOM0001: " not in seen and time.monotonic() < deadline and server.poll() is None:
            if select.select([server.stdout], [], [], 0.2)[0]:
                seen += os.read(server.stdout.fileno(), 4096)
        assert server.poll() is None                     # still serving
        assert b"duelist serve: 1 room could not be resumed" in seen
        assert b"  BROKENROOM0001: this room could not be resumed: answer 11 of 25 no longer fits" in seen
    finally:
        server.terminate()
        server.wait(10)
        server.stdout.close()
