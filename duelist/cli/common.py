"""Shared pieces of the commands: decks, agents, errors."""

import sys

DEFAULT_DECKS = ("yugi-starter", "kaiba-starter")   # Starter Deck: Yugi vs Starter Deck: Kaiba (2002)


class CommandError(Exception):
    """A user-facing error: printed as one clear line, exit code 2."""


def load_playable_deck(source, label, banlist=None, hint=None, rules=None):
    """A deck from a file, ydke:// URL or bundled name, refused with every problem listed
    (deck-building rules, under `rules` where given: the GOAT preset's decks have no upper
    size limit; the banlist if one is named; cards not implemented yet)."""
    from duelist.deck.formats import DeckFormatError, load_deck
    from duelist.deck.validate import validate_deck
    try:
        deck = load_deck(source)
    except (DeckFormatError, LookupError, OSError) as exc:
        raise CommandError("%s: %s" % (label, exc))
    try:
        problems = validate_deck(deck, banlist=banlist, require_implemented=True, rules=rules)
    except LookupError as exc:      # an unknown banlist name
        raise CommandError(str(exc).strip("'\""))
    if problems:
        lines = ["%s (%s) cannot be played:" % (label, source)]
        lines.extend("  " + str(p) for p in problems)
        if hint:
            lines.append("(%s)" % hint)
        raise CommandError("\n".join(lines))
    return deck


def fail(message, code=2):
    print("duelist: " + message, file=sys.stderr)
    return code


def random_seed():
    import os
    return int.from_bytes(os.urandom(8), "big")


def command_name():
    """How the user can run the command again, for the game's hints: `duelist` when that is
    on PATH, else the full path of the launcher that is running (e.g. .venv/bin/duelist
    after ./play), else `python -m duelist`. $DUELIST_COMMAND overrides."""
    import os
    import shutil
    if os.environ.get("DUELIST_COMMAND"):
        return os.environ["DUELIST_COMMAND"]
    argv0 = sys.argv[0] if sys.argv else ""
    if os.path.basename(argv0) == "duelist":
        running = os.path.realpath(argv0)
        on_path = shutil.which("duelist")
        if on_path and os.path.realpath(on_path) == running:
            return "duelist"
        return os.path.abspath(argv0)
    return "%s -m duelist" % (os.path.basename(sys.executable) or "python3")


def effective_banlist(rules_name, banlist):
    """The banlist a duel uses: the one named, none for "none", else the list of the same
    name as the rules preset when one exists (--rules GOAT plays the GOAT list)."""
    if banlist is not None:
        return None if banlist.strip().lower() in ("none", "-", "") else banlist
    from duelist.deck.banlist import banlist_aliases
    name = str(rules_name).strip()
    for alias in banlist_aliases():
        if alias.lower() == name.lower():
            return alias
    return None


def banlist_hint(rules_name, asked, banlist):
    """Why a banlist applies when the user did not name one."""
    if asked is None and banlist is not None:
        return ("--rules %s applies the %s banlist; --banlist none plays without one"
                % (rules_name, banlist))
    return None


def check_replay_path(path):
    """Refuse a replay path that cannot be written, before any duel is played: one clear
    line (raises CommandError). Creates nothing."""
    import os
    if path is None:
        return None
    if not path or not str(path).strip():
        raise CommandError("--replay needs a file name")
    if os.path.isdir(path):
        raise CommandError("--replay %s: that is a folder; give a file name such as %s"
                           % (path, os.path.join(path, "duel.json")))
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise CommandError("--replay %s: the folder %s does not exist" % (path, folder))
    if os.path.exists(path):
        if not os.access(path, os.W_OK):
            raise CommandError("--replay %s: no permission to write that file" % path)
    elif not os.access(folder, os.W_OK | os.X_OK):
        raise CommandError("--replay %s: no permission to write in %s" % (path, folder))
    return path


def data_dir():
    """Where duelist keeps the user's files: $DUELIST_DATA_DIR, else $XDG_DATA_HOME/duelist,
    else ~/.local/share/duelist."""
    import os
    base = os.environ.get("DUELIST_DATA_DIR")
    if base:
        return base
    xdg = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(xdg, "duelist")


KEEP_REPLAYS = 50


def new_replay_path(kind="duel"):
    """A fresh file name in the replays folder (created if needed), or None when the folder
    cannot be made (the game goes on without a replay and says so)."""
    import os
    import time
    folder = os.path.join(data_dir(), "replays")
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError:
        return None
    if not os.access(folder, os.W_OK | os.X_OK):
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = os.path.join(folder, "%s-%s.json" % (kind, stamp))
    n = 1
    while os.path.exists(path):
        n += 1
        path = os.path.join(folder, "%s-%s-%d.json" % (kind, stamp, n))
    return path


def prune_replays(folder, keep=KEEP_REPLAYS):
    """Keep the newest `keep` replay files of the folder; returns the removed paths."""
    import os
    try:
        names = [n for n in os.listdir(folder) if n.endswith(".json")]
    except OSError:
        return []
    paths = sorted((os.path.join(folder, n) for n in names),
                   key=lambda p: (os.path.getmtime(p), p), reverse=True)
    removed = []
    for path in paths[keep:]:
        try:
            os.remove(path)
            removed.append(path)
        except OSError:
            pass
    return removed


def write_replay(game, path, out):
    """Save the replay; a failure is one clear line, never a traceback (the duel is over)."""
    from duelist.engine.replay import save_replay
    try:
        save_replay(game, path)
    except OSError as exc:
        print("duelist: could not write the replay to %s: %s" % (path, exc.strerror or exc), file=out)
        return False
    return True
