"""What forks share, and why sharing it is safe (issue 11: fork speed).

A fork shares the log's events (an `events.Log` hands each out read-only when it is
read; a fork freezes nothing) and the origin a mid-procedure fork replays from (a
determinized copy's or a scenario table's state before its first decision: never played,
only copied). These tests check that the
batch freeze gives exactly what `freeze` gives, that a determinized copy's log is
read-only too (every sample of a Determinizer shares it), and that playing forks, at
quiet points and mid-procedure, never changes the shared origin."""

import random

from duelist.agents import RandomAgent
from duelist.deck.formats import read_ydk
from duelist.engine.determinize import Determinizer
from duelist.engine.duel import Duel
from duelist.engine.events import Event, EventList, freeze, freeze_from, log_bytes
from duelist.testing.scenario import Script, Table

from tests.engine.test_primitives_fork import _mutate, _reachable, _snapshot

DECKS = ("duelist/deck/decks/yugi-starter.ydk", "duelist/deck/decks/kaiba-starter.ydk",
         "duelist/deck/decks/goat_04_warrior_swarm_metagame_2005.ydk",
         "duelist/deck/decks/goat_05_zombie_mchale_2005.ydk",
         "duelist/deck/decks/goat_01_goat_control_suffridge_2005_us_nationals.ydk")


def _step(duel, agents):
    request = duel.request
    duel.answer(agents[request.player].choose(duel, request))


def _same_shape(a, b):
    """Equal values of the same types, all the way down."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same_shape(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(_same_shape(x, y) for x, y in zip(a, b))
    return a == b


def _read_only(value):
    """Every dict and list inside a logged event refuses changes."""
    if isinstance(value, dict):
        return type(value) is Event and all(_read_only(v) for v in value.values())
    if isinstance(value, list):
        return type(value) is EventList and all(_read_only(v) for v in value)
    if isinstance(value, tuple):
        return all(not isinstance(v, (dict, list)) and _read_only(v) for v in value)
    return True


def _mid_game(seed, turn=5):
    rnd = random.Random(seed)
    duel = Duel(read_ydk(rnd.choice(DECKS)), read_ydk(rnd.choice(DECKS)), seed=seed, check_cards=False)
    agents = (RandomAgent(seed), RandomAgent(seed + 1))
    while duel.request is not None and not (duel.turn >= turn and duel._proc is None):
        _step(duel, agents)
    return duel


def test_the_batch_freeze_gives_what_freeze_gives_for_every_event_shape():
    shapes = [
        {"type": "phase", "phase": "main1", "player": 1, "i": 9},
        {"type": "draw", "player": 0, "uid": 7, "i": 3, "private": {"player": 0, "code": 1, "name": "X"}},
        {"type": "set", "i": 4, "private": {"player": 1, "uids": [3, 4]}},
        {"type": "x", "i": 5, "private": "not a dict"},
        {"type": "attack", "i": 6, "targets": [1, 2], "lp": [8000, 7000]},
        {"type": "y", "i": 7, "pair": (1, [2]), "flat": (1, 2), "deep": {"a": [{"b": 1}]}},
        {"type": "z", "i": 8, "private": {"player": 0, "name": "Y"}, "targets": [5]},
        Event({"type": "already", "i": 9}),
        {},
    ]
    log = [dict(e) if type(e) is dict else e for e in shapes]
    freeze_from(log, 2)
    assert log[:2] == shapes[:2] and type(log[0]) is dict and type(log[1]) is dict   # before start: untouched
    for got, event in zip(log[2:], shapes[2:]):
        assert _same_shape(got, freeze(event)) and _read_only(got)
        assert log_bytes([got]) == log_bytes([event])


def test_the_batch_freeze_gives_what_freeze_gives_on_random_duels():
    for seed in range(6):
        duel = _mid_game(100 + seed)
        events = list(duel.log)
        log = list(events)
        freeze_from(log, 0)
        assert len(log) == len(events)
        for got, event in zip(log, events):
            assert _same_shape(got, freeze(event)) and _read_only(got)
        assert log_bytes(log) == log_bytes(events)


def test_every_event_of_a_determinized_copy_is_read_only():
    """The samples of one Determinizer share the log in the player's form: a public form
    made for a private event is a new dict, read-only like the rest, so changing
    everything reachable from one sample leaves another exactly as it was."""
    checked = 0
    for seed in range(4):
        duel = _mid_game(200 + seed)
        if duel.request is None:
            continue
        det = Determinizer(duel, duel.request.player)
        first, second = det.sample(1), det.sample(2)
        for copy in (first, second):
            assert all(_read_only(e) for e in copy.log)
        before = _snapshot(second)
        _mutate(_reachable(first))
        assert _snapshot(second) == before
        assert _snapshot(det.sample(2)) == before
        checked += 1
    assert checked >= 3


def _origin_state(origin):
    """What a replay from the origin depends on."""
    return (_snapshot(origin), [(c.cid, c.uid, c.data.code, c.location, c.seq, c.position, c.controller)
                                for c in origin.cards], origin.rng.copy().next32())


def test_forks_of_a_determinized_copy_share_its_origin_and_never_change_it():
    """A search forks a determinized copy once per option and plays each fork out,
    forking again mid-procedure (replayed from the origin): the origin is shared by every
    fork, and after all that play it is exactly as it was; a mid-procedure fork played on
    matches the duel it was forked from."""
    checked = 0
    for seed in range(4):
        duel = _mid_game(300 + seed)
        if duel.request is None:
            continue
        copy = Determinizer(duel, duel.request.player).sample(seed)
        origin = copy._origin
        before = _origin_state(origin)
        for n in range(3):
            fork = copy.fork()
            assert fork._origin is origin
            agents = (RandomAgent(n), RandomAgent(n + 9))
            step = 0
            while fork.request is not None and step < 120:
                step += 1
                if fork._proc is not None and step % 7 == 0:
                    twin = fork.fork()              # mid-procedure: replayed from the origin
                    assert twin._origin is origin and log_bytes(twin.log) == log_bytes(fork.log)
                    for d in (fork, twin):
                        for k in range(5):
                            if d.request is not None:
                                _step(d, (RandomAgent(step + k), RandomAgent(step + k + 1)))
                    assert log_bytes(twin.log) == log_bytes(fork.log)
                    checked += 1
                _step(fork, agents)
        assert _origin_state(origin) == before
    assert checked >= 5


def test_a_scenario_tables_origin_is_shared_and_unchanged_by_its_forks():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    origin = duel._origin
    before = _origin_state(origin)
    Script(duel).pick("activate", "Mystical Space Typhoon")
    forks = [duel.fork(), duel.fork()]
    for fork in forks:
        assert fork._origin is origin
        k = 0
        while fork.request is not None and k < 60:
            k += 1
            _step(fork, (RandomAgent(k), RandomAgent(k + 1)))
    assert _origin_state(origin) == before
    assert duel.fork().log_digest() == duel.log_digest()
