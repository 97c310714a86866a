"""SQLite persistence for `duelist serve`: rooms, decks and every answer as it is given.

Standard library sqlite3 only. One connection, used from the server's event loop thread.
A room row holds its settings and the secret seed; a seat row holds a player's reconnect
token and registered deck; the answers table holds each duel's inputs in order, written
before the answer's result is sent to anyone, so a restart can rebuild every unfinished
duel (same seed + same answers = same duel). With each answer goes a check of the game
after it (rooms.GameCheck, JSON in answers.game_check), so that a restart under other
rulings, where the same seed and answers lead another duel, is told and refused. A file
made before the checks (no game_check column) gets the column on opening, its old rows
none: they resume unchecked, as before.

A room that `duelist serve --close-room` closes from another process while the server runs
is closed for good: every write the server makes for a room (`set_status`, `set_settings`,
`set_seat`, `remove_seat`, `add_answer`) reads the room's stored status in the same
transaction first and, where it is "closed", writes nothing and raises `RoomClosed` (the
server then ends the room as its own close); `changed_elsewhere` (SQLite's data_version)
tells the server cheaply whether another connection wrote the file at all.

The server notes in the `server` table when it was last known to run (`alive_at`, written
every second or two while it runs and when it stops): a restarted server does not charge a
timed match's clock for the time between that mark and its start (rooms.py, RoomClock).
"""

import json
import sqlite3
import time

SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,
    settings TEXT NOT NULL,
    seed INTEGER NOT NULL,
    status TEXT NOT NULL,
    created REAL NOT NULL,
    result TEXT,
    replay TEXT
);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL,
    seat INTEGER NOT NULL,
    token TEXT NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    deck TEXT,
    PRIMARY KEY (code, seat)
);
CREATE TABLE IF NOT EXISTS answers (
    code TEXT NOT NULL,
    n INTEGER NOT NULL,
    answer INTEGER NOT NULL,
    game_check TEXT,
    PRIMARY KEY (code, n)
);
"""

# made by the first note that a server runs (`set_alive_at`), not on opening: a file only read
# (`duelist serve --list-rooms`) stays as it was
SERVER_TABLE = "CREATE TABLE IF NOT EXISTS server (key TEXT PRIMARY KEY, value REAL NOT NULL)"


BUSY_TIMEOUT = 5.0      # seconds a write waits for another connection's write (then "database is locked")


ROOM_COLUMNS = ("code", "settings", "seed", "status", "created")    # in every store file since the first


class NotAStore(sqlite3.DatabaseError):
    """The file is another program's SQLite database (its tables are not a store's): nothing
    was written to it."""


class RoomClosed(Exception):
    """A write for a room whose stored status is "closed" (closed from another process,
    `duelist serve --close-room`): nothing was written."""

    def __init__(self, code):
        Exception.__init__(self, "room %s was closed by the operator" % (code,))
        self.code = code


class Store(object):
    """Rooms, seats (tokens, decks) and answers in one SQLite file (":memory:" for tests)."""

    def __init__(self, path=":memory:", timeout=BUSY_TIMEOUT):
        self.path = path
        self.db = sqlite3.connect(path, check_same_thread=False, isolation_level=None, timeout=timeout)
        self._data_version = None
        self._server_table = False
        foreign = self._not_a_store()
        if foreign is not None:
            # (another program's SQLite file: refused before anything is written to it -- no
            # WAL mode, no tables of ours)
            self.db.close()
            raise NotAStore("not a duelist serve store (%s); nothing was changed" % (foreign,))
        if path != ":memory:":
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)
        columns = [row[1] for row in self.db.execute("PRAGMA table_info(answers)")]
        if "game_check" not in columns:
            # a file made before the checks: its rows keep NULL (no check), new rows get one;
            # a server from before still reads and writes it (it names its columns)
            self.db.execute("ALTER TABLE answers ADD COLUMN game_check TEXT")

    def _not_a_store(self):
        """Why the open file is not a store of ours (None when it is one, or empty): a file
        with tables of its own but no `rooms` table with the store's columns was made by
        another program."""
        tables = set(name for (name,) in self.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"))
        if not tables:
            return None
        if "rooms" not in tables:
            return "its tables are %s, with no rooms table" % ", ".join(sorted(tables)[:5])
        columns = set(row[1] for row in self.db.execute("PRAGMA table_info(rooms)"))
        missing = [c for c in ROOM_COLUMNS if c not in columns]
        if missing:
            return "its rooms table has no column %s" % ", ".join(missing)
        return None

    def close(self):
        self.db.close()

    def _room_write(self, code, sql, params):
        """One write for room `code`, in one transaction with the read of its stored status
        (BEGIN IMMEDIATE: no other process closes it in between): none where it is
        "closed", RoomClosed raised instead. A code with no room row is written as before."""
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            row = db.execute("SELECT status FROM rooms WHERE code = ?", (code,)).fetchone()
            if row is not None and row[0] == "closed":
                raise RoomClosed(code)
            db.execute(sql, params)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def changed_elsewhere(self):
        """True when another connection (another process: `duelist serve --close-room`)
        committed a change to the file since the last call (the first call: True). One
        PRAGMA, no table read: cheap enough for every message."""
        version = self.db.execute("PRAGMA data_version").fetchone()[0]
        changed = version != self._data_version
        self._data_version = version
        return changed

    def statuses(self, codes):
        """{code: stored status} of those of `codes` that have a room row."""
        codes = list(codes)
        out = {}
        for start in range(0, len(codes), 500):
            part = codes[start:start + 500]
            out.update(self.db.execute("SELECT code, status FROM rooms WHERE code IN (%s)"
                                       % ",".join("?" for _ in part), part).fetchall())
        return out

    def close_room(self, code):
        """Mark a room closed (the operator's `--close-room`) unless it is finished or closed
        already, in one transaction with the read of its status (a room that a running
        server finishes meanwhile stays finished): the status it had, None if there is no
        room with that code."""
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            row = db.execute("SELECT status FROM rooms WHERE code = ?", (code,)).fetchone()
            if row is not None and row[0] not in ("finished", "closed"):
                db.execute("UPDATE rooms SET status = 'closed' WHERE code = ?", (code,))
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        return None if row is None else row[0]

    # ------------------------------------------------------------ the server's run
    def alive_at(self):
        """The last time (wall clock, seconds) a server on this file was known to run; None in
        a file where none noted it (a file of stop 44 or before)."""
        if not self.db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'server'").fetchone():
            return None
        row = self.db.execute("SELECT value FROM server WHERE key = 'alive_at'").fetchone()
        return None if row is None else row[0]

    def set_alive_at(self, when):
        if not self._server_table:
            self.db.execute(SERVER_TABLE)
            self._server_table = True
        self.db.execute("INSERT OR REPLACE INTO server (key, value) VALUES ('alive_at', ?)", (when,))

    # ------------------------------------------------------------ rooms
    def add_room(self, code, settings, seed):
        self.db.execute("INSERT INTO rooms (code, settings, seed, status, created) VALUES (?, ?, ?, ?, ?)",
                        (code, json.dumps(settings, sort_keys=True), seed, "waiting", time.time()))

    def set_status(self, code, status, result=None, replay=None):
        """A room's status (with its result and replay); a room closed in the store stays
        closed: RoomClosed (closing it again writes nothing and raises nothing)."""
        params = (status, None if result is None else json.dumps(result, sort_keys=True),
                  None if replay is None else json.dumps(replay, sort_keys=True), code)
        try:
            self._room_write(code, "UPDATE rooms SET status = ?, result = ?, replay = ? WHERE code = ?", params)
        except RoomClosed:
            if status != "closed":
                raise

    def room_status(self, code):
        """(status, answers stored) of a stored room, None if there is none with that code."""
        row = self.db.execute("SELECT status FROM rooms WHERE code = ?", (code,)).fetchone()
        if row is None:
            return None
        (answers,) = self.db.execute("SELECT COUNT(*) FROM answers WHERE code = ?", (code,)).fetchone()
        return row[0], answers

    def replay(self, code):
        row = self.db.execute("SELECT replay FROM rooms WHERE code = ?", (code,)).fetchone()
        return None if row is None or row[0] is None else json.loads(row[0])

    def set_settings(self, code, settings):
        self._room_write(code, "UPDATE rooms SET settings = ? WHERE code = ?",
                         (json.dumps(settings, sort_keys=True), code))

    def set_seat(self, code, seat, token, name, kind, deck):
        self._room_write(code, "INSERT OR REPLACE INTO seats (code, seat, token, name, kind, deck) "
                               "VALUES (?, ?, ?, ?, ?, ?)",
                         (code, seat, token, name, kind, None if deck is None else json.dumps(deck)))

    def remove_seat(self, code, seat):
        self._room_write(code, "DELETE FROM seats WHERE code = ? AND seat = ?", (code, seat))

    def add_answer(self, code, n, answer, check=None):
        """Answer n of a room, with the check of the game after it (a dict; None: none)."""
        self._room_write(code, "INSERT INTO answers (code, n, answer, game_check) VALUES (?, ?, ?, ?)",
                         (code, n, answer, None if check is None else json.dumps(check, sort_keys=True)))

    def rooms(self, statuses=("waiting", "playing")):
        """Every stored room in one of these states, with its seats, answers and the
        answers' checks ("checks": one per answer, None where a row has none; a check
        that is not JSON is given as its text, which matches no game). A room whose
        settings, result or a seat's deck cannot be read (not JSON) comes with "error"
        saying which (its unreadable parts empty): one damaged row stops no other room."""
        marks = ",".join("?" for _ in statuses)
        rows = self.db.execute("SELECT code, settings, seed, status, created, result FROM rooms "
                               "WHERE status IN (%s) ORDER BY created" % marks, tuple(statuses)).fetchall()
        out = []
        for code, settings, seed, status, created, result in rows:
            unread = []
            seats = {}
            for seat, token, name, kind, deck in self.db.execute(
                    "SELECT seat, token, name, kind, deck FROM seats WHERE code = ?", (code,)):
                seats[seat] = {"token": token, "name": name, "kind": kind,
                               "deck": _read(deck, "seat %s's deck" % (seat,), unread)}
            answers, checks = [], []
            for answer, check in self.db.execute(
                    "SELECT answer, game_check FROM answers WHERE code = ? ORDER BY n", (code,)):
                answers.append(answer)
                checks.append(None if check is None else _read_check(check))
            settings = _read(settings, "settings", unread)
            if settings is not None and not isinstance(settings, dict):
                unread.append("settings: not a JSON object (%s)" % type(settings).__name__)
            room = {"code": code, "settings": settings if isinstance(settings, dict) else {}, "seed": seed,
                    "status": status, "created": created, "result": _read(result, "result", unread),
                    "seats": seats, "answers": answers, "checks": checks}
            if unread:
                room["error"] = "; ".join(unread)
            out.append(room)
        return out


def _read(text, what, unread):
    """JSON text of a stored field (None stays None); one that is not JSON: None, and
    "WHAT: why" added to `unread`."""
    if text is None:
        return None
    try:
        return json.loads(text)
    except (ValueError, TypeError) as exc:
        unread.append("%s: %s" % (what, exc))
        return None


def _read_check(text):
    try:
        return json.loads(text)
    except ValueError:
        return text
