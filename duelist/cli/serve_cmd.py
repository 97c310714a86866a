"""`duelist serve`: the browser game and the WebSocket protocol (needs `pip install duelist[web]`)."""

from duelist.cli.common import fail


def add_parser(sub):
    p = sub.add_parser("serve", help="serve the browser game (lobby, duel board, spectators) over HTTP/WebSocket")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument("--db", default="duelist-web.sqlite3", metavar="FILE",
                   help="SQLite file for rooms, decks and answers (default duelist-web.sqlite3; "
                        "':memory:' keeps nothing); unfinished duels resume from it on start")
    p.add_argument("--rate", type=float, default=20.0, metavar="N",
                   help="messages per second one connection may send (default 20; bursts of twice that)")
    p.set_defaults(run=run)


def run(args):
    try:
        import uvicorn
        from duelist.web.server import create_app
    except ImportError as exc:
        return fail("the web server needs the web extra: pip install 'duelist[web]' (%s)" % exc)
    if not 0 < args.port < 65536:
        return fail("--port must be between 1 and 65535")
    if not args.rate > 0:
        return fail("--rate must be above 0")
    import sqlite3
    try:
        app = create_app(args.db, rate=args.rate)
    except sqlite3.Error as exc:
        return fail("cannot open the database %s: %s" % (args.db, exc))
    lobby = app.state.lobby
    unfinished = sum(1 for r in lobby.rooms.values() if r.status == "playing")
    print("duelist serve: http://%s:%d/ (database %s; %d unfinished duel%s resumed)"
          % (args.host, args.port, args.db, unfinished, "" if unfinished == 1 else "s"), flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", ws_max_size=1 << 20)
    return 0
