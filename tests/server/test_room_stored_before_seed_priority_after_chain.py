"""A room stored by a server from before `Rules.seed_priority_after_chain` (its settings at
format 3 or before) was answered with the opponent asked first after a chain that Summoned: a
restarted server rebuilds it so, as it was played (duelist/web/rooms.py ROOM_FORMAT 4), instead
of reading its answers against asks that were never made. Its answers replayed under today's
rules would lead another game (checked below), so the format is what keeps it."""

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine.duel import Duel
from duelist.engine.protocol import DuelError
from duelist.engine.rules import get_rules
from duelist.web.rooms import ROOM_FORMAT, Lobby
from duelist.web.store import Store


def _deck(name):
    deck = load_bundled_deck(name)
    return {"main": list(deck.main), "extra": list(deck.extra), "side": list(deck.side), "name": name}


def _played(rules, decks, seed, answers=None, count=400):
    duel = Duel(decks[0], decks[1], rules=rules, seed=seed)
    agent = RandomAgent(seed)
    if answers is None:
        while len(duel.answers) < count and duel.request is not None:
            duel.answer(agent.choose(duel, duel.request))
    else:
        for answer in answers:
            duel.answer(answer)
    return duel


def _diverging(decks):
    """A seed whose random duel under the old rules cannot be replayed under today's."""
    old_rules = get_rules("MR5").replace(seed_priority_after_chain=False)
    for seed in range(40):
        old = _played(old_rules, decks, seed)
        answers = [a if isinstance(a, int) else a["id"] for a in old.answers]
        try:
            again = _played(get_rules("MR5"), decks, seed, answers).log_digest()
        except DuelError:
            again = None
        if again != old.log_digest():
            return seed, old, answers
    raise AssertionError("no seed of 40 told the two rules apart")


def test_a_room_stored_before_the_flag_resumes_as_it_was_played(tmp_path):
    assert ROOM_FORMAT == 4
    decks = [_deck("goat_04_warrior_swarm_metagame_2005"), _deck("goat_05_zombie_mchale_2005")]
    seed, old, answers = _diverging(decks)

    db = str(tmp_path / "rooms.sqlite3")
    store = Store(db)
    settings = {"rules": "MR5", "format": 3, "banlist": None, "match": False, "time_limit": None,
                "opponent": "person", "ai": None, "listed": False}
    store.add_room("OLDROOM", settings, seed)
    for seat, deck in enumerate(decks):
        store.set_seat("OLDROOM", seat, "token-%d" % seat, "P%d" % (seat + 1), "person", deck)
    store.set_status("OLDROOM", "playing")
    for n, answer in enumerate(answers):
        store.add_answer("OLDROOM", n, answer)
    store.close()

    room = Lobby(Store(db)).rooms["OLDROOM"]
    assert room.duel.log_digest() == old.log_digest(), getattr(room, "error", None)
    assert room.duel.rules.seed_priority_after_chain is False
