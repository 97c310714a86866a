"""`duelist serve`: the browser game and the WebSocket protocol (needs `pip install duelist[web]`),
and the operator's look at its stored rooms (`--list-rooms`, `--close-room CODE`: the
standard library only)."""

import os
import sqlite3

from duelist.cli.common import fail

ROOM_COMMANDS = "--list-rooms and --close-room"
BUSY_SECONDS = 5.0      # how long --close-room waits for a running server's write before giving up


def add_parser(sub):
    p = sub.add_parser("serve", help="serve the browser game (lobby, duel board, spectators) over HTTP/WebSocket")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument("--db", default="duelist-web.sqlite3", metavar="FILE",
                   help="SQLite file for rooms, decks and answers (default duelist-web.sqlite3; "
                        "':memory:' keeps nothing); unfinished duels resume from it on start")
    p.add_argument("--rate", type=float, default=20.0, metavar="N",
                   help="messages per second one connection may send (default 20; bursts of twice that)")
    rooms = p.add_mutually_exclusive_group()
    rooms.add_argument("--list-rooms", action="store_true",
                       help="list the stored rooms that are waiting or playing, with the status a start "
                            "would give them (waiting, playing, finished where their stored answers end the "
                            "duel, broken where they cannot be resumed), code, rules, answers stored, seats "
                            "and why a room cannot be resumed, then exit without serving; changes nothing (a "
                            "running server on the same file goes on)")
    rooms.add_argument("--close-room", metavar="CODE",
                       help="mark a stored room (waiting or playing, e.g. one that cannot be resumed) "
                            "closed: it is never resumed again; its seats and answers stay in the file. "
                            "Works while the server runs: within seconds (or at the room's next message) "
                            "the server ends the room, tells its players it was closed by the operator and "
                            "takes no more answers in it; the other rooms play on. A code that starts with "
                            "'-' (new rooms never get one) is given as --close-room=CODE")
    p.set_defaults(run=run)


def run(args):
    if args.list_rooms or args.close_room is not None:
        return run_room_command(args)
    try:
        import uvicorn
        from duelist.web.server import create_app
    except ImportError as exc:
        return fail("the web server needs the web extra: pip install 'duelist[web]' (%s)" % exc)
    if not 0 < args.port < 65536:
        return fail("--port must be between 1 and 65535")
    if not args.rate > 0:
        return fail("--rate must be above 0")
    try:
        app = create_app(args.db, rate=args.rate)
    except sqlite3.Error as exc:
        return fail("cannot open the database %s: %s" % (args.db, exc))
    lobby = app.state.lobby
    unfinished = sum(1 for r in lobby.rooms.values() if r.status == "playing")
    print("duelist serve: http://%s:%d/ (database %s; %d unfinished duel%s resumed)"
          % (args.host, args.port, args.db, unfinished, "" if unfinished == 1 else "s"), flush=True)
    broken = [r for r in lobby.rooms.values() if r.status == "broken"]
    if broken:
        print("duelist serve: %d room%s could not be resumed (duelist serve --list-rooms lists the stored "
              "rooms; --close-room CODE closes one for good):" % (len(broken), "" if len(broken) == 1 else "s"))
        for room in broken:
            print("  %s: %s" % (room.code, room.error), flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", ws_max_size=1 << 20)
    return 0


def run_room_command(args):
    """--list-rooms or --close-room CODE on the store file (never created here: a missing
    file is a mistyped --db)."""
    from duelist.web.store import Store
    db = args.db
    if db == ":memory:":
        return fail("%s read a database file; ':memory:' keeps no rooms" % ROOM_COMMANDS)
    if not os.path.isfile(db):
        return fail("no database file %s: the rooms are stored where duelist serve --db FILE keeps them" % db)
    try:
        store = Store(db, timeout=BUSY_SECONDS)
    except sqlite3.Error as exc:
        return fail("cannot open the database %s: %s" % (db, exc))
    try:
        if args.list_rooms:
            return list_rooms(store, db)
        return close_room(store, db, args.close_room)
    except sqlite3.OperationalError as exc:
        if "locked" not in str(exc) and "busy" not in str(exc):
            # (another program's SQLite file: its tables lack the store's columns; the close's
            # transaction has rolled back, `Store.close_room`)
            return fail("the database %s is not a duelist serve store (%s): nothing was changed" % (db, exc))
        # (a running server writes for a few microseconds at a time: only a stuck writer holds it this long)
        return fail("the database %s stayed busy for %g seconds (another process is writing it: %s); nothing "
                    "was changed, try again" % (db, BUSY_SECONDS, exc))
    finally:
        store.close()


def list_rooms(store, db):
    """The rooms a start would load (stored waiting or playing), resumed as it would (the AI's
    further answers and a duel the answers end are not stored), each with the status the
    resume gives it: waiting, playing, finished (its stored answers end the duel: a start
    stores it finished) or broken, with its message."""
    from duelist.web.rooms import Lobby
    lobby = Lobby(store, resume=False)
    lobby.resume_all(write=False)
    rooms = list(lobby.rooms.values())
    if not rooms:
        print("no stored room is waiting or playing in %s" % db)
        return 0
    print("%d stored room%s in %s (waiting or playing; as a start resumes them: waiting, playing, finished "
          "or broken):"
          % (len(rooms), "" if len(rooms) == 1 else "s", db))
    table = [("CODE", "STATUS", "RULES", "ANSWERS", "SEATS")]
    for room in rooms:
        table.append((room.code, room.status, _rules(room.settings), str(room.answers_stored),
                      " / ".join(_seat(info) for info in room.seats)))
    widths = [max(len(row[i]) for row in table) for i in range(4)]
    for n, row in enumerate(table):
        print("%-*s  %-*s  %-*s  %*s  %s" % (widths[0], row[0], widths[1], row[1], widths[2], row[2],
                                             widths[3], row[3], row[4]))
        if n and rooms[n - 1].error:
            print("    %s" % rooms[n - 1].error)
    return 0


def _rules(settings):
    rules = str(settings.get("rules", "?"))
    return rules + ", best of three" if settings.get("match") else rules


def _seat(info):
    if info is None:
        return "-"
    return info["name"] + (" [AI]" if info["kind"] == "ai" else "")


def close_room(store, db, code):
    # (our codes are ASCII; SQLite cannot even take a str with a lone surrogate, as an argument
    # that is not UTF-8 gives. Closed in one transaction with the read of its status: a room
    # that a running server finishes meanwhile stays finished)
    status = store.close_room(code) if code.isascii() else None
    if status is None:
        return fail("no stored room %s in %s (duelist serve --list-rooms lists them)"
                    % (code if code.isascii() else ascii(code), db))
    if status == "finished":
        return fail("room %s is finished (its result and replay are kept): there is nothing to close" % code)
    if status == "closed":
        return fail("room %s is closed already" % code)
    answers = store.room_status(code)[1]
    print("duelist serve: room %s closed (it was %s): it will never be resumed; its %d stored answer%s "
          "kept" % (code, status, answers, " is" if answers == 1 else "s are"))
    return 0
