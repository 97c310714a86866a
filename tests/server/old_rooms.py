"""A room as an older server stored it, for the tests of rooms stored at an older format: its
decks, a random duel played under the rules it was played with, and the store rows written."""

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine.duel import Duel
from duelist.engine.protocol import DuelError
from duelist.engine.rules import get_rules
from duelist.web.store import Store


def room_deck(name):
    """A bundled deck as a seat stores it."""
    deck = load_bundled_deck(name)
    return {"main": list(deck.main), "extra": list(deck.extra), "side": list(deck.side), "name": name}


def played(rules, decks, seed, answers=None, count=40):
    """The duel of these decks and seed under `rules`: `answers` replayed, or a random agent's
    first `count` answers."""
    duel = Duel(decks[0], decks[1], rules=rules, seed=seed)
    agent = RandomAgent(seed)
    if answers is None:
        while len(duel.answers) < count and duel.request is not None:
            duel.answer(agent.choose(duel, duel.request))
    else:
        for answer in answers:
            duel.answer(answer)
    return duel


def store_old_room(db, code, rules, stored_format, seed, decks, answers):
    """Write a playing room to the store file `db` as a server of `stored_format` did: its
    settings, two seated persons and its answers (no checks)."""
    store = Store(db)
    settings = {"rules": rules, "format": stored_format, "banlist": None, "match": False,
                "time_limit": None, "opponent": "person", "ai": None, "listed": False}
    store.add_room(code, settings, seed)
    for seat, deck in enumerate(decks):
        store.set_seat(code, seat, "token-%d" % seat, "P%d" % (seat + 1), "person", deck)
    store.set_status(code, "playing")
    for n, answer in enumerate(answers):
        store.add_answer(code, n, answer)
    store.close()


def diverging(decks, old_rules):
    """A seed whose random duel under `old_rules` cannot be replayed under today's MR5: (seed,
    the old duel, its answers)."""
    for seed in range(40):
        old = played(old_rules, decks, seed, count=400)
        answers = [a if isinstance(a, int) else a["id"] for a in old.answers]
        try:
            again = played(get_rules("MR5"), decks, seed, answers).log_digest()
        except DuelError:
            again = None
        if again != old.log_digest():
            return seed, old, answers
    raise AssertionError("no seed of 40 told the two rules apart")
