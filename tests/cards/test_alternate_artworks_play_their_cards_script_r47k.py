"""An alternate artwork (its own passcode, the main card's as its alias) is the same card: it
plays with the main card's script and tools say it is implemented by one, as for the main
passcode (a deck may list either)."""

from duelist.cards import db, registry

POLYMERIZATION, POLYMERIZATION_ALT = 24094653, 27847700


def test_polymerizations_alternate_artwork_is_implemented_by_its_card_script():
    """Polymerization's alternate artwork has no script file of its own: it is implemented by
    Polymerization's, and `duelist card` says so for either passcode."""
    main, alt = db.get_card(POLYMERIZATION), db.get_card(POLYMERIZATION_ALT)
    for card in (main, alt):
        assert registry.has_script(card) and registry.is_implemented(card)
        assert registry.support_status(card) == "implemented (card script)"
    assert registry.get_script(alt) is not None
