"""Replay files: engine version, rules, seed, decks and answers.

Re-running a replay must reproduce the duel's event log byte for byte; the file keeps
the log's SHA-256 and length to check that. Format (JSON):

    {"format": "duelist-replay", "version": 2, "engine": "0.1.0",
     "rules": {...flags...}, "seed": 7, "first_player": null,
     "decks": [{"main": [...], "extra": [...]}, {...}],
     "answers": [3, 0, 12, ...], "inputs": [[120, "concede", 1]],
     "events": 412, "log_sha256": "...", "result": {...}}

`inputs` are what came from outside the answers, each before the answer of its index: a
time limit set ([k, "turn_limit", last turn]) or a player's concession ([k, "concede",
player]; Duel.concede).

Versions: 2 since players choose zones (the answers include the `zone` requests; the
rules carry `choose_zones`). A version 1 file was recorded before: it re-runs with
`choose_zones` off, every placement in the leftmost legal zone as it was played
(`rules_of`). Match replays (duelist.match) are versioned the same way.
"""

import json

from duelist import __version__
from duelist.engine.protocol import DuelError

FORMAT = "duelist-replay"
VERSION = 2
VERSIONS = (1, 2)      # 1: recorded before zone choice (replayed with choose_zones off)


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
    except ValueError as exc:      # bad JSON, or bytes that are not UTF-8
        raise ReplayError("%s is not a replay file (bad JSON: %s)" % (path, json_error_text(exc)))
    except RecursionError:
        raise ReplayError("%s is not a replay file (its JSON is nested too deeply)" % path)
    if check:
        check_replay_data(data, path)
    return data


def json_error_text(exc):
    """What a JSON decoding error says: its words only when the text was ASCII, else just
    where. PyPy 7.3's decoder quotes a non-ASCII character of the text in its words as a
    broken string (code points past U+10FFFF; even str.isascii() is fooled), and its JSON
    encoder crashes the process (a segfault) on a message holding it (round 11h)."""
    if isinstance(exc, json.JSONDecodeError):
        what = exc.msg if isinstance(exc.doc, str) and exc.doc.isascii() else "unexpected text"
        return "%s: line %d column %d (char %d)" % (what, exc.lineno, exc.colno, exc.pos)
    return str(exc)


def _is_int(value):
    return type(value) is int


