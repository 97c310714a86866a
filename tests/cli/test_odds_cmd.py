"""`duelist odds`: exact hypergeometric chances of an opening hand."""

import json
from fractions import Fraction
from itertools import combinations
from math import comb

from duelist.cli.main import main
from duelist.cli.odds_cmd import chance_all


def brute_force(deck_size, hand, groups):
    hits = total = 0
    for drawn in combinations(range(deck_size), hand):
        total += 1
        hits += all(any(i in g for i in drawn) for g in groups)
    return Fraction(hits, total)


def test_one_group_is_one_minus_the_chance_of_none():
    """3 copies in 40 cards, 5 drawn: 1 - C(37,5)/C(40,5) (about 33.8%)."""
    p = chance_all(40, 5, [{0, 1, 2}])
    assert p == 1 - Fraction(comb(37, 5), comb(40, 5))
    assert round(float(p), 4) == 0.3376


def test_overlapping_groups_match_counting_every_hand():
    groups = [{0, 1, 2}, {2, 3}, {5}]
    for hand in (1, 3, 4):
        assert chance_all(12, hand, groups) == brute_force(12, hand, groups)


def test_odds_command_on_a_bundled_deck(capsys):
    assert main(["odds", "yugi-starter", "--group", "dragon=Winged Dragon, Guardian of the Fortress #1,Curse of Dragon",
                 "--group", "magic=Dark Magician,Dark Hole", "--hand", "5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["deck_size"] == 50 and 0 < out["all"] < out["groups"]["magic"]["chance"] <= 1
    assert out["groups"]["dragon"]["cards"] == 2     # the name with a comma is one card


def test_cards_not_in_the_deck_and_bad_groups_are_named(capsys):
    assert main(["odds", "yugi-starter", "--group", "x=Jinzo"]) == 2
    assert "Jinzo is not in the Main Deck" in capsys.readouterr().err
    assert main(["odds", "yugi-starter", "--group", "nothing"]) == 2
    assert "NAME=CARD" in capsys.readouterr().err
    assert main(["odds", "yugi-starter", "--group", "x=Not A Real Card Name"]) == 2
    assert "no card named" in capsys.readouterr().err
    assert main(["odds", "yugi-starter"]) == 2
