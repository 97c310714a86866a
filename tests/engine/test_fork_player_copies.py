"""A fork copies the two players' state in a written-out loop (duel.py
`_players_copy_source`, made from `PlayerState.__slots__`) instead of calling
`PlayerState.copy` for each (issue 11: fork speed). At the quiet points of random duels
each player of a fork holds what `PlayerState.copy` gives, slot by slot: the piles and
zones hold the fork's own cards, in the same order, in lists of its own; and every slot the
loop copies by reference (`lp`, `normal_summons`, `grave_monsters`) only ever holds an int."""

import random

from duelist.agents import RandomAgent
from duelist.deck.formats import read_ydk
from duelist.engine.duel import Duel
from duelist.engine.state import (PLAYER_CARD_SLOTS, PLAYER_PILE_SLOTS, PLAYER_ZONE_SLOTS,
                                  PlayerState)

DECKS = ("duelist/deck/decks/yugi-starter.ydk", "duelist/deck/decks/kaiba-starter.ydk",
         "duelist/deck/decks/goat_04_warrior_swarm_metagame_2005.ydk",
         "duelist/deck/decks/goat_05_zombie_mchale_2005.ydk",
         "duelist/deck/decks/goat_01_goat_control_suffridge_2005_us_nationals.ydk",
         "duelist/deck/decks/goat_07_monarch_soul_control_vargas_2005_sjc_la.ydk")
CARD_SLOTS = PLAYER_PILE_SLOTS + PLAYER_ZONE_SLOTS + PLAYER_CARD_SLOTS


def _cids(value):
    if isinstance(value, list):
        return [None if c is None else c.cid for c in value]
    return None if value is None else value.cid


def _same_player(fork_player, player, fork):
    expected = player.copy(fork.cards)
    for name in PlayerState.__slots__:
        mine, theirs = getattr(fork_player, name), getattr(expected, name)
        if name in CARD_SLOTS:
            assert _cids(mine) == _cids(theirs), name
            cards = mine if isinstance(mine, list) else [mine]
            assert all(c is None or fork.cards[c.cid] is c for c in cards), name   # the fork's cards
            if isinstance(mine, list):
                assert mine is not getattr(player, name), name
        else:
            assert type(getattr(player, name)) is int, name     # copied by reference: immutable
            assert mine == theirs, name


def test_a_forks_players_are_what_player_state_copy_gives_at_every_quiet_point():
    rnd = random.Random(11)
    checked = 0
    for n in range(8):
        duel = Duel(read_ydk(rnd.choice(DECKS)), read_ydk(rnd.choice(DECKS)),
                    rules=rnd.choice(["MR5", "GOAT"]), seed=400 + n, check_cards=False)
        agents = (RandomAgent(n), RandomAgent(n + 5))
        while duel.request is not None and duel.turn < 14:
            if duel.request.kind in ("idle", "battle"):    # a quiet point: the fork is a copy
                fork = duel.fork()
                for fork_player, player in zip(fork.players, duel.players):
                    _same_player(fork_player, player, fork)
                checked += 1
            request = duel.request
            duel.answer(agents[request.player].choose(duel, request))
    assert checked > 100


def test_every_player_slot_has_a_copy_rule():
    """A new PlayerState slot holding cards must be named in one of the three groups."""
    assert set(CARD_SLOTS) <= set(PlayerState.__slots__)
    assert set(PlayerState.__slots__) - set(CARD_SLOTS) == {"lp", "normal_summons", "grave_monsters"}
