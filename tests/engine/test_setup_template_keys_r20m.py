"""A set-up copied from an earlier one only for the same four lists (round 20m: mutants of
stop 24's template key, engine/duel.py `_template_key`).

A duel set up from the same deck lists, card source and rules as one set up before copies
that duel's prepared cards (issue 11: set-up speed). Each player's Main Deck and Extra Deck
are the player's own (seed 000 §卡組): a duel whose lists differ from an earlier duel's in any
one of the four (player 0's Main Deck, player 0's Extra Deck, player 1's Main Deck, player
1's Extra Deck) is set up with its own cards, not the earlier duel's."""

import random

import pytest

from duelist.cards.db import find_card
from duelist.deck.formats import read_ydk
from duelist.engine import state as S
from duelist.engine.duel import Duel

FUSIONS = ["Thousand Dragon", "Gaia the Dragon Champion", "Flame Swordsman", "Black Skull Dragon"]


def _lists(seed):
    """Starter decks in an order no other test uses (so the first set-up builds them)."""
    rnd = random.Random(seed)
    main0 = list(read_ydk("duelist/deck/decks/yugi-starter.ydk").main)
    main1 = list(read_ydk("duelist/deck/decks/kaiba-starter.ydk").main)
    rnd.shuffle(main0)
    rnd.shuffle(main1)
    extra = [find_card(name).code for name in FUSIONS]
    return [[main0, extra[:2]], [main1, extra[2:]]]


def _piles(duel, player):
    """(the Main Deck's passcodes, the Extra Deck's) as the duel has them, in any order."""
    main = sorted(c.data.code for c in duel.cards if c.owner == player and c.location != S.EXTRA)
    extra = sorted(c.data.code for c in duel.cards if c.owner == player and c.location == S.EXTRA)
    return main, extra


def _duel(lists, seed=0):
    return Duel({"main": lists[0][0], "extra": lists[0][1]}, {"main": lists[1][0], "extra": lists[1][1]},
                seed=seed, first_player=0)


@pytest.mark.parametrize("player,pile", [(0, 0), (0, 1), (1, 0), (1, 1)],
                         ids=["player 0's Main Deck", "player 0's Extra Deck", "player 1's Main Deck",
                              "player 1's Extra Deck"])
def test_a_duel_whose_lists_differ_in_one_pile_is_set_up_with_its_own_cards(player, pile):
    lists = _lists(2000 + 2 * player + pile)
    first = _duel(lists)
    other = [[list(lists[0][0]), list(lists[0][1])], [list(lists[1][0]), list(lists[1][1])]]
    if pile == 0:       # one card of the Main Deck swapped for another
        other[player][0][0] = find_card("Battle Ox" if other[player][0][0] != find_card("Battle Ox").code
                                        else "Mystical Elf").code
    else:               # another Extra Deck
        other[player][1] = [find_card("Fusionist").code]
    assert other != lists
    second = _duel(other)
    for p in (0, 1):
        assert _piles(first, p) == (sorted(lists[p][0]), sorted(lists[p][1])), p
        assert _piles(second, p) == (sorted(other[p][0]), sorted(other[p][1])), p
    # and the first lists again: the first duel's cards
    assert _piles(_duel(lists), player) == _piles(first, player)
