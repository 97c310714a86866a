"""Forks and the original never change each other (issue 11: fork speed). The fork copies
the duel attribute by attribute from `duel.STATE`, shares the log's events once they are
read-only, and set-up copies a prepared deck: whatever is shared must be read-only, so
changing everything reachable from one side leaves the other exactly as it was, at many
points of random duels, both ways."""

import random

from duelist.agents import RandomAgent
from duelist.deck.formats import read_ydk
from duelist.engine.duel import Duel
from duelist.engine.events import freeze, log_bytes

from tests.engine.test_primitives_fork import _mutate, _reachable, _snapshot

DECKS = ("duelist/deck/decks/yugi-starter.ydk", "duelist/deck/decks/kaiba-starter.ydk",
         "duelist/deck/decks/goat_04_warrior_swarm_metagame_2005.ydk",
         "duelist/deck/decks/goat_05_zombie_mchale_2005.ydk")


def _random_duels(count, seed):
    rnd = random.Random(seed)
    for n in range(count):
        d1, d2 = read_ydk(rnd.choice(DECKS)), read_ydk(rnd.choice(DECKS))
        yield rnd, Duel(d1, d2, rules=rnd.choice(["MR5", "GOAT"]), seed=n, check_cards=False), n


def _step(duel, agents):
    request = duel.request
    duel.answer(agents[request.player].choose(duel, request))


def test_mutating_the_original_never_changes_a_fork():
    """The other way round: a fork taken at a quiet point keeps its log digest, views and
    request however the original is changed afterwards (everything reachable from it)."""
    checked = 0
    for rnd, duel, n in _random_duels(5, 21):
        agents = (RandomAgent(n), RandomAgent(n + 50))
        fork_at = set(rnd.sample(range(1, 150), 4))
        step = 0
        while duel.request is not None:
            step += 1
            if step in fork_at and duel._proc is None:
                fork = duel.fork()
                again = duel.fork()         # a second fork of the same (now read-only) log
                before = _snapshot(fork)
                _mutate(_reachable(duel))
                assert _snapshot(fork) == before
                assert _snapshot(again) == before
                duel = again                # go on with an intact copy
                checked += 1
            _step(duel, agents)
    assert checked >= 8


def test_a_fork_played_on_matches_the_original_played_on():
    """Forks at many points, played on with the same agents as the original: the same log
    byte for byte; the original and its forks share the log's events, read-only when read."""
    for rnd, duel, n in _random_duels(4, 5):
        agents_seed = n * 3
        step = 0
        forks = []
        while duel.request is not None and step < 200:
            step += 1
            if step % 25 == 0 and duel._proc is None:
                forks.append(duel.fork())
            _step(duel, (RandomAgent(agents_seed + step), RandomAgent(agents_seed + step + 1)))
        assert forks
        base = forks[0]
        twin = base.fork()
        for d in (base, twin):
            k = 0
            while d.request is not None:
                k += 1
                _step(d, (RandomAgent(k), RandomAgent(k + 1)))
        assert log_bytes(base.log) == log_bytes(twin.log)


def test_a_fork_has_the_attributes_of_a_new_duel_in_the_same_order():
    """The copy assigns every attribute of STATE, in the order a new duel gets them (on
    PyPy a different order would be a different object layout for the JIT)."""
    duel = Duel(read_ydk(DECKS[0]), read_ydk(DECKS[1]), seed=3)
    agents = (RandomAgent(1), RandomAgent(2))
    for _ in range(30):
        _step(duel, agents)
    while duel._proc is not None:
        _step(duel, agents)
    assert list(vars(duel.fork())) == list(vars(duel))


def test_freezing_an_event_keeps_its_values_and_makes_it_read_only():
    event = {"type": "draw", "player": 0, "uid": 7, "i": 3,
             "private": {"player": 0, "code": 1, "name": "X"}, "uids": [1, 2], "pair": (1, [2])}
    frozen = freeze(event)
    assert frozen == {"type": "draw", "player": 0, "uid": 7, "i": 3,
                      "private": {"player": 0, "code": 1, "name": "X"}, "uids": [1, 2], "pair": [1, [2]]}
    assert log_bytes([frozen]) == log_bytes([event])
    for target, key in ((frozen, "type"), (frozen["private"], "code")):
        try:
            target[key] = 1
        except TypeError:
            pass
        else:
            raise AssertionError("a frozen event accepted a change")
    try:
        frozen["uids"].append(3)
    except TypeError:
        pass
    else:
        raise AssertionError("a frozen list accepted a change")
    flat = {"type": "phase", "phase": "main1", "player": 1, "i": 9}
    assert freeze(flat) == flat and type(freeze(flat)) is not dict
