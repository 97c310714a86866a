"""The cards whose phase trigger works away from the field (Sinister Serpent: "during your
Standby Phase, if this card is in your GY: add it to your hand") are collected at each phase
from their owners' GYs and banished cards. The engine keeps that list (chain.py
`_phase_cards_off_field`) while `_pile_version` holds; duel.py `_remove` and `_place` bump it
when a card enters or leaves a GY or the banished cards, and only then: a draw, a card added
to the hand from the Deck or one put into the Extra Deck leaves the list as it was (round
12k of docs/performance.md). Whatever moves, the list is the one a fresh walk of the piles
gives."""

import pytest

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.invariants import check_kept_answers
from duelist.testing.scenario import Table

SERPENT = "Sinister Serpent"


def _table(where):
    """Player 0's Main Phase 1 menu with a Sinister Serpent in `where` (hand, GY or
    banished), a Mystical Space Typhoon in the hand and a Deck to draw from; the list of
    phase cards away from the field read once (and so kept)."""
    table = Table(turn=3, turn_player=0)
    serpent = getattr(table, where)(0, SERPENT)
    typhoon = table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Mystical Space Typhoon", "Sinister Serpent", "Mystical Space Typhoon"])
    duel = table.build()
    duel._phase_cards_off_field()
    return duel, serpent.card(duel), typhoon.card(duel)


def _collected(duel):
    """The names of the cards the engine would collect at a phase now, after checking that
    the kept answer (if current) equals a fresh walk."""
    check_kept_answers(duel, activations=False)
    return [c.data.name for c in duel._phase_cards_off_field()]


def test_a_draw_leaves_the_serpent_in_the_gy_collected_without_a_new_walk():
    duel, serpent, _ = _table("grave")
    kept = duel._phase_cards_off_field()
    version = duel._pile_version
    assert duel._draw(0, 2)
    assert duel._pile_version == version
    assert duel._phase_cards_off_field() is kept
    assert _collected(duel) == [SERPENT]


def test_cards_moved_between_the_hand_and_the_deck_keep_the_list():
    duel, serpent, typhoon = _table("grave")
    version = duel._pile_version
    duel.to_deck([typhoon], shuffle=False)
    assert typhoon.location == S.DECK
    duel.to_hand([duel.players[0].deck[0]])
    assert duel._pile_version == version
    assert _collected(duel) == [SERPENT]


@pytest.mark.parametrize("move, where", [("send_to_grave", S.GRAVE), ("banish", S.BANISHED)])
def test_the_serpent_sent_from_the_hand_to_the_gy_or_banished_is_listed(move, where):
    duel, serpent, _ = _table("hand")
    assert _collected(duel) == []
    getattr(duel, move)([serpent])
    assert serpent.location == where
    assert _collected(duel) == [SERPENT]


@pytest.mark.parametrize("where", ["grave", "banished"])
def test_the_serpent_leaving_the_gy_or_the_banished_cards_for_the_hand_is_no_longer_listed(where):
    duel, serpent, _ = _table(where)
    assert _collected(duel) == [SERPENT]
    duel.to_hand([serpent])
    assert serpent.location == S.HAND
    assert _collected(duel) == []


def _piles(duel):
    return tuple((tuple(c.uid for c in ps.grave), tuple(c.uid for c in ps.banished)) for ps in duel.players)


def test_in_random_duels_the_version_moves_whenever_a_gy_or_the_banished_cards_change():
    """Warrior vs Zombie (Sinister Serpent in the Zombie deck), four random duels: at every
    decision, a GY or banished pile that differs from the last decision's comes with another
    `_pile_version`, and the kept list (when current) is a fresh walk's; decisions at which
    a hand changed with those piles as they were keep the version (the draws)."""
    deck1 = load_bundled_deck("goat_04_warrior_swarm_metagame_2005")
    deck2 = load_bundled_deck("goat_05_zombie_mchale_2005")
    changed = kept_across_hand_moves = 0
    for seed in range(4):
        duel = Duel(deck1, deck2, seed=seed)
        agents = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
        piles, version = _piles(duel), duel._pile_version
        hands = [len(ps.hand) for ps in duel.players]
        while duel.request is not None and duel.result is None:
            duel.answer(agents[duel.request.player].choose(duel, duel.request))
            check_kept_answers(duel, activations=False)
            now, hands_now = _piles(duel), [len(ps.hand) for ps in duel.players]
            if now != piles:
                assert duel._pile_version != version, "a GY or the banished cards changed under the same version"
                changed += 1
            elif hands_now != hands and duel._pile_version == version:
                kept_across_hand_moves += 1
            piles, version, hands = now, duel._pile_version, hands_now
    assert changed > 20
    assert kept_across_hand_moves > 20
