"""A GOAT room stored by a server from before Goat format's priority for Ignition Effects (its
settings at format 2) was answered under seed 000's priority: a restarted server rebuilds it
under that priority, as it was played, instead of reading its answers against asks that were
never made (docs/web.md; duelist/web/rooms.py ROOM_FORMAT 3). Its answers replayed under the new
GOAT rules would lead another game (checked below), so the format is what keeps it."""

from duelist.engine.protocol import DuelError
from duelist.engine.rules import get_rules
from duelist.web.rooms import ROOM_FORMAT, Lobby
from duelist.web.store import Store
from tests.server.old_rooms import played, room_deck, store_old_room

SEED = 3        # goat_07 against goat_08: the new GOAT rules ask something else by answer 12


def test_a_goat_room_stored_before_the_ignition_priority_resumes_as_it_was_played(tmp_path):
    assert ROOM_FORMAT >= 3
    decks = [room_deck("goat_07"), room_deck("goat_08")]
    # (format 2 predates `seed_priority_after_chain` too: tests/server/
    # test_room_stored_before_seed_priority_after_chain.py)
    # (and `hand_uids_scrambled`: tests/server/test_room_stored_before_hand_uids_scrambled.py)
    old = played(get_rules("GOAT").replace(ignition_priority=False, seed_priority_after_chain=False,
                                           hand_uids_scrambled=False),
                 decks, SEED)
    assert old.result is None and len(old.answers) == 40
    answers = [a if isinstance(a, int) else a["id"] for a in old.answers]
    try:
        again = played(get_rules("GOAT"), decks, SEED, answers).log_digest()
    except DuelError:
        again = None
    assert again != old.log_digest()        # the new rules would not replay these answers

    db = str(tmp_path / "rooms.sqlite3")
    store_old_room(db, "OLDGOAT", "GOAT", 2, SEED, decks, answers)

    room = Lobby(Store(db)).rooms["OLDGOAT"]
    assert room.status == "playing", getattr(room, "error", None)
    assert room.duel.log_digest() == old.log_digest()
    assert room.duel.rules.ignition_priority is False


def test_a_goat_room_of_this_format_plays_the_ignition_priority():
    """A room created now stores the current format and plays the GOAT preset as it is."""
    import asyncio
    from duelist.web.rooms import Client

    async def send(message):
        pass

    async def create(lobby):
        a, b = Client(send), Client(send)
        await lobby.handle(a, {"type": "create", "deck": "goat_07", "rules": "GOAT"})
        code = next(iter(lobby.rooms))
        await lobby.handle(b, {"type": "join", "room": code, "deck": "goat_08"})
        return code

    lobby = Lobby(Store())
    code = asyncio.run(create(lobby))
    room = lobby.rooms[code]
    assert room.settings["format"] == ROOM_FORMAT and room.duel.rules == get_rules("GOAT")