def check_replay_data(data, where="replay"):
    """Refuse a replay whose fields are missing or of the wrong kind (ReplayError), before
    anything is re-run. The checksum and event count are required: without them a replay
    cut short would still 'verify'."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayError("%s: not a duelist replay (missing format %r)" % (where, FORMAT))
    if data.get("version") not in VERSIONS or isinstance(data.get("version"), bool):
        raise ReplayError("%s: replay format version %r is not supported (expected %s)"
                          % (where, data.get("version"), " or ".join(str(v) for v in VERSIONS)))
    for key in ("rules", "seed", "decks", "answers"):
        if key not in data:
            raise ReplayError("%s: missing field %r" % (where, key))
    answers = data["answers"]
    if not isinstance(answers, list):
        raise ReplayError("%s: 'answers' must be a list of option ids" % where)
    for n, answer in enumerate(answers):
        if not _is_int(answer) or answer < 0:
            raise ReplayError("%s: answer %d is %s; answers are option ids (integers from 0)"
                              % (where, n + 1, _shown(answer)))
    if not isinstance(data["decks"], list) or len(data["decks"]) != 2:
        raise ReplayError("%s: 'decks' must hold two decks" % where)
    if not isinstance(data["rules"], dict):
        raise ReplayError("%s: 'rules' must be an object of rule flags, not %s"
                          % (where, _shown(data["rules"])))
    if not _is_int(data["seed"]) or data["seed"] < 0:
        raise ReplayError("%s: 'seed' must be a non-negative integer, not %s" % (where, _shown(data["seed"])))
    if data.get("first_player") not in (None, 0, 1) or isinstance(data.get("first_player"), bool) \
            or isinstance(data.get("first_player"), float):
        raise ReplayError("%s: 'first_player' must be 0, 1 or null, not %s"
                          % (where, _shown(data.get("first_player"))))
    for key in ("events", "log_sha256"):
        if key not in data:
            raise ReplayError("%s: missing field %r (a replay without its log's checksum proves "
                              "nothing: answers cut off would still re-run)" % (where, key))
    if not _is_int(data["events"]) or data["events"] < 0:
        raise ReplayError("%s: 'events' must be the number of logged events, not %s"
                          % (where, _shown(data["events"])))
    digest = data["log_sha256"]
    if not isinstance(digest, str) or len(digest) != 64 or digest.strip("0123456789abcdef"):
        raise ReplayError("%s: 'log_sha256' must be a SHA-256 in hex (64 characters), not %s"
                          % (where, _shown(digest)))
    inputs = data.get("inputs", [])
    if not isinstance(inputs, list):
        raise ReplayError("%s: 'inputs' must be a list of [answer index, kind, value]" % where)
    for n, item in enumerate(inputs):
        if not (isinstance(item, list) and len(item) == 3 and _is_int(item[0]) and item[0] >= 0
                and ((item[1] == "turn_limit" and _is_int(item[2]) and item[2] >= 0)
                     or (item[1] == "concede" and _is_int(item[2]) and item[2] in (0, 1)))):
            raise ReplayError("%s: input %d is %s; an input is [answer index, \"turn_limit\", turn] "
                              "or [answer index, \"concede\", player 0 or 1], all integers but the kind"
                              % (where, n + 1, _shown(item)))
    result = data.get("result")
    if result is not None and not isinstance(result, dict):
        raise ReplayError("%s: 'result' must be an object or null, not %s" % (where, _shown(result)))


def _shown(value):
    text = json.dumps(value) if isinstance(value, (str, int, float, bool, type(None))) else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def rules_of(data):
    """The Rules a replay file (duel or match) was played under. A version 1 file predates
    zone choice: its placements took the leftmost legal zone, so it re-runs with
    `choose_zones` off (unless its rules say otherwise). Rules without
    `seed_priority_after_chain`, `menu_after_unchained_triggers` or `hand_uids_scrambled` were
    recorded before it: the flag reads as off (a flag whose default is off needs nothing: a
    missing one reads as its default)."""
    from duelist.engine.rules import Rules
    rules = data["rules"]
    if isinstance(rules, dict) and "seed_priority_after_chain" not in rules:
        # recorded before the flag: the opponent was asked first after a chain that Summoned
        rules = dict(rules, seed_priority_after_chain=False)
    if isinstance(rules, dict) and "menu_after_unchained_triggers" not in rules:
        # recorded before the flag: both players were asked before the menu came back after a
        # chain whose triggers made no chain
        rules = dict(rules, menu_after_unchained_triggers=False)
    if isinstance(rules, dict) and "hand_uids_scrambled" not in rules:
        # recorded before the flag: a hand shuffle dealt its new uids in the hand's order
        rules = dict(rules, hand_uids_scrambled=False)
    if data.get("version") == 1 and isinstance(rules, dict):
        rules = dict(rules)
        rules.setdefault("choose_zones", False)
    return Rules.from_dict(rules)


def run_replay(data, where="replay"):
    """Rebuild the duel of a replay; raise ReplayError if it does not match byte for byte."""
    from duelist.engine.duel import Duel
    check_replay_data(data, where)
    try:
        rules = rules_of(data)
        duel = Duel(data["decks"][0], data["decks"][1], rules=rules, seed=data["seed"],
                    first_player=data.get("first_player"))
    except (ValueError, TypeError, DuelError) as exc:
        raise ReplayError("%s: cannot set up the duel: %s" % (where, exc))
    pending = sorted(data.get("inputs", []), key=lambda i: i[0])
    for n, choice in enumerate(data["answers"]):
        while pending and pending[0][0] <= n:
            try:
                duel.apply_input(pending.pop(0))
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
            duel.apply_input(item)
        except (ValueError, DuelError) as exc:
            raise ReplayError("%s: input after the last answer does not fit: %s" % (where, exc))
    note = ""
    if data.get("engine") != __version__:
        note = "; it was recorded by duelist %s, this is %s" % (data.get("engine"), __version__)
    if duel.log_length() != data["events"]:
        raise ReplayError("%s: the re-run log differs from the recorded one (%d events recorded, "
                          "%d re-run)%s" % (where, data["events"], duel.log_length(), note))
    recorded = data.get("result")
    if "result" in data and _result_differs(recorded, duel.result):
        raise ReplayError("%s: the re-run result differs from the recorded one (recorded %s, re-run %s)%s"
                          % (where, _shown(recorded), _shown(duel.result), note))
    if duel.log_digest() != data["log_sha256"]:
        raise ReplayError("%s: the log checksum differs: the re-run has the recorded %d events and "
                          "result, but its log_sha256 is %s, not the recorded %s%s"
                          % (where, data["events"], duel.log_digest(), data["log_sha256"], note))
    return duel


def _result_differs(recorded, rerun):
    if recorded is None or rerun is None:
        return (recorded is None) != (rerun is None)
    return any(recorded.get(k) != rerun.get(k) for k in ("winner", "reason", "turn"))
