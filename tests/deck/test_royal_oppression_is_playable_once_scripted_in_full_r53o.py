"""A card whose script plays only part of its text is not playable (stop 53, `INCOMPLETE`:
docs/cards.md). Royal Oppression was such a card until round 53o, which played its other half (its
answer to a card or effect that would Special Summon, tests/cards/test_royal_oppression_*): its
script declares no missing part any more, so a deck may hold it, the format's pool counts it as
implemented, and `duelist card` says nothing is missing. A card with no missing part (Sangan)
reads the same."""

from duelist.cards.db import find_card
from duelist.cards.registry import has_script, incomplete, is_implemented, support_status
from duelist.deck.formats import Deck
from duelist.deck.validate import validate_deck
from duelist.engine.duel import Duel


def _oppression():
    return find_card("Royal Oppression")


def test_royal_oppression_is_scripted_in_full():
    """Q: does Royal Oppression's script say a part of the card is missing? A: no: it is
    implemented, as Sangan is."""
    card = _oppression()
    assert has_script(card) and is_implemented(card)
    assert incomplete(card) is None
    assert not support_status(card).startswith("not implemented yet")
    assert incomplete(find_card("Sangan")) is None and is_implemented(find_card("Sangan"))


def test_a_deck_with_royal_oppression_is_accepted():
    """Q: I register a deck of Battle Ox and one Royal Oppression. A: no problem names Royal
    Oppression, and a duel with that deck starts."""
    ox, card = find_card("Battle Ox"), _oppression()
    deck = Deck(main=[ox.code] * 39 + [card.code])
    problems = [p.message for p in validate_deck(deck, require_implemented=True)
                if "Royal Oppression" in p.message]
    assert problems == []
    duel = Duel(deck, Deck(main=[ox.code] * 40), seed=1)
    assert duel.request is not None


def test_the_goat_pool_counts_royal_oppression_as_implemented():
    from duelist.deck.banlist import load_banlist
    from duelist.deck.pool import card_pool
    (entry,) = [e for e in card_pool(load_banlist("GOAT")) if e.card.name == "Royal Oppression"]
    assert entry.implemented
