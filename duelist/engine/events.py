"""The duel log: structured, JSON-serialisable events with public and private forms.

An event is a dict with a "type" and public fields. Facts only one player may know
(the card they drew, the monster they Set) live under "private": {"player": P, ...};
`event_for(event, viewer)` gives each player their form, and `public_form(event)` the
form a spectator sees. The full log (private parts included) is what replays compare.
"""

import hashlib
import json


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
