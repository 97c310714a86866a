"""The game server's lobby (duelist.web.rooms, no web framework needed) against messages a
client may send on purpose or by accident: refused with an error that says what, never
an internal error, never a file of the server read on a client's word."""

import asyncio
import json

from duelist.web.rooms import Client, Lobby


class Person(object):
    def __init__(self, lobby):
        self.lobby = lobby
        self.received = []

        async def send(message):
            self.received.append(message)
        self.client = Client(send)

    def ask(self, **message):
        start = len(self.received)
        asyncio.run(self.lobby.receive(self.client, json.dumps(message)))
        return self.received[start:]


SECRET = "do-not-show-this-line 1"


def test_a_banlist_named_by_a_server_path_is_an_unknown_banlist_and_the_file_is_not_read(tmp_path):
    """A client names banlists by their bundled names; a path on the server is not read, so
    neither a file's first line (it went back in the error before) nor a well-formed lflist
    file of the server's can be reached through a room."""
    secret = tmp_path / "secret.txt"
    secret.write_text(SECRET + "\n")
    lflist = tmp_path / "mine.lflist.conf"
    lflist.write_text("!Server Only\n89631139 0\n")
    me = Person(Lobby(None))
    for path in (secret, lflist):
        for kind in ("check_deck", "create"):
            replies = me.ask(type=kind, deck="yugi-starter", banlist=str(path))
            assert [r["type"] for r in replies] == ["error"]
            assert "unknown banlist" in replies[0]["message"]
            assert "do-not-show" not in replies[0]["message"]
            assert "Server Only" not in replies[0]["message"]
    assert me.lobby.rooms == {}


def test_a_bundled_banlist_is_still_taken_by_name():
    me = Person(Lobby(None))
    replies = me.ask(type="check_deck", deck="goat_01", banlist="goat")
    assert replies[0]["type"] == "deck_check" and replies[0]["ok"] is True


def test_a_resume_token_with_non_ascii_characters_holds_no_seat_and_the_room_plays_on():
    """compare_digest refuses a str with non-ASCII characters (TypeError): such a token is
    a wrong token, answered like one, and the room is as it was."""
    lobby = Lobby(None)
    ann, bob, eve = Person(lobby), Person(lobby), Person(lobby)
    joined = [r for r in ann.ask(type="create", deck="yugi-starter") if r["type"] == "joined"][0]
    room = joined["room"]
    bob.ask(type="join", room=room, deck="kaiba-starter")
    for token in ("\u00b2", joined["token"][:-1] + "\u0663", "\u00e9" * 24):
        replies = eve.ask(type="resume", room=room, token=token)
        assert [r["type"] for r in replies] == ["error"]
        assert replies[0]["message"] == "that token does not hold a seat in room %s" % room
    assert lobby.rooms[room].status == "playing" and lobby.rooms[room].error is None
    assert eve.client.strikes == 3
    back = ann.ask(type="resume", room=room, token=joined["token"])
    assert back[0] == {"type": "joined", "room": room, "seat": 0, "token": joined["token"]}


def test_a_replay_asked_for_by_a_code_sqlite_cannot_hold_is_no_such_replay(tmp_path):
    """A room code with a lone surrogate (valid JSON: "\\ud800") went to the store's SQLite
    query and raised UnicodeEncodeError (an internal error); it names no room."""
    from duelist.web.store import Store
    me = Person(Lobby(Store(str(tmp_path / "rooms.db"))))
    for code in ("\ud800", "\udfff" * 12, "abc\ud83d"):
        replies = me.ask(type="replay", room=code)
        assert replies == [{"type": "error", "message": "the replay is available when the duel is over",
                            "reply_to": "replay"}]


def test_a_message_nested_deeper_than_the_json_parser_goes_is_a_bad_message():
    """'[[[[...' under the size limit: json.loads raises RecursionError, not ValueError; it
    went out of Lobby.receive and ended the connection with a traceback."""
    me = Person(Lobby(None))
    for text in ("[" * 100000 + "]" * 100000, '{"type": "check_deck", "deck": ' + "[" * 50000):
        start = len(me.received)
        asyncio.run(me.lobby.receive(me.client, text))
        assert me.received[start:] == [{"type": "error", "message": "bad message: JSON nested too deeply"}]
    assert me.client.strikes == 2
    assert me.ask(type="ping") == [{"type": "pong"}]


def test_a_bad_message_with_non_ascii_text_is_answered_with_its_position_only():
    """PyPy 7.3's JSON decoder quotes a non-ASCII character of a bad text as a broken string
    (a code point past U+10FFFF) in its error, and its encoder then crashed the server
    process (a segfault) sending that error back. The reply names only where."""
    me = Person(Lobby(None))
    for text, where in (("\U0001d7d9", "line 1 column 1 (char 0)"), ("\u20ac", "line 1 column 1 (char 0)"),
                        ('{"type": "ping", \U0001d7d9', "line 1 column 18 (char 17)")):
        start = len(me.received)
        asyncio.run(me.lobby.receive(me.client, text))
        assert me.received[start:] == [{"type": "error",
                                        "message": "bad message: not JSON (unexpected text: %s)" % where}]
        json.dumps(me.received[-1])
    asyncio.run(me.lobby.receive(me.client, "{"))       # ASCII text: the decoder's own words
    assert me.received[-1]["message"].startswith("bad message: not JSON (Expecting property name")


def test_a_deck_is_checked_under_the_rules_a_client_names():
    """`check_deck` with `rules`: GOAT sets no upper size limit (goatformat.com's rule 2), so
    a 61-card Main Deck is legal there and not under MR5; an unknown preset is an error that
    says so."""
    normals = (15025844, 41392891, 87796900, 32452818, 91152256, 40374923, 13429800, 90357090,
               13039848, 66672569, 36304921, 41218256, 47060154, 68516705, 93221206, 46474915,
               50930991, 86325596, 13723605, 49218300, 70781052)
    text = "#main\n" + "\n".join(str(c) for c in [c for c in normals for _ in range(3)][:61]) + "\n"
    me = Person(Lobby(None))
    assert me.ask(type="check_deck", deck=text)[0]["ok"] is False
    goat = me.ask(type="check_deck", deck=text, rules="GOAT")[0]
    assert goat["ok"] is True and goat["sizes"] == [61, 0, 0]
    bad = me.ask(type="check_deck", deck=text, rules="MR9")
    assert [r["type"] for r in bad] == ["error"] and "MR9" in bad[0]["message"]
