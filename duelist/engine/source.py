"""Where a duel gets its cards: their facts (`CardData`) and their behaviour (`CardScript`).

The engine plays whatever source it is handed (`Duel(..., cards=source)`); it never imports
a card package. Without one it uses the default source: the one registered with
`set_default`, or else the bundled cards, `duelist.cards.source`, loaded by name the first
time a duel needs them (so the engine's code depends on this interface only).
"""

import importlib

DEFAULT_SOURCE_MODULE = "duelist.cards.source"   # registers itself with set_default on import


class CardSource(object):
    """The interface a card source provides."""

    def data(self, code):
        """The CardData of passcode `code`; LookupError if there is no such card."""
        raise NotImplementedError

    def script(self, data, era=None):
        """The card's CardScript for the card texts of `era` ("current", "2005"...), or None
        (a card the rules alone play: a Normal Monster)."""
        raise NotImplementedError

    def implemented(self, data):
        """Can the engine play this card faithfully?"""
        raise NotImplementedError


_default = [None]


def set_default(source):
    """Make `source` the one duels use when none is handed in."""
    _default[0] = source


def default():
    if _default[0] is None:
        importlib.import_module(DEFAULT_SOURCE_MODULE)
        if _default[0] is None:
            raise RuntimeError("%s registered no card source" % DEFAULT_SOURCE_MODULE)
    return _default[0]
