"""A Duel keeps fewer than 80 attributes (duel.py STATE declares every one of them).

PyPy stores an instance's attributes in a compact map (its "mapdict": a read is a guard on
the map and a load from a fixed slot) only while the instance has fewer than 80 of them;
from the 80th on, the instance's attributes live in a plain dict, every read and write is
a dict lookup and every int or bool stored is boxed. Measured on PyPy (round 9b,
docs/performance.md: Warrior/Zombie, 3,000 bench duels): a Duel with 80 attributes ran
104.5 k compiled operations a turn against 91.8 k with 78, and allocated 4,280 objects a
turn against 2,666. New duel state goes into an existing attribute, or an old one goes."""

import sys

from duelist.deck.formats import load_bundled_deck
from duelist.engine.duel import STATE, Duel

PYPY_MAP_LIMIT = 80     # pypy/objspace/std/mapdict.py LIMIT_MAP_ATTRIBUTES


def test_a_duel_has_fewer_attributes_than_pypy_keeps_in_a_map():
    deck = load_bundled_deck("goat_01_goat_control_suffridge_2005_us_nationals")
    duel = Duel(deck, deck, seed=1)
    fork = duel.fork()
    assert len(STATE) < PYPY_MAP_LIMIT, len(STATE)
    assert len(vars(duel)) == len(vars(fork)) == len(STATE)
    if sys.implementation.name == "pypy":
        import __pypy__
        # (what the limit stands for, seen on this interpreter: the duel and its fork are
        # in a map, and an object of as many attributes as the limit is not)
        assert __pypy__.strategy(vars(duel)) == __pypy__.strategy(vars(fork)) == "MapDictStrategy"
        crowded = type("Crowded", (object,), {})()
        for n in range(PYPY_MAP_LIMIT):
            setattr(crowded, "a%d" % n, n)
        assert __pypy__.strategy(vars(crowded)) != "MapDictStrategy"
