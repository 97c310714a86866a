"""More stored rooms a restarted server cannot resume, and the words it says for them
(round 44m: survivors of Room.replay_answers and refused_difference): a room whose replay
ends the duel before a stored answer whose check names the option it picked was played
under other rulings, and says the duel is over before that answer; a refused answer whose
check names no option (picked null) no longer fits, as an unchecked one; a best-of-three
whose replay ends the match before the answer where time was called no longer fits there.
A room whose duel cannot start again (rules this server does not know) is broken saying why.
And rooms that can be resumed: a timed best-of-three's clock runs from its stored start; a
room against the AI stored before the AI's answers has the AI answer on resume."""

import json
import sqlite3

from duelist.engine.rules import get_rules
from duelist.web.rooms import ROOM_FORMAT, Lobby
from duelist.web.store import Store
from tests.server.old_rooms import played, room_deck, store_old_room


def _decks():
    return [room_deck("yugi-starter"), room_deck("kaiba-starter")]


def _check(db, code, n, check):
    with sqlite3.connect(db) as db_file:
        db_file.execute("UPDATE answers SET game_check = ? WHERE code = ? AND n = ?", (json.dumps(check), code, n))


def test_a_stored_answer_after_the_duels_end_that_names_its_pick_was_played_under_other_rulings(tmp_path):
    db = str(tmp_path / "rooms.sqlite3")
    decks = _decks()
    duel = played(get_rules("MR5"), decks, 5, count=100000)
    assert duel.request is None
    answers = list(duel.answers) + [0]
    total = len(answers)
    store_old_room(db, "OVERROOM000001", "MR5", ROOM_FORMAT, 5, decks, answers)
    _check(db, "OVERROOM000001", total - 1, {"picked": "end_phase"})
    room = Lobby(Store(db)).rooms["OVERROOM000001"]
    assert room.status == "broken" and room.game is None
    assert room.error == ("this room was played under other rulings: at answer %d of %d the duel differs from the "
                          "stored one (the duel is over before answer %d, which picked end_phase); it cannot be "
                          "resumed (its stored answers are kept)" % (total, total, total))
    with sqlite3.connect(db) as db_file:
        assert db_file.execute("SELECT status FROM rooms").fetchall() == [("playing",)]


def test_a_refused_answer_whose_check_names_no_option_no_longer_fits(tmp_path):
    db = str(tmp_path / "rooms.sqlite3")
    decks = _decks()
    answers = list(played(get_rules("MR5"), decks, 3, count=25).answers)
    answers[11] = 99
    store_old_room(db, "NOPICKROOM0001", "MR5", ROOM_FORMAT, 3, decks, answers)
    _check(db, "NOPICKROOM0001", 11, {"picked": None})
    room = Lobby(Store(db)).rooms["NOPICKROOM0001"]
    assert room.status == "broken" and room.game is None
    assert room.error.startswith("this room could not be resumed: answer 12 of 25 no longer fits: 99 is not an "
                                 "option of the pending request")


def test_a_match_whose_replay_ends_before_the_answer_where_time_was_called_no_longer_fits(tmp_path):
    """A best-of-three stored with time called at answer L+1 and an answer there whose check
    names its pick, but whose replay ends the match at answer L: time can no longer be
    called, and the room's message says that answer no longer fits (the failed call is not
    an answer the game refused, so no pick is compared)."""
    from duelist.agents import RandomAgent
    from duelist.web.rooms import Room
    decks = _decks()
    settings = {"rules": "MR5", "format": ROOM_FORMAT, "banlist": None, "match": True, "time_limit": None,
                "opponent": "person", "ai": None, "listed": False}
    room = Room("MATCHROOM00001", dict(settings), 11)
    room.seats = [{"token": "t0", "name": "P1", "kind": "person", "deck": decks[0]},
                  {"token": "t1", "name": "P2", "kind": "person", "deck": decks[1]}]
    room.start()
    agent = RandomAgent(11)
    checks = []
    while room.game.result is None:
        request = room.game.request
        checks.append(room.apply(agent.choose(room.duel or room.game, request)))
    answers = [a if isinstance(a, int) else a["id"] for a in room.game.answers] + [0]
    total = len(answers)
    db = str(tmp_path / "rooms.sqlite3")
    store = Store(db)
    store.add_room("MATCHROOM00001", dict(settings, time_up_at=total - 1), 11)
    for seat, info in enumerate(room.seats):
        store.set_seat("MATCHROOM00001", seat, info["token"], info["name"], "person", info["deck"])
    store.set_status("MATCHROOM00001", "playing")
    for n, answer in enumerate(answers):
        store.add_answer("MATCHROOM00001", n, answer, checks[n] if n < len(checks) else {"picked": "end_phase"})
    store.close()
    again = Lobby(Store(db)).rooms["MATCHROOM00001"]
    assert again.status == "broken" and again.game is None
    assert again.error == ("this room could not be resumed: answer %d of %d no longer fits: the match is over; "
                           "time can no longer be called (its stored answers are kept)" % (total, total))


