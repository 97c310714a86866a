"""The log a user reads is read-only, though a fork no longer freezes it (issue 11 item 4).

`Duel.log` is an `events.Log`: the engine appends plain dicts, a fork shares them with its
original (it copies the list, not the events, and freezes nothing), and every way of
reading a Log hands out read-only events (`events.Event`, equal to the dict). These tests
read logs of random duels every way a list can be read and check that what comes out
refuses changes, equals what was logged, and that a change tried through one duel's log
never reaches a fork; and that a digest, a replay file or a pickle is what it was."""

import copy
import json
import pickle
import random

from duelist.agents import RandomAgent
from duelist.deck.formats import read_ydk
from duelist.engine.duel import Duel
from duelist.engine.events import Log, freeze, log_bytes, new_log
from tests.engine.test_fork_sharing import DECKS, _read_only, _step


def _mid_game(seed, turn=4):
    rnd = random.Random(seed)
    duel = Duel(read_ydk(rnd.choice(DECKS)), read_ydk(rnd.choice(DECKS)), seed=seed, check_cards=False)
    agents = (RandomAgent(seed), RandomAgent(seed + 1))
    while duel.request is not None and not (duel.turn >= turn and duel._proc is None):
        _step(duel, agents)
    return duel, agents


def _plain(log):
    """The log's values as plain data (a JSON round trip: no Event, no EventList)."""
    return json.loads(log_bytes(log).decode("ascii"))


READS = {
    "index": lambda log: [log[i] for i in range(len(log))],
    "negative index": lambda log: [log[-i] for i in range(1, len(log) + 1)],
    "slice": lambda log: log[0:],
    "step slice": lambda log: log[::-1],
    "iteration": lambda log: [e for e in log],
    "list()": list,
    "reversed()": lambda log: list(reversed(log)),
    "copy()": lambda log: log.copy(),
    "copy.copy": copy.copy,
    "log + []": lambda log: log + [],
    "[] + log": lambda log: [] + log,
    "log * 1": lambda log: log * 1,
    "sorted()": lambda log: sorted(log, key=lambda e: e["i"]),
    "unpacking": lambda log: [*log],
}


def test_every_way_of_reading_a_duels_log_hands_out_read_only_events():
    """Each read is tried on a fresh duel at a quiet point (nothing read before), then on
    its fork: the events come out read-only and equal to what was logged."""
    for name, read in sorted(READS.items()):
        duel, _ = _mid_game(11)
        expected = _plain(duel.log)
        fork = duel.fork()
        for d in (fork, duel):
            got = read(d.log)
            assert got and all(_read_only(e) for e in got), name
            assert sorted(_plain(got), key=lambda e: e["i"]) == expected, name


def test_a_change_tried_through_one_duels_log_never_reaches_its_fork():
    """Forks share the events; what a reader gets refuses every change, and writes into a
    log store read-only copies, so the other duel's log stays byte for byte the same."""
    for seed in range(4):
        duel, agents = _mid_game(20 + seed)
        fork = duel.fork()
        before = log_bytes(fork.log)
        for event in duel.log:
            for change in (lambda: event.__setitem__("type", "junk"), lambda: event.pop("type"),
                           lambda: event.update(junk=1), event.clear):
                try:
                    change()
                except TypeError:
                    pass
                else:
                    raise AssertionError("a logged event took a change: %r" % (event,))
        stored = {"type": "junk", "i": 0, "targets": [1]}
        duel.log[0] = stored
        duel.log.insert(1, stored)
        duel.log.extend([stored])
        duel.log += [stored]
        stored["targets"].append(2)               # the caller's own dict: the log kept a copy
        assert all(_read_only(e) and e["targets"] == [1] for e in duel.log if e["type"] == "junk")
        assert log_bytes(fork.log) == before
        # and the other way round, played on
        n = len(fork.log)
        while fork.request is not None and len(fork.log) == n:
            _step(fork, agents)
        assert log_bytes(fork.log) != before
        del duel.log[:]
        assert len(duel.log) == 0 and len(fork.log) > 0


