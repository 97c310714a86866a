"""The duel log: structured, JSON-serialisable events with public and private forms.

An event is a dict with a "type" and public fields. Facts only one player may know
(the card they drew, the monster they Set) live under "private": {"player": P, ...};
`event_for(event, viewer)` gives each player their form, and `public_form(event)` the
form a spectator sees. The full log (private parts included) is what replays compare.
"""

import hashlib
import json


def _refuse(self, *args, **kwargs):
    raise TypeError("a logged event is read-only (duel.log is shared by forks); copy it: dict(event)")


class Event(dict):
    """A logged event: a dict that cannot be changed once logged, so the duel and its forks
    can share the events (a fork copies the list, not the events). Nested dicts are Events
    and nested lists EventLists (read-only too). copy/deepcopy/dict() give a plain dict."""

    __slots__ = ()
    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _refuse
    __ior__ = _refuse

    def __copy__(self):
        return dict(self)

    def __deepcopy__(self, memo):
        return {k: _thaw(v) for k, v in self.items()}

    def __reduce__(self):
        return (dict, (dict(self),))


class EventList(list):
    """A list inside a logged event: read-only like the event (equal to a plain list)."""

    __slots__ = ()
    __setitem__ = __delitem__ = append = extend = insert = pop = remove = clear = sort = reverse = _refuse
    __iadd__ = __imul__ = _refuse

    def __copy__(self):
        return list(self)

    def __deepcopy__(self, memo):
        return [_thaw(v) for v in self]

    def __reduce__(self):
        return (list, (list(self),))


# values an event holds as they are (immutable, no containers inside)
_SCALARS = frozenset((int, str, bool, float, type(None)))


def freeze(value):
    """The read-only form of an event (dicts -> Event, lists -> EventList, nested too;
    tuples, immutable already, become EventLists when they hold a container). An event
    whose values are all hashable (no dict or list inside: most events) is wrapped in one
    copy, checked by hashing its values (a C loop, where a Python loop over them cost four
    times the copy)."""
    t = type(value)
    if t is dict:
        if "private" not in value:
            try:
                hash(tuple(value.values()))
            except TypeError:
                pass
            else:
                return Event(value)
        scalars = _SCALARS
        return Event({k: (v if type(v) in scalars else freeze(v)) for k, v in value.items()})
    if t is Event or t is EventList:
        return value
    if t is list or t is tuple:
        if t is tuple:
            try:
                hash(value)
                return value
            except TypeError:
                pass
        scalars = _SCALARS
        return EventList([v if type(v) in scalars else freeze(v) for v in value])
    if isinstance(value, dict):
        return Event({k: freeze(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return EventList([freeze(v) for v in value])
    return value


_set = dict.__setitem__       # fills a new Event's "private" (Event itself refuses writes)


def freeze_from(log, start):
    """Make log[start:] read-only in place: each event becomes `freeze(event)`, the same
    value as that gives; the common shapes take a short path in this one loop (a function
    call per event was a third of the cost): an event of scalars is wrapped in one copy
    (checked by hashing its values, a C loop), and an event whose only container is a
    "private" dict of scalars (a draw, a Set) gets that dict wrapped too."""
    Ev = Event
    for i in range(start, len(log)):
        event = log[i]
        if type(event) is dict:
            if "private" not in event:
                try:
                    hash(tuple(event.values()))
                except TypeError:
                    log[i] = freeze(event)      # a list or dict inside ("targets", "lp")
                else:
                    log[i] = Ev(event)
                continue
            private = event["private"]
            if type(private) is dict:
                rest = dict(event)
                del rest["private"]
                try:
                    hash(tuple(rest.values()))
                    hash(tuple(private.values()))
                except TypeError:
                    pass
                else:
                    frozen = log[i] = Ev(event)
                    _set(frozen, "private", Ev(private))
                    continue
        log[i] = freeze(event)


def _thaw(value):
    if isinstance(value, dict):
        return {k: _thaw(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_thaw(v) for v in value]
    return value


def public_form(event):
    if "private" not in event:
        return event
    return {k: v for k, v in event.items() if k != "private"}


def event_for(event, viewer):
    """The form of `event` that player `viewer` (0, 1, or None for a spectator) may see."""
    private = event.get("private")
    if private is None:
        return event
    out = {k: v for k, v in event.items() if k != "private"}
    if viewer is not None and private.get("player") == viewer:
        for key, value in private.items():
            if key != "player":
                out[key] = value
    return out


def log_bytes(log):
    """Canonical bytes of a log: what 'byte for byte' means for replays."""
    return json.dumps(log, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")


def log_digest(log):
    return hashlib.sha256(log_bytes(log)).hexdigest()
