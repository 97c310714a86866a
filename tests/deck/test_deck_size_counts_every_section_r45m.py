"""A deck's size, as a registration desk counts it, is every card of its Main, Extra and
Side Deck together; a deck reads as its name and its three sizes."""

from duelist.deck.formats import Deck, parse_ydk


def test_a_decks_size_is_main_extra_and_side_together():
    deck = parse_ydk("#main\n" + "46986414\n" * 3 + "#extra\n66889139\n!side\n55144522\n83764718\n")
    assert (len(deck.main), len(deck.extra), len(deck.side)) == (3, 1, 2)
    assert len(deck) == 6
    assert len(Deck(side=[55144522])) == 1


def test_a_deck_reads_as_its_name_and_section_sizes():
    assert repr(Deck([46986414] * 2, [66889139], name="Yugi")) == "Deck('Yugi': main 2, extra 1, side 0)"
