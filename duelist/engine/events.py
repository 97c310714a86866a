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


# The engine's own reads and stores of a Log's items as they are (a plain dict or a read-only
# event), bypassing Log's read rule: for code that copies what it reads (`Duel.log_for`,
# `log_bytes`) or replaces an event with a new one (`replace_event`), never changes one.
stored_event = list.__getitem__
store_event = list.__setitem__
stored_events = list.copy


def replace_event(log, index, event):
    """The engine replaces logged event `index` with `event` (a new one: `_patch_zone` names
    the zone a placed card ends in) and, in a Log, records the index in `patched`, so that
    whoever sent the event before (duelist serve) can send it again."""
    store_event(log, index, event)
    if type(log) is Log:
        log._patched += (index,)


def freeze_from(log, start):
    """Make log[start:] read-only in place: each event becomes `freeze(event)`, the same
    value as that gives; the common shapes take a short path in this one loop (a function
    call per event was a third of the cost): an event of scalars is wrapped in one copy
    (checked by hashing its values, a C loop), and an event whose only container is a
    "private" dict of scalars (a draw, a Set) gets that dict wrapped too. (`log` is a list
    or a Log: the items are read and stored with the list's own methods.)"""
    Ev = Event
    put = store_event
    get = stored_event
    for i in range(start, len(log)):
        event = get(log, i)
        if type(event) is dict:
            if "private" not in event:
                try:
                    hash(tuple(event.values()))
                except TypeError:
                    put(log, i, freeze(event))      # a list or dict inside ("targets", "lp")
                else:
                    put(log, i, Ev(event))
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
                    frozen = Ev(event)
                    _set(frozen, "private", Ev(private))
                    put(log, i, frozen)
                    continue
        put(log, i, freeze(event))


_raw_iter = list.__iter__


class Log(list):
    """A duel's log (`Duel.log`): a list of events that hands out every event read-only.

    The engine appends plain dicts (`Duel._emit`, with list.append: no copy while a duel
    plays), and a fork shares them with its original: a fork copies the list, not the
    events, and freezes nothing. Nothing that reads a Log gets a plain dict: indexing,
    slicing, iterating, copying or popping first makes the events read (or all of them)
    read-only in place (`freeze`: the same values, as Events), so the log a user reads
    refuses changes and no change can reach another duel; the events are frozen when and
    if someone reads them (a search that forks and never reads a log never pays for it).
    Item assignment, insert and extend store what they are given read-only. (`append` is
    the list's own, the engine's door: what it appends must not be changed afterwards.)
    `_upto`: the events before it are read-only already. `_patched` (read as `patched`): the
    indices of the events the engine replaced after logging them (`replace_event`), in order;
    a tuple, never changed in place, so a fork (which copies it with the list) keeps the ones
    made before it and sees none made after."""

    __slots__ = ("_upto", "_patched")

    @property
    def patched(self):
        """The indices of the logged events the engine replaced since they were logged (a
        placed card's zone, once its controller chose it), in the order replaced (an index
        replaced twice appears twice): a tuple."""
        return self._patched

    # ---- reads: the events handed out are read-only
    def _freeze_all(self):
        if self._upto < len(self):
            freeze_from(self, self._upto)
            self._upto = len(self)

    def __getitem__(self, index):
        if type(index) is int:
            event = stored_event(self, index)
            if type(event) is not Event:            # one event: freeze just that one (a plain
                # dict as the engine logs it, or any dict a log built by hand holds)
                event = freeze(event)
                store_event(self, index, event)
            return event
        self._freeze_all()
        return stored_event(self, index)                    # a slice: a plain list

    def __iter__(self):
        self._freeze_all()
        return _raw_iter(self)

    def __reversed__(self):
        self._freeze_all()
        return list.__reversed__(self)

    def copy(self):
        self._freeze_all()
        return stored_events(self)

    __copy__ = copy

    def __deepcopy__(self, memo):
        return [_thaw(v) for v in _raw_iter(self)]

    def __reduce__(self):
        return (new_log, ([_thaw(v) for v in _raw_iter(self)], self._patched))

    def pop(self, index=-1):
        self._freeze_all()
        out = list.pop(self, index)
        self._upto = min(self._upto, len(self))
        return out

    def __add__(self, other):
        self._freeze_all()
        return list.__add__(stored_events(self), other)

    def __radd__(self, other):
        self._freeze_all()
        return list(other) + stored_events(self)

    def __mul__(self, n):
        self._freeze_all()
        return list.__mul__(stored_events(self), n)

    __rmul__ = __mul__

    # ---- writes: what is stored is stored read-only

    def extend(self, values):
        list.extend(self, [freeze(v) for v in values])

    def __iadd__(self, values):
        self.extend(values)
        return self

    def insert(self, index, value):
        list.insert(self, index, freeze(value))

    def __setitem__(self, index, value):
        if type(index) is slice:
            value = [freeze(v) for v in value]
            list.__setitem__(self, index, value)
            self._upto = 0                          # (the items moved: look at them again)
        else:
            store_event(self, index, freeze(value))

    def __delitem__(self, index):
        list.__delitem__(self, index)
        self._upto = 0

    def remove(self, value):
        list.remove(self, value)
        self._upto = 0

    def clear(self):
        list.clear(self)
        self._upto = 0

    def __imul__(self, n):
        list.__imul__(self, n)
        self._upto = 0
        return self

    def sort(self, *args, **kwargs):
        self._freeze_all()
        list.sort(self, *args, **kwargs)

    def reverse(self):
        self._freeze_all()
        list.reverse(self)


def new_log(events=(), patched=()):
    """A Log holding `events` (plain dicts or read-only events; frozen when read); `patched`:
    the indices of those the engine replaced (Log.patched)."""
    log = Log(events)
    log._upto = 0
    log._patched = tuple(patched)
    return log


def share_log(log):
    """A new Log with the same events as `log` (a Log or a list): for a fork, which shares
    the events (plain dicts included: a Log hands them out read-only) and copies nothing.
    A plain list may hold dicts its owner still changes: its events are frozen first, and
    `log` is then a list of read-only events."""
    if type(log) is Log:
        new = Log(stored_events(log))
        new._upto = log._upto
        new._patched = log._patched
        return new
    freeze_from(log, 0)
    new = Log(log)
    new._upto = len(new)
    new._patched = ()
    return new


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
    if type(log) is Log:
        log = stored_events(log)     # (reads only: the events need not be frozen for this)
    return json.dumps(log, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")


def log_digest(log):
    return hashlib.sha256(log_bytes(log)).hexdigest()