def test_a_timed_match_resumed_an_hour_after_it_began_has_its_time_called_at_the_next_answer(tmp_path):
    """A best-of-three with a 60-second limit began an hour before the server restarted:
    the resumed room's clock runs from the stored start (not from the restart), so the next
    answer calls time."""
    import time
    from duelist.agents import RandomAgent
    from duelist.web.rooms import Room
    decks = _decks()
    started = time.time() - 3600
    settings = {"rules": "MR5", "format": ROOM_FORMAT, "banlist": None, "match": True, "time_limit": 60,
                "opponent": "person", "ai": None, "listed": False, "started_at": started}
    room = Room("TIMEDROOM00001", dict(settings), 11)
    room.seats = [{"token": "t0", "name": "P1", "kind": "person", "deck": decks[0]},
                  {"token": "t1", "name": "P2", "kind": "person", "deck": decks[1]}]
    room.start()                                     # (its clock frozen: no time called while played here)
    agent = RandomAgent(11)
    checks = [room.apply(agent.choose(room.duel, room.game.request)) for _ in range(10)]
    db = str(tmp_path / "rooms.sqlite3")
    store = Store(db)
    store.add_room("TIMEDROOM00001", settings, 11)
    for seat, info in enumerate(room.seats):
        store.set_seat("TIMEDROOM00001", seat, info["token"], info["name"], "person", info["deck"])
    store.set_status("TIMEDROOM00001", "playing")
    for n, answer in enumerate(room.game.answers):
        store.add_answer("TIMEDROOM00001", n, answer if isinstance(answer, int) else answer["id"], checks[n])
    store.close()
    again = Lobby(Store(db)).rooms["TIMEDROOM00001"]
    assert again.status == "playing" and again.game.time_up is None
    again.apply(agent.choose(again.duel, again.game.request))
    assert again.game.time_up is not None and again.game.time_up["answer"] == 10


def test_a_room_whose_duel_cannot_start_again_is_broken_saying_why(tmp_path):
    """Stored rules this server does not know: the duel does not start again; the room is
    broken with the engine's reason, shows no board, and its row stays "playing"."""
    db = str(tmp_path / "rooms.sqlite3")
    decks = _decks()
    store_old_room(db, "NORULESROOM001", "NO-SUCH-RULES", ROOM_FORMAT, 3, decks, [0, 0])
    room = Lobby(Store(db)).rooms["NORULESROOM001"]
    assert room.status == "broken" and room.game is None
    assert room.error.startswith("this room could not be resumed: ") and "NO-SUCH-RULES" in room.error
    with sqlite3.connect(db) as db_file:
        assert db_file.execute("SELECT status FROM rooms").fetchall() == [("playing",)]


def test_a_room_against_the_ai_stored_before_the_ais_answers_has_the_ai_answer_on_resume(tmp_path, monkeypatch):
    """The server stopped after storing the person's answer and before storing the AI's
    answers after it: the restarted server lets the AI answer (and stores its answers), so
    the person finds a decision of theirs waiting."""
    import asyncio
    from duelist.agents import GreedyAgent
    from duelist.web import rooms as rooms_module
    from duelist.web.rooms import Client
    monkeypatch.setattr(rooms_module, "new_seed", lambda: 9)
    db = str(tmp_path / "rooms.sqlite3")
    inbox = []

    async def send(message):
        inbox.append(message)
    me = Client(send, rate=10000)

    async def life():
        lobby = Lobby(Store(db))
        await lobby.handle(me, {"type": "create", "deck": "yugi_normals", "opponent": "ai", "ai_deck": "kaiba_normals"})
        room = lobby.rooms[inbox[0]["room"]]
        agent = GreedyAgent()
        while True:
            before = len(room.game.answers)
            await lobby.handle(me, {"type": "answer", "n": before,
                                    "option": agent.choose(room.duel, room.game.request).id})
            if len(room.game.answers) > before + 1:      # the AI answered after this one
                lobby.store.close()
                return room.code, before + 1, len(room.game.answers)
    code, cut, full = asyncio.run(life())
    with sqlite3.connect(db) as db_file:
        db_file.execute("DELETE FROM answers WHERE code = ? AND n >= ?", (code, cut))
    room = Lobby(Store(db)).rooms[code]
    assert room.status == "playing" and room.game.request.player == 0
    assert len(room.game.answers) == full
    with sqlite3.connect(db) as db_file:
        assert db_file.execute("SELECT COUNT(*) FROM answers WHERE code = ?", (code,)).fetchone()[0] == full
