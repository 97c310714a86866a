"""A fork copies its cards in one written-out loop (duel.py `_card_copies_source`, made from
`Card.__slots__`) instead of calling `Card.copy` per card (issue 11: fork speed). At many
points of random duels every card of a fork holds the same values as `Card.copy` gives, slot
by slot, with its own dicts; and only the slots the loop copies as dicts
(`state.CARD_DICT_SLOTS`) ever hold a changeable value."""

import random

from duelist.agents import RandomAgent
from duelist.deck.formats import read_ydk
from duelist.engine.duel import Duel
from duelist.engine.state import CARD_DICT_SLOTS, Card

DECKS = ("duelist/deck/decks/yugi-starter.ydk", "duelist/deck/decks/kaiba-starter.ydk",
         "duelist/deck/decks/goat_04_warrior_swarm_metagame_2005.ydk",
         "duelist/deck/decks/goat_05_zombie_mchale_2005.ydk",
         "duelist/deck/decks/goat_01_goat_control_suffridge_2005_us_nationals.ydk",
         "duelist/deck/decks/goat_07_monarch_soul_control_vargas_2005_sjc_la.ydk")
CHANGEABLE = (dict, list, set)


def _same_card(fork_card, card):
    expected = card.copy()
    for name in Card.__slots__:
        assert getattr(fork_card, name) == getattr(expected, name), name
        if name in CARD_DICT_SLOTS and getattr(card, name) is not None:
            assert getattr(fork_card, name) is not getattr(card, name), name


def test_a_forks_cards_are_what_card_copy_gives_at_every_quiet_point():
    rnd = random.Random(5)
    checked = marked = 0
    for n in range(8):
        duel = Duel(read_ydk(rnd.choice(DECKS)), read_ydk(rnd.choice(DECKS)),
                    rules=rnd.choice(["MR5", "GOAT"]), seed=300 + n, check_cards=False)
        agents = (RandomAgent(n), RandomAgent(n + 9))
        while duel.request is not None and duel.turn < 14:
            for card in duel.cards:
                for name in Card.__slots__:
                    if isinstance(getattr(card, name), CHANGEABLE):
                        assert name in CARD_DICT_SLOTS, (name, card)
            if duel.request.kind in ("idle", "battle"):    # a quiet point: the fork is a copy
                fork = duel.fork()
                assert len(fork.cards) == len(duel.cards)
                for fork_card, card in zip(fork.cards, duel.cards):
                    _same_card(fork_card, card)
                    marked += card.marks is not None or card.info is not None
                checked += 1
            request = duel.request
            duel.answer(agents[request.player].choose(duel, request))
    assert checked > 100
    assert marked > 0          # some cards carried marks or notes, copied as their own dicts
