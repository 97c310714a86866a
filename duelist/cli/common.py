"""Shared pieces of the commands: decks, agents, errors."""

import sys

DEFAULT_DECKS = ("yugi-starter", "kaiba-starter")   # Starter Deck: Yugi vs Starter Deck: Kaiba (2002)


class CommandError(Exception):
    """A user-facing error: printed as one clear line, exit code 2."""


def load_playable_deck(source, label, banlist=None):
    """A deck from a file, ydke:// URL or bundled name, refused with every problem listed
    (deck-building rules, the banlist if one is named, cards not implemented yet)."""
    from duelist.deck.formats import DeckFormatError, load_deck
    from duelist.deck.validate import validate_deck
    try:
        deck = load_deck(source)
    except (DeckFormatError, LookupError, OSError) as exc:
        raise CommandError("%s: %s" % (label, exc))
    try:
        problems = validate_deck(deck, banlist=banlist, require_implemented=True)
    except LookupError as exc:      # an unknown banlist name
        raise CommandError(str(exc).strip("'\""))
    if problems:
        lines = ["%s (%s) cannot be played:" % (label, source)]
        lines.extend("  " + str(p) for p in problems)
        raise CommandError("\n".join(lines))
    return deck


def fail(message, code=2):
    print("duelist: " + message, file=sys.stderr)
    return code


def random_seed():
    import os
    return int.from_bytes(os.urandom(8), "big")
