"""A set-up template (docs/performance.md: a duel set up again from the same deck lists,
card source and rules copies the first one's prepared decks) is checked against its card
source's scripts in one comparison when the source offers `scripts_version()`: while the
number is the one seen at the last full check, no card is looked at; once it moves, every
card is looked at again and a swapped script is the one the next set-up plays. The bundled
registry's number moves whenever a script is built, stood in or taken out."""

import random

from duelist.cards import registry
from duelist.cards.db import find_card
from duelist.cards.source import BundledCards
from duelist.deck.formats import read_ydk
from duelist.engine.duel import Duel
from duelist.engine.effects import ACTIVATE, CardScript, Effect

from tests.rules.stand_ins import stand_in


class CountingSource(BundledCards):
    """The bundled cards, with scripts one may swap, a version, and a count of script asks."""

    def __init__(self):
        self.swapped = {}
        self.version = 0
        self.asks = 0

    def script(self, data, era=None):
        self.asks += 1
        if data.code in self.swapped:
            return self.swapped[data.code]
        return BundledCards.script(self, data, era)

    def scripts_version(self):
        return self.version


def _decks(seed):
    """Starter decks in an order no other test uses (so the first set-up builds them)."""
    rnd = random.Random(seed)
    main1 = list(read_ydk("duelist/deck/decks/yugi-starter.ydk").main)
    main2 = list(read_ydk("duelist/deck/decks/kaiba-starter.ydk").main)
    rnd.shuffle(main1)
    rnd.shuffle(main2)
    return main1, main2


def test_an_unchanged_version_sets_up_again_without_asking_for_any_script():
    main1, main2 = _decks(201)
    source = CountingSource()
    Duel(main1, main2, seed=1, cards=source)
    Duel(main1, main2, seed=2, cards=source)      # the first check looks at every card
    asks = source.asks
    again = Duel(main1, main2, seed=3, cards=source)
    assert source.asks == asks
    assert [c.data.code for c in again.cards] and again.request is not None


def test_a_script_swapped_with_a_new_version_is_the_one_the_next_set_up_plays():
    main1, main2 = _decks(202)
    code = find_card("Dark Magician").code
    main1 = main1[:-1] + [code]
    source = CountingSource()
    Duel(main1, main2, seed=1, cards=source)
    Duel(main1, main2, seed=2, cards=source)
    data = find_card("Dark Magician")
    module = type("StandIn", (), {"DESCRIPTION": "test stand-in", "EFFECTS": [Effect(ACTIVATE)]})
    source.swapped[code] = CardScript(data, module)
    source.version += 1
    duel = Duel(main1, main2, seed=3, cards=source)
    scripts = [c.script for c in duel.cards if c.data.code == code]
    assert scripts and all(s is source.swapped[code] for s in scripts)


def test_the_registry_version_moves_when_a_script_is_stood_in_and_taken_out(monkeypatch):
    before = registry.scripts_version()
    with monkeypatch.context() as m:
        stand_in(m, "Dark Magician", [Effect(ACTIVATE)])
        stood_in = registry.scripts_version()
        assert stood_in != before
    assert registry.scripts_version() != stood_in      # (the stand-in taken out again)


def test_a_stand_in_given_after_a_set_up_is_played_by_the_next_one_on_the_bundled_cards(monkeypatch):
    main1, main2 = _decks(203)
    code = find_card("Dark Magician").code
    main1 = main1[:-1] + [code]
    Duel(main1, main2, seed=1)
    Duel(main1, main2, seed=2)
    data = stand_in(monkeypatch, "Dark Magician", [Effect(ACTIVATE)])
    duel = Duel(main1, main2, seed=3)
    scripts = [c.script for c in duel.cards if c.data.code == data.code]
    assert scripts and all(s is not None and s.description == "test stand-in" for s in scripts)
