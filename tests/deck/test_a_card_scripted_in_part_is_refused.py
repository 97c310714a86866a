"""A card whose script plays only part of its text is not playable (registry.incomplete; stop 53).

A script may say what it does not play yet in a module constant `INCOMPLETE` (a sentence,
docs/cards.md). Royal Oppression was such a card until round 53o scripted its second half; no
script declares it now, so these tests give Royal Oppression's module the constant for their
length (its script module, as the registry loads it) and look at what players and tools see."""

import importlib

import pytest

from duelist.cards.db import find_card
from duelist.cards.registry import has_script, incomplete, is_implemented, support_status
from duelist.deck.formats import Deck
from duelist.deck.validate import validate_deck
from duelist.engine.duel import DeckRefusedError, Duel

MISSING = "its second half is not played yet"


@pytest.fixture
def oppression_in_part(monkeypatch):
    module = importlib.import_module("duelist.cards.scripts.c93016201_royal_oppression")
    monkeypatch.setattr(module, "INCOMPLETE", MISSING, raising=False)
    return find_card("Royal Oppression")


def test_a_script_that_plays_part_of_its_card_says_which_part_and_is_not_implemented(oppression_in_part):
    card = oppression_in_part
    assert has_script(card) and incomplete(card) == MISSING and not is_implemented(card)
    assert support_status(card) == "not implemented yet (its card script plays part of it: %s)" % MISSING
    assert incomplete(find_card("Sangan")) is None and is_implemented(find_card("Sangan"))


def test_a_deck_holding_it_is_refused_naming_it_and_no_duel_starts(oppression_in_part):
    """Q: I register a deck of Battle Ox and one such card. A: refused, the problem naming it as not
    implemented yet; and a duel with that deck refuses to start."""
    ox = find_card("Battle Ox")
    deck = Deck(main=[ox.code] * 39 + [oppression_in_part.code])
    problems = [p.message for p in validate_deck(deck, require_implemented=True)
                if "Royal Oppression" in p.message]
    assert problems == ["Royal Oppression (93016201) is not implemented yet"]
    with pytest.raises(DeckRefusedError, match="Royal Oppression"):
        Duel(deck, Deck(main=[ox.code] * 40), seed=1)


def test_the_format_pool_counts_it_missing_and_the_property_decks_leave_it_out(oppression_in_part):
    from duelist.deck.banlist import load_banlist
    from duelist.deck.pool import card_pool
    from duelist.testing.property import playable_scripts
    (entry,) = [e for e in card_pool(load_banlist("GOAT")) if e.card.name == "Royal Oppression"]
    assert not entry.implemented
    assert oppression_in_part.code not in playable_scripts()
    assert find_card("Sangan").code in playable_scripts()
