"""More stored rooms a restarted server cannot resume, and the words it says for them
(round 44m: survivors of Room.replay_answers and refused_difference): a room whose replay
ends the duel before a stored answer whose check names the option it picked was played
under other rulings, and says the duel is over before that answer; a refused answer whose
check names no option (picked null) no longer fits, as an unchecked one; a best-of-three
whose replay ends the match before the answer where time was called no longer fits there."""

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
