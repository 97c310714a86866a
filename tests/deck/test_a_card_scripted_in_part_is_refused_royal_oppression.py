"""A card whose script plays only part of its text is not playable yet (stop 53): Royal Oppression's
script plays its answer to a Special Summon (tests/cards/test_royal_oppression.py) but not its
answer to a card or effect that would Special Summon (a strict xfail in
tests/cards/test_royal_oppression_special_summoning_effects.py). A deck is refused for it as for a
card with no script, naming it; `duelist card` says which part is missing; the format's pool counts
it as missing (`duelist deck pool`)."""

import pytest

from duelist.cards.db import find_card
from duelist.cards.registry import has_script, incomplete, is_implemented, support_status
from duelist.deck.formats import Deck
from duelist.deck.validate import validate_deck
from duelist.engine.duel import DeckRefusedError, Duel


def _oppression():
    return find_card("Royal Oppression")


def test_royal_oppression_has_a_script_that_says_what_it_does_not_play_yet():
    card = _oppression()
    assert has_script(card) and not is_implemented(card)
    assert "would Special Summon" in incomplete(card)
    assert support_status(card).startswith("not implemented yet (its card script plays part of it: ")
    assert incomplete(find_card("Sangan")) is None and is_implemented(find_card("Sangan"))


def test_a_deck_with_royal_oppression_is_refused_as_not_implemented_yet():
    """Q: I register a deck of Battle Ox and one Royal Oppression. A: refused, a problem naming
    Royal Oppression as not implemented yet; and a duel with that deck refuses to start."""
    ox, card = find_card("Battle Ox"), _oppression()
    deck = Deck(main=[ox.code] * 39 + [card.code])
    problems = [p.message for p in validate_deck(deck, require_implemented=True)
                if "Royal Oppression" in p.message]
    assert problems == ["Royal Oppression (93016201) is not implemented yet"]
    with pytest.raises(DeckRefusedError, match="Royal Oppression"):
        Duel(deck, Deck(main=[ox.code] * 40), seed=1)


def test_the_goat_pool_counts_royal_oppression_as_missing():
    from duelist.deck.banlist import load_banlist
    from duelist.deck.pool import card_pool
    (entry,) = [e for e in card_pool(load_banlist("GOAT")) if e.card.name == "Royal Oppression"]
    assert not entry.implemented
