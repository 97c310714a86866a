"""Set-up of a duel whose deck lists, card source and rules were set up before copies the
prepared decks instead of building them again (issue 11: set-up speed). A duel set up that
way must be the duel a first set-up gives, share nothing with it, and follow a card whose
script was swapped in the meantime."""

import random

from duelist.agents import RandomAgent, play_out
from duelist.cards.db import find_card
from duelist.deck.formats import read_ydk
from duelist.engine.duel import Duel
from duelist.engine.effects import ACTIVATE, Effect
from duelist.engine.events import log_bytes
from duelist.engine.rules import get_rules

from tests.engine.test_primitives_fork import _mutate, _reachable, _snapshot
from tests.rules.stand_ins import stand_in


def _decks(seed):
    """Starter decks in an order no other test uses (so the first set-up builds them)."""
    rnd = random.Random(seed)
    d1 = read_ydk("duelist/deck/decks/yugi-starter.ydk")
    d2 = read_ydk("duelist/deck/decks/kaiba-starter.ydk")
    main1, main2 = list(d1.main), list(d2.main)
    rnd.shuffle(main1)
    rnd.shuffle(main2)
    return main1, main2


def _played(duel, seed):
    play_out(duel, (RandomAgent(seed), RandomAgent(seed + 1)))
    return log_bytes(duel.log)


def test_a_second_set_up_of_the_same_decks_plays_the_same_duels():
    main1, main2 = _decks(101)
    first = [_played(Duel(main1, main2, seed=s), s) for s in range(4)]
    again = [_played(Duel(list(main1), list(main2), seed=s), s) for s in range(4)]
    assert first == again
    assert len(set(first)) == 4          # the seeds still shuffle differently


def test_duels_set_up_from_the_same_decks_share_nothing():
    main1, main2 = _decks(102)
    Duel(main1, main2, seed=1)
    a = Duel(main1, main2, seed=2, first_player=0)
    before = _snapshot(a)
    b = Duel(main1, main2, seed=2, first_player=0)
    assert _snapshot(b) == before
    _mutate(_reachable(b))
    assert _snapshot(a) == before
    c = Duel(main1, main2, seed=2, first_player=0)
    assert _snapshot(c) == before        # nor with what the next set-up copies


def test_a_card_whose_script_was_swapped_gets_the_new_script(monkeypatch):
    """A stand-in script given to a card after its deck was set up once is the one the
    next set-up of that deck plays (the prepared deck is not reused)."""
    main1, main2 = _decks(103)
    code = find_card("Dark Magician").code
    main1 = main1[:-1] + [code]
    Duel(main1, main2, seed=1)
    data = stand_in(monkeypatch, "Dark Magician", [Effect(ACTIVATE)])
    duel = Duel(main1, main2, seed=1)
    scripts = [c.script for c in duel.cards if c.data.code == data.code]
    assert scripts and all(s is not None and s.description == "test stand-in" for s in scripts)


def test_rules_with_other_values_are_a_different_set_up():
    main1, main2 = _decks(104)
    Duel(main1, main2, rules="MR5", seed=1)
    goat = Duel(main1, main2, rules="GOAT", seed=1)
    assert goat.rules.name == "GOAT"
    assert goat.view(0)["players"][0]["lp"] == get_rules("GOAT").starting_lp
    assert len(goat.emz) == (2 if get_rules("GOAT").extra_monster_zones else 0)
