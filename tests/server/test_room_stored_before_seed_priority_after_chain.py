"""A room stored by a server from before `Rules.seed_priority_after_chain` (its settings at
format 3 or before) was answered with the opponent asked first after a chain that Summoned: a
restarted server rebuilds it so, as it was played (duelist/web/rooms.py ROOM_FORMAT 4), instead
of reading its answers against asks that were never made. Its answers replayed under today's
rules would lead another game (checked below), so the format is what keeps it."""

from duelist.engine.rules import get_rules
from duelist.web.rooms import ROOM_FORMAT, Lobby
from duelist.web.store import Store
from tests.server.old_rooms import diverging, room_deck, store_old_room


def test_a_room_stored_before_the_flag_resumes_as_it_was_played(tmp_path):
    assert ROOM_FORMAT >= 4
    decks = [room_deck("goat_04_warrior_swarm_metagame_2005"), room_deck("goat_05_zombie_mchale_2005")]
    # (format 3 predates `hand_uids_scrambled` too)
    seed, old, answers = diverging(decks, get_rules("MR5").replace(seed_priority_after_chain=False,
                                                                   hand_uids_scrambled=False))

    db = str(tmp_path / "rooms.sqlite3")
    store_old_room(db, "OLDROOM", "MR5", 3, seed, decks, answers)

    room = Lobby(Store(db)).rooms["OLDROOM"]
    assert room.duel.log_digest() == old.log_digest(), getattr(room, "error", None)
    assert room.duel.rules.seed_priority_after_chain is False
