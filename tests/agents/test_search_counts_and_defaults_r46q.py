"""The search agent (duelist/agents/search.py) as a researcher measures it, round 46q: the count
of decisions searched; the rollout horizon the module's docs give by default (play on until the
turn after next begins); plain UCB1 stopped by its time cap; and UCB1's score, the mean plus
`exploration` times the square root of ln(parent visits) / visits; an unknown method refused;
`search:0` refused by name."""

import math

import pytest

from duelist.agents import SearchAgent
from duelist.agents.search import _Node
from duelist.engine.protocol import Option
from duelist.testing import Table


def dark_hole_table():
    """Player 0 holds Battle Ox and Dark Hole facing a Blue-Eyes; player 1 has 1700 LP."""
    table = Table(turn=3, turn_player=0, phase="main1", lp=(8000, 1700))
    table.hand(0, "Battle Ox", "Dark Hole")
    table.deck(0, ["Mystical Elf", "Celtic Guardian", "Koumori Dragon"])
    table.monster(1, "Blue-Eyes White Dragon")
    table.hand(1, "Celtic Guardian")
    table.deck(1, ["Mystical Elf", "Dark Magician", "Koumori Dragon"])
    return table.build()


def test_each_searched_decision_is_counted_once():
    duel = dark_hole_table()
    agent = SearchAgent(1, iterations=4, time_limit=None)
    assert agent.searches == 0
    agent.choose(duel, duel.request)
    assert agent.searches == 1 and agent.search_seconds > 0.0


def test_by_default_rollouts_play_on_until_the_turn_after_next_begins():
    assert SearchAgent().horizon == 2


def test_plain_ucb1_stops_at_its_time_cap():
    """A budget of 600 with a cap of a millisecond: the first iteration is past the cap."""
    duel = dark_hole_table()
    agent = SearchAgent(1, iterations=600, time_limit=0.001, prior=False)
    agent.choose(duel, duel.request)
    assert 0 < agent.last_iterations < 10


def node(visits, mean):
    n = _Node()
    n.visits, n.total = visits, visits * mean
    return n


def test_ucb1_tries_the_less_visited_option_when_its_bonus_outweighs_the_mean():
    """Option 0: 10 visits, mean 0.5; option 1: one visit, mean 0.4; 11 visits in all. With
    exploration 0.7: 0.5 + 0.7 * sqrt(ln 11 / 10) = 0.84 against 0.4 + 0.7 * sqrt(ln 11) =
    1.49, option 1; with exploration 0.1: 0.55 against 0.56, still option 1; with 0: the
    better mean, option 0."""
    parent = _Node()
    parent.visits = 11
    options = [Option(0, "summon", card=11), Option(1, "set", card=12)]
    parent.children = {options[0].key: node(10, 0.5), options[1].key: node(1, 0.4)}
    assert 0.4 + 0.1 * math.sqrt(math.log(11)) > 0.5 + 0.1 * math.sqrt(math.log(11) / 10)
    for exploration, best in ((0.7, 1), (0.1, 1), (0.0, 0)):
        agent = SearchAgent(1, exploration=exploration)
        assert agent._ucb(parent, options).id == best, exploration


def test_an_unknown_search_method_is_refused():
    with pytest.raises(ValueError, match="method"):
        SearchAgent(method="mcts")


@pytest.mark.parametrize("name", ["search:0", "pimc:0"])
def test_zero_iterations_are_refused_by_name_as_no_positive_number(name):
    from duelist.agents import make_agent
    with pytest.raises(ValueError, match="positive number of iterations"):
        make_agent(name)
