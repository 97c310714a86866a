"""The turn's and the battle's events are appended to the log at their sites instead of
through `_emit` (turn.py, battle.py; docs/performance.md round 10, issue 11: `_emit` is a call
with a frame on PyPy, and its store of "i" into a dict already built a second lookup): each
literal ends with "i", the event's index, as `_emit` adds it last. The invariant: every
event of a log is the dict `_emit` would have logged, its "i" its place in the log and its
last key (the log's bytes, its digest and every replay read it so)."""

from duelist.testing.walks import random_decisions
from tests.engine.test_options_built_by_hand import PAIRS

CHAOS = (("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"),)
SITES = {"turn", "phase", "step", "attack", "battle", "destroyed", "summon", "set_monster", "set_spell",
         "flip_summon", "position", "turn_end"}


def _check_log(duel, where):
    kinds = set()
    for index, event in enumerate(duel.log):
        keys = list(event)
        assert event["i"] == index and keys[-1] == "i", (where, index, keys)
        kinds.add(event["type"])
    return kinds


def test_every_event_is_indexed_by_its_place_and_ends_with_it():
    """At the end of random duels on the bench pairs and the Chaos decks, every event's "i" is
    its place in the log and its last key; every kind of event these sites log must be seen."""
    kinds = set()
    last = None
    for duel, where in random_decisions(PAIRS + CHAOS, seeds=range(2)):
        if last is not None and duel is not last[0]:
            kinds |= _check_log(*last)
        last = (duel, where)
    kinds |= _check_log(*last)
    assert SITES <= kinds, SITES - kinds
