"""Xyz Monsters without an effect (round 48k): the engine reads their material line, so a deck
may hold them (`registry.is_implemented`, what `duelist card` says and what a deck is checked
against), as it may a Fusion or Synchro Monster without an effect."""

from duelist.cards import db, registry


def test_gem_knight_pearl_and_gagagigo_the_risen_are_implemented():
    for name in ("Gem-Knight Pearl", "Gagagigo the Risen"):
        card = db.find_card(name)
        assert not registry.has_script(card)        # no script: the rules alone play it
        assert registry.is_implemented(card), name
