"""A GOAT room stored by a server from before `Rules.mutual_destruction_triggers` (its settings at
format 6 or before) was played with a monster destroyed in the same battle activating no "if this
card destroys a monster by battle" trigger (Timeater): a restarted server rebuilds it so, with the
same log as it was played (duelist/web/rooms.py ROOM_FORMAT 7), instead of reading its answers
against a duel where Timeater's trigger now activates (round 58a's era rule). The new GOAT rules
give another log from the same answers (checked below), so the format is what keeps it."""

from duelist.engine.protocol import DuelError
from duelist.engine.rules import get_rules
from duelist.web.rooms import ROOM_FORMAT, Lobby
from duelist.web.store import Store
from tests.server.old_rooms import played, store_old_room

TIMEATER, GEMINI_ELF = 44913552, 69140098       # 1900 ATK each: their battles destroy both


def test_a_goat_room_stored_before_the_flag_resumes_as_it_was_played(tmp_path):
    assert ROOM_FORMAT >= 7
    deck = {"main": [TIMEATER] * 20 + [GEMINI_ELF] * 20, "extra": [], "side": [], "name": "timeaters"}
    decks = [deck, dict(deck)]
    old_rules = get_rules("GOAT").replace(mutual_destruction_triggers=False)
    seed = 0
    old = played(old_rules, decks, seed, count=400)
    answers = [a if isinstance(a, int) else a["id"] for a in old.answers]
    try:
        today = played(get_rules("GOAT"), decks, seed, answers).log_digest()
    except DuelError:
        today = None
    assert today != old.log_digest()        # the flag changes this duel: the format must keep it

    db = str(tmp_path / "rooms.sqlite3")
    store_old_room(db, "OLDGOAT", "GOAT", 6, seed, decks, answers)

    room = Lobby(Store(db)).rooms["OLDGOAT"]
    assert room.duel.log_digest() == old.log_digest(), getattr(room, "error", None)
    assert room.duel.rules.mutual_destruction_triggers is False
    assert room.duel.rules.ignition_priority is True        # the rest of GOAT as it is


def test_a_room_stored_at_format_6_under_today_s_rules_needs_nothing(tmp_path):
    """Q: an MR5 room stored at format 6? A: MR5 never had the old rule: it resumes with MR5 as it is."""
    from tests.server.old_rooms import room_deck
    decks = [room_deck("goat_04_warrior_swarm_metagame_2005"), room_deck("goat_05_zombie_mchale_2005")]
    old = played(get_rules("MR5"), decks, 3, count=60)
    answers = [a if isinstance(a, int) else a["id"] for a in old.answers]
    db = str(tmp_path / "rooms.sqlite3")
    store_old_room(db, "OLDMR5", "MR5", 6, 3, decks, answers)
    room = Lobby(Store(db)).rooms["OLDMR5"]
    assert room.duel.log_digest() == old.log_digest(), getattr(room, "error", None)
    assert room.duel.rules == get_rules("MR5")
