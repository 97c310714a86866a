"""A tuple inside a logged event that holds only plain values is immutable already, so the log
hands it out as it was logged, a tuple (duelist/engine/events.py `freeze`: "tuples, immutable
already, become EventLists when they hold a container"): only a tuple holding a list or a dict
is read back as a read-only list (DESIGN §3: the log is the duel's record as it was written).
Round 49f: events.py `freeze` turned every tuple into an EventList, the plain ones too."""

import pytest

from duelist.engine.events import EventList, new_log


def test_a_tuple_of_plain_values_is_read_back_as_the_same_tuple():
    # the list beside it keeps the event off the all-hashable shortcut, so each value is frozen
    log = new_log([{"type": "a", "i": 0, "pair": (1, "x"), "names": ["Battle Ox"]}])
    event = log[0]
    assert type(event["pair"]) is tuple and event["pair"] == (1, "x")
    assert type(event["names"]) is EventList


def test_a_tuple_holding_a_list_is_read_back_read_only():
    log = new_log([{"type": "a", "i": 0, "pair": (1, [2, 3]), "names": ["Battle Ox"]}])
    pair = log[0]["pair"]
    assert type(pair) is EventList and pair == [1, [2, 3]]
    with pytest.raises(TypeError):
        pair[1].append(4)