def test_a_fork_freezes_nothing_and_each_duel_freezes_what_it_reads():
    """A fork at a quiet point leaves the events as the engine logged them; reading the
    original's log makes its events read-only, and the fork's log, read after, is the same
    log, byte for byte, read-only too; forks of forks keep the same digest."""
    duel, _ = _mid_game(31)
    logged = list.copy(duel.log)                 # the items as they are (not a read)
    assert sum(type(e) is dict for e in logged) > len(logged) // 2   # (most never read)
    fork = duel.fork()
    assert all(a is b for a, b in zip(list.copy(fork.log), logged))   # shared, not copied
    assert all(a is b for a, b in zip(list.copy(duel.log), logged))   # and not frozen
    read = list(duel.log)
    assert all(_read_only(e) for e in read)
    assert all(a is b for a, b in zip(list.copy(fork.log), logged))   # the fork's own: untouched
    assert log_bytes(fork.log) == log_bytes(read) and fork.log_digest() == duel.log_digest()
    again = fork.fork().fork()
    assert again.log_digest() == duel.log_digest()
    for d in (duel, fork, again):
        for k in range(5):
            if d.request is not None:
                _step(d, (RandomAgent(k), RandomAgent(k + 50)))
    assert duel.log_digest() == fork.log_digest() == again.log_digest()


def test_reading_the_log_while_a_duel_plays_changes_nothing_it_logs():
    """The same duel played twice, once reading its whole log (and a fork's) after every
    decision, once never reading it: the same log byte for byte."""
    for seed in (41, 42):
        plain, agents = _mid_game(seed, turn=1)
        read, agents2 = _mid_game(seed, turn=1)
        steps = 0
        while plain.request is not None and steps < 200:
            steps += 1
            _step(plain, agents)
            _step(read, agents2)
            assert all(_read_only(e) for e in read.log[-3:])
            if steps % 10 == 0 and read._proc is None:
                read.fork().log[-1]
        assert read.request is None or steps == 200
        assert log_bytes(read.log) == log_bytes(plain.log)


def test_a_logs_copies_pickles_and_bytes_are_plain_data():
    """deepcopy gives plain dicts (as before); a pickled log comes back as a Log of the same
    events; the canonical bytes do not depend on which events were read."""
    duel, _ = _mid_game(51)
    raw_bytes = log_bytes(duel.log)
    thawed = copy.deepcopy(duel.log)
    assert type(thawed) is list and all(type(e) is dict for e in thawed)
    thawed[0]["type"] = "changed"                 # a plain copy: changes are the caller's
    assert duel.log[0]["type"] != "changed"
    back = pickle.loads(pickle.dumps(duel.log))
    assert type(back) is Log and all(_read_only(e) for e in back)
    assert log_bytes(back) == raw_bytes == log_bytes(duel.log)
    assert json.dumps(duel.log, sort_keys=True) == json.dumps(_plain(duel.log), sort_keys=True)


def test_a_log_built_by_hand_freezes_on_read_like_freeze():
    events = [{"type": "a", "i": 0}, {"type": "b", "i": 1, "targets": [1, {"x": 2}]},
              {"type": "c", "i": 2, "private": {"player": 0, "code": 5}}]
    log = new_log(copy.deepcopy(events))
    assert log.pop() == freeze(events[2]) and _read_only(log[-1])
    assert [e for e in log] == events[:2] and all(_read_only(e) for e in log)
    assert log.count(events[0]) == 1 and events[1] in log and log.index(events[1]) == 1


def test_an_event_of_a_dict_subclass_in_a_log_built_by_hand_is_read_only_by_index():
    """A hand-built log may hold events of any dict type (an OrderedDict read from JSON with
    `object_pairs_hook`): read by index, as read by iteration, each comes out read-only and
    equal to what was given, never the caller's own changeable dict."""
    from collections import OrderedDict
    given = OrderedDict([("type", "a"), ("i", 0), ("targets", [1, 2])])
    for read in (lambda log: log[0], lambda log: log[-1], lambda log: next(iter(log))):
        log = new_log([OrderedDict(given)])
        event = read(log)
        assert event == given and _read_only(event)
        assert _read_only(log[0]) and _read_only(log[0]["targets"])
