"""Every mapping inside a logged event is handed out read-only, whatever kind of dict it was
made as (duelist/engine/events.py `freeze`: "dicts -> Event ... nested too"): a log built by
hand from an event holding an OrderedDict hands out an Event in its place, equal to it, that
refuses changes (DESIGN §3: the log is the duel's record, no reader may change it).
Round 48f: events.py `freeze` lost its branch for a dict that is not exactly a dict."""

import collections

import pytest

from duelist.engine.events import Event, new_log


def test_an_ordered_dict_inside_an_event_is_read_as_a_read_only_event():
    inner = collections.OrderedDict([("player", 0), ("code", 5)])
    log = new_log([{"type": "a", "i": 0, "private": inner}])
    first = log[0]
    assert type(first["private"]) is Event and first["private"] == inner
    with pytest.raises(TypeError):
        first["private"]["player"] = 1
