"""Each player's count of the Monster Cards in their GY is kept by the engine
(`PlayerState.grave_monsters`, kept by duel.py `_place` / `_remove`, the only places a card
enters or leaves a GY) and read by the declared condition `MonstersInGrave` (Rite of Spirit:
"target 1 Gravekeeper's monster in your GY") before anything else is asked of the activation
(round 13k). Whatever moves a card, into the GY or out of it (destroyed, discarded, returned
to the hand or the Deck, banished, Special Summoned), the kept count is what a count of the GY
gives, a Spell or Trap Card sent there counts for nothing, and a fork keeps its own count:
were it one too low, Rite of Spirit would be kept back while its target lies there."""

import random

import pytest

from duelist.agents import RandomAgent
from duelist.cards.common import MonstersInGrave
from duelist.deck.formats import load_bundled_deck
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.invariants import InvariantError, check_invariants
from duelist.testing.scenario import Script, Table

SPY = "Gravekeeper's Spy"


class _Ctx(object):
    def __init__(self, duel, player):
        self.duel = duel
        self.player = player


def _recount(duel):
    return [sum(1 for c in ps.grave if c.data.card_type == "Monster") for ps in duel.players]


def _kept(duel):
    """The kept counts, checked against a count of each GY first."""
    kept = [ps.grave_monsters for ps in duel.players]
    assert kept == _recount(duel)
    return kept


def _table():
    """Player 0's Main Phase 1: a Gravekeeper's Spy and a Pot of Greed in player 1's GY, a
    Battle Ox on player 0's field, a Gravekeeper's Chief and a Mystical Space Typhoon in
    player 0's hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    spy = table.grave(1, SPY)
    table.grave(1, "Pot of Greed")
    ox = table.monster(0, "Battle Ox")
    chief = table.hand(0, "Gravekeeper's Chief")
    typhoon = table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    return duel, spy.card(duel), ox.card(duel), chief.card(duel), typhoon.card(duel)


def test_a_position_set_up_with_cards_in_the_gy_counts_its_monster_cards_only():
    duel, spy, _, _, _ = _table()
    assert _kept(duel) == [0, 1]
    assert MonstersInGrave(mine=1)(_Ctx(duel, 1)) and not MonstersInGrave(mine=2)(_Ctx(duel, 1))
    assert not MonstersInGrave(mine=1)(_Ctx(duel, 0)) and MonstersInGrave(theirs=1)(_Ctx(duel, 0))


def test_monsters_destroyed_or_discarded_into_the_gy_are_counted_and_a_spell_is_not():
    duel, _, ox, chief, typhoon = _table()
    duel.destroy([ox])
    assert ox.location == S.GRAVE and _kept(duel) == [1, 1]
    duel.send_to_grave([typhoon])
    assert typhoon.location == S.GRAVE and _kept(duel) == [1, 1]
    duel.send_to_grave([chief])
    assert _kept(duel) == [2, 1]
    assert MonstersInGrave(mine=2)(_Ctx(duel, 0)) and MonstersInGrave(either=3)(_Ctx(duel, 1))


@pytest.mark.parametrize("move", ["to_hand", "to_deck", "banish", "special_summon"])
def test_a_monster_leaving_the_gy_is_no_longer_counted(move):
    """Gravekeeper's Spy taken out of player 1's GY (returned to the hand or the Deck,
    banished, Special Summoned): the GY holds only a Pot of Greed, and a Rite of Spirit of
    player 1 has nothing to target."""
    duel, spy, _, _, _ = _table()
    if move == "special_summon":
        assert duel.special_summon(spy, 1, announce=False)
        assert spy.location == S.MZONE
    else:
        getattr(duel, move)([spy])
        assert spy.location == {"to_hand": S.HAND, "to_deck": S.DECK, "banish": S.BANISHED}[move]
    assert _kept(duel) == [0, 0]
    assert not MonstersInGrave(mine=1)(_Ctx(duel, 1)) and not MonstersInGrave(either=1)(_Ctx(duel, 0))


def test_a_fork_keeps_the_count_and_its_moves_change_only_its_own():
    duel, spy, ox, _, _ = _table()
    duel.destroy([ox])
    fork = duel.fork()
    assert _kept(fork) == [1, 1]
    fork.banish([fork.cards[spy.cid]])
    fork.to_hand([fork.cards[ox.cid]])
    assert _kept(fork) == [0, 0] and _kept(duel) == [1, 1]


def test_a_count_gone_wrong_is_caught_by_the_invariants():
    duel, _, _, _, _ = _table()
    check_invariants(duel)
    duel.players[1].grave_monsters += 1
    with pytest.raises(InvariantError, match="player 1's GY holds 1 Monster Cards, the kept count says 2"):
        check_invariants(duel)


def test_rite_of_spirit_is_kept_back_once_it_has_revived_the_last_gravekeeper_in_the_gy():
    """Player 1 has two Rite of Spirit Set and a Gravekeeper's Spy in the GY, in player 0's
    End Phase. The first Rite revives the Spy (GY -> field by an effect): the second, asked in
    the next window, has no target left and is not offered; the GY's count says none."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="end")
    table.spell_trap(1, "Rite of Spirit")
    table.spell_trap(1, "Rite of Spirit")
    table.spell_trap(1, "Waboku")
    spy = table.grave(1, SPY)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    assert duel.request.player == 1
    rites = s.options("activate", "Rite of Spirit")
    assert len(rites) == 2 and _kept(duel) == [0, 1]
    s.answer(rites[0])
    spy = spy.card(duel)
    while spy.location == S.GRAVE:
        request = duel.request
        if request.kind == "chain":     # (no response: the Rite resolves)
            s.answer([o for o in request.options if o.kind != "activate"][0])
        else:
            s.answer(request.options[0])
    assert spy.location == S.MZONE and spy.controller == 1
    assert _kept(duel) == [0, 0] and [c.data.card_type for c in duel.players[1].grave] == ["Trap"]
    while not (duel.request.player == 1 and s.has("activate", "Waboku")):
        s.answer(duel.request.options[0])
    assert duel.turn == 3 and not s.has("activate", "Rite of Spirit")


@pytest.mark.parametrize("pair", [("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
                                  ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005")])
def test_the_kept_counts_equal_a_count_of_the_gys_at_every_decision_of_random_duels(pair):
    """Random duels of the Gravekeeper and Warrior/Zombie decks (the GYs fill and empty by
    battle, costs, revivals, Book of Life's banishing, Sinister Serpent's return): at every
    decision the kept counts are the GYs' counts, and so are a fork's at each Main Phase menu."""
    decks = [load_bundled_deck(name) for name in pair]
    moved = forks = 0
    for n in range(3):
        duel = Duel(decks[0], decks[1], rules="GOAT", seed=1300 + n)
        agents = (RandomAgent(n), RandomAgent(n + 7))
        last = None
        while duel.request is not None and duel.turn < 16:
            now = _kept(duel)
            moved += now != last
            last = now
            if duel.request.kind == "idle" and random.Random(duel.turn).random() < 0.3:
                assert _kept(duel.fork()) == now
                forks += 1
            request = duel.request
            duel.answer(agents[request.player].choose(duel, request))
    assert moved > 10 and forks > 3
