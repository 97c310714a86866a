"""Searching the card database with a query of punctuation alone (round 48k): letters and digits
make a name's match, so "?!" starts no name and is in none; nothing resembles it closely either,
so `duelist card "?!"` suggests no card rather than the shortest names of the database."""

from duelist.cards import db


def test_a_query_of_punctuation_alone_finds_no_card():
    assert db.search_cards("?!") == []
    assert db.search_cards("- -") == []
