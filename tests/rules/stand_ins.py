"""Stand-in scripts for rules tests: a real card given a made-up effect for one test, when
no scripted card shows a rule on its own (e.g. an optional "if" trigger). The card keeps
its name, Level and ATK/DEF; only its script is replaced, for that test only."""

import types

from duelist.cards import registry
from duelist.cards.db import find_card
from duelist.engine.effects import CardScript


def stand_in(monkeypatch, name, effects):
    """Give the card `name` the effects `effects` while the test runs."""
    data = find_card(name)
    module = types.SimpleNamespace(DESCRIPTION="test stand-in", EFFECTS=list(effects))
    monkeypatch.setitem(registry.scripts, data.code, CardScript(data, module))
    return data
