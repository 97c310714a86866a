"""A room stored by a server from before `Rules.hand_uids_scrambled` (its settings at format 5 or
before) dealt a hand shuffle's new uids in the hand's order: a restarted server rebuilds it so,
with the same log as it was played (duelist/web/rooms.py ROOM_FORMAT 6), instead of a log whose
uids differ from those its players were sent. Today's rules give another log from the same
answers (checked below), so the format is what keeps it."""

from duelist.engine.rules import get_rules
from duelist.web.rooms import ROOM_FORMAT, Lobby
from duelist.web.store import Store
from tests.server.old_rooms import diverging, room_deck, store_old_room


def test_a_room_stored_before_the_flag_resumes_as_it_was_played(tmp_path):
    assert ROOM_FORMAT >= 6
    decks = [room_deck("goat_04_warrior_swarm_metagame_2005"), room_deck("goat_05_zombie_mchale_2005")]
    seed, old, answers = diverging(decks, get_rules("MR5").replace(hand_uids_scrambled=False))

    db = str(tmp_path / "rooms.sqlite3")
    store_old_room(db, "OLDROOM", "MR5", 5, seed, decks, answers)

    room = Lobby(Store(db)).rooms["OLDROOM"]
    assert room.duel.log_digest() == old.log_digest(), getattr(room, "error", None)
    assert room.duel.rules.hand_uids_scrambled is False
    assert room.duel.rules.menu_after_unchained_triggers is True
