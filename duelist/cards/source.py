"""Today's card source: the bundled card database and the card scripts in this package.
Importing this module makes it the engine's default (duelist.engine.source)."""

from duelist.cards import registry
from duelist.cards.db import get_card
from duelist.engine.source import CardSource, set_default


class BundledCards(CardSource):
    def data(self, code):
        return get_card(code)          # UnknownCardError is a LookupError

    def script(self, data, era=None):
        return registry.get_script(data, era)

    def scripts_version(self):
        return registry.scripts_version()

    def implemented(self, data):
        return registry.is_implemented(data)


BUNDLED = BundledCards()
set_default(BUNDLED)
