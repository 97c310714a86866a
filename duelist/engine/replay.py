"""Replay files: engine version, rules, seed, decks and answers.

Re-running a replay must reproduce the duel's event log byte for byte; the file keeps
the log's SHA-256 and length to check that. Format (JSON):

    {"format": "duelist-replay", "version": 1, "engine": "0.1.0",
     "rules": {...flags...}, "seed": 7, "first_player": null,
     "decks": [{"main": [...], "extra": [...]}, {...}],
     "answers": [3, 0, 12, ...], "events": 412, "log_sha256": "...", "result": {...}}
"""

import json

from duelist import __version__
from duelist.engine.protocol import DuelError

FORMAT = "duelist-replay"
VERSION = 1


class ReplayError(DuelError, ValueError):
    """A replay file that cannot be read or does not reproduce its duel."""


def save_replay(duel, path):
    data = duel.replay_data()
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(data, handle, sort_keys=True, indent=1)
        handle.write("\n")
    return data


def load_replay(path, check=True):
    """The replay file's data (checked as a duel replay unless check=False)."""
    try:
        with open(path, "r", encoding="utf-8") as handle:
            data = json.load(handle)
    except OSError as exc:
        raise ReplayError("cannot read replay %s: %s" % (path, exc.strerror or exc))
    except ValueError as exc:
        raise ReplayError("%s is not a replay file (bad JSON: %s)" % (path, exc))
    if check:
        check_replay_data(data, path)
    return data


def check_replay_data(data, where="replay"):
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayError("%s: not a duelist replay (missing format %r)" % (where, FORMAT))
    if data.get("version") != VERSION:
        raise ReplayError("%s: replay format version %r is not supported (expected %d)"
                          % (where, data.get("version"), VERSION))
    for key in ("rules", "seed", "decks", "answers"):
        if key not in data:
            raise ReplayError("%s: missing field %r" % (where, key))
    if not isinstance(data["answers"], list) or not all(isinstance(a, int) for a in data["answers"]):
        raise ReplayError("%s: 'answers' must be a list of option ids" % where)
    if not isinstance(data["decks"], list) or len(data["decks"]) != 2:
        raise ReplayError("%s: 'decks' must hold two decks" % where)


def run_replay(data, where="replay"):
    """Rebuild the duel of a replay; raise ReplayError if it does not match byte for byte."""
    from duelist.engine.duel import Duel
    from duelist.engine.rules import Rules
    check_replay_data(data, where)
    try:
        rules = Rules.from_dict(data["rules"])
        duel = Duel(data["decks"][0], data["decks"][1], rules=rules, seed=data["seed"],
                    first_player=data.get("first_player"))
    except (ValueError, TypeError, DuelError) as exc:
        raise ReplayError("%s: cannot set up the duel: %s" % (where, exc))
    inputs = data.get("inputs", [])
    if not isinstance(inputs, list) or not all(isinstance(i, list) and len(i) == 3 for i in inputs):
        raise ReplayError("%s: 'inputs' must be a list of [answer index, kind, value]" % where)
    pending = sorted(inputs, key=lambda i: i[0])
    for n, choice in enumerate(data["answers"]):
        while pending and pending[0][0] <= n:
            try:
                duel._apply_input(pending.pop(0))
            except (ValueError, DuelError) as exc:
                raise ReplayError("%s: input before answer %d does not fit: %s" % (where, n + 1, exc))
        if duel.request is None:
            raise ReplayError("%s: answer %d of %d comes after the duel ended"
                              % (where, n + 1, len(data["answers"])))
        try:
            duel.answer(choice)
        except DuelError as exc:
            raise ReplayError("%s: answer %d (%r) does not fit: %s" % (where, n + 1, choice, exc))
    for item in pending:
        try:
            duel._apply_input(item)
        except (ValueError, DuelError) as exc:
            raise ReplayError("%s: input after the last answer does not fit: %s" % (where, exc))
    if "log_sha256" in data:
        if len(duel.log) != data.get("events", len(duel.log)) or duel.log_digest() != data["log_sha256"]:
            note = ""
            if data.get("engine") != __version__:
                note = "; it was recorded by duelist %s, this is %s" % (data.get("engine"), __version__)
            raise ReplayError("%s: the re-run log differs from the recorded one (%d events recorded, "
                              "%d re-run)%s" % (where, data.get("events", -1), len(duel.log), note))
    return duel
