"""The search agent (duelist/agents/search.py) as a researcher measures it: the iteration
budget is spent exactly, with or without a time cap, in plain UCB1 mode and in PIMC mode
(one copy for every option even when the budget is smaller than the options); the time
cap stops a large budget; the search stops early when only the greedy choice is left; the
rollout horizon; a decision with one option not searched; the base agent's `choose` left
to subclasses; a tie between options goes to the first offered; the tree answers a
decision inside a procedure only after `min_visits`; the presets and the defaults; and
`evaluate`, the position's score."""

import pytest

from duelist.agents import Agent, GreedyAgent, RandomAgent, SearchAgent, make_agent, play_out
from duelist.agents.search import evaluate
from duelist.engine.duel import Duel
from duelist.engine.protocol import Option, Request
from duelist.testing import Table
from duelist.testing.property import default_decks


def dark_hole_table(*hand):
    """Player 0 holds Battle Ox and Dark Hole (or `hand`) facing a Blue-Eyes; player 1 has
    1700 LP: Dark Hole, then Battle Ox attacking directly, wins on the spot."""
    table = Table(turn=3, turn_player=0, phase="main1", lp=(8000, 1700))
    table.hand(0, *(hand or ("Battle Ox", "Dark Hole")))
    table.deck(0, ["Mystical Elf", "Celtic Guardian", "Koumori Dragon"])
    table.monster(1, "Blue-Eyes White Dragon")
    table.hand(1, "Celtic Guardian")
    table.deck(1, ["Mystical Elf", "Dark Magician", "Koumori Dragon"])
    return table.build()


@pytest.mark.parametrize("time_limit", [None, 30.0])
def test_plain_ucb1_spends_exactly_its_iterations(time_limit):
    duel = dark_hole_table()
    agent = SearchAgent(1, iterations=8, time_limit=time_limit, prior=False)
    choice = agent.choose(duel, duel.request)
    assert agent.last_iterations == 8
    assert sum(v for v, _ in agent.last_stats.values()) == 8
    assert choice.key == max(agent.last_stats, key=lambda k: agent.last_stats[k])


def test_pimc_with_a_budget_below_the_options_still_plays_each_option_once():
    duel = dark_hole_table()
    options = duel.request.options
    agent = SearchAgent(1, iterations=1, time_limit=None, method="pimc")
    choice = agent.choose(duel, duel.request)
    assert agent.last_iterations == len(options)
    assert set(agent.last_stats) == set(o.key for o in options)
    assert choice.kind == "activate" and choice.name == "Dark Hole"


def test_pimc_spends_its_whole_budget_under_a_loose_time_cap():
    """12 iterations over 6 options: two copies, every option played on each."""
    duel = dark_hole_table()
    assert len(duel.request.options) == 6
    agent = SearchAgent(1, iterations=12, time_limit=60.0, method="pimc")
    agent.choose(duel, duel.request)
    assert agent.last_iterations == 12
    assert all(count == 2 for count, _ in agent.last_stats.values())


def test_pimc_stops_at_its_time_cap():
    """A budget of 600 with a cap of a millisecond: one copy for each option, then it stops."""
    duel = dark_hole_table()
    agent = SearchAgent(1, iterations=600, time_limit=0.001, method="pimc")
    agent.choose(duel, duel.request)
    assert 0 < agent.last_iterations <= len(duel.request.options)


def test_the_search_stops_when_only_the_greedy_choice_is_left_with_nothing_below_it():
    """Battle Ox alone in the hand: after the screen (2 copies) every other option is no
    better than its Normal Summon, and no decision below that is in the tree: the search
    stops there, 8 iterations of a budget of 40."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox")
    table.deck(0, ["Mystical Elf", "Celtic Guardian", "Koumori Dragon"])
    table.deck(1, ["Mystical Elf", "Dark Magician", "Koumori Dragon"])
    duel = table.build()
    assert len(duel.request.options) == 4
    agent = SearchAgent(1, iterations=40, time_limit=None)
    choice = agent.choose(duel, duel.request)
    assert choice.kind == "summon" and choice.name == "Battle Ox"
    assert agent.last_iterations == 8 and all(n == 2 for _, n in agent.last_diffs.values())


def test_a_tie_between_two_options_goes_to_the_first_offered():
    """Two copies of Dark Hole in the hand are the same play: the first one offered is
    activated."""
    duel = dark_hole_table("Battle Ox", "Dark Hole", "Dark Hole")
    holes = [o for o in duel.request.options if o.kind == "activate"]
    assert len(holes) == 2
    agent = SearchAgent(1, iterations=24, time_limit=None)
    choice = agent.choose(duel, duel.request)
    assert agent.last_diffs[holes[0].key][0] == agent.last_diffs[holes[1].key][0]
    assert choice.id == holes[0].id


def test_the_tree_does_not_answer_a_procedure_before_min_visits():
    """Change of Heart's target, with `min_visits` out of reach: the playing policy answers
    it (the first enemy monster), not the tree."""
    table = Table(turn=3, turn_player=0, phase="main1", lp=(8000, 3000))
    table.hand(0, "Change of Heart")
    table.deck(0, ["Mystical Elf", "Celtic Guardian", "Koumori Dragon"])
    table.monster(1, "Mystical Elf")
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Dark Magician")
    table.deck(1, ["Mystical Elf", "Dark Magician", "Koumori Dragon"])
    duel = table.build()
    agent = SearchAgent(3, iterations=24, time_limit=None, min_visits=10 ** 6)
    activate = agent.choose(duel, duel.request)
    assert activate.name == "Change of Heart"
    duel.answer(activate)
    while duel.request.kind == "zone":
        duel.answer(agent.choose(duel, duel.request))
    assert duel.request.kind == "target"
    assert agent.choose(duel, duel.request).name == "Mystical Elf" and agent.tree_answers == 0


def test_with_horizon_1_a_rollout_stops_as_the_opponents_turn_begins():
    """Ending the turn at once is scored on the position the opponent's turn starts from
    (its Main Phase 1, nothing played yet): the same score as the real duel's there."""
    duel = dark_hole_table()
    agent = SearchAgent(1, iterations=1, time_limit=None, method="pimc", horizon=1)
    agent.choose(duel, duel.request)
    duel.answer(duel.request.find(kind="end_turn")[0])
    while duel.turn < 4:
        duel.answer(GreedyAgent().choose(duel, duel.request))
    assert agent.last_stats["end_turn"] == (1, pytest.approx(evaluate(duel, 0)))


def test_a_decision_with_one_option_is_answered_without_a_search():
    table = Table(turn=3, turn_player=0, phase="main1")
    duel = table.build()
    request = Request(0, "idle", "Main Phase 1", [Option(0, "end_turn")])
    agent = SearchAgent(1, iterations=8, time_limit=None)
    assert agent.choose(duel, request).kind == "end_turn"
    assert agent.searches == 0 and agent.last_stats is None


def test_the_base_agent_does_not_choose():
    duel = Table(turn=3, turn_player=0, phase="main1").build()
    with pytest.raises(NotImplementedError):
        Agent().choose(duel, duel.request)


def test_the_presets_budgets():
    """docs: search 48 iterations (1 s cap), normal 16, hard 128 (3 s cap); `SearchAgent()`
    is the search preset."""
    search, normal, hard = make_agent("search"), make_agent("normal"), make_agent("hard")
    assert (search.iterations, search.time_limit) == (48, 1.0)
    assert (normal.iterations, normal.time_limit) == (16, 1.0)
    assert (hard.iterations, hard.time_limit) == (128, 3.0)
    default = SearchAgent()
    assert (default.iterations, default.time_limit, default.method) == (48, 1.0, "ismcts")


def test_one_iteration_is_a_budget_and_a_count_that_is_no_number_is_refused_clearly():
    assert make_agent("search:1").iterations == 1 and SearchAgent(iterations=1).iterations == 1
    with pytest.raises(ValueError, match="at least 1"):
        SearchAgent(iterations=0)
    for name in ("search:x", "pimc:1.5", "search:-3", "search:"):
        with pytest.raises(ValueError, match="positive number of iterations"):
            make_agent(name)


def test_a_random_agent_made_without_a_seed_is_the_seed_0_agent():
    d0, d1 = default_decks()
    one, two = Duel(d0, d1, seed=3), Duel(d0, d1, seed=3)
    play_out(one, (RandomAgent(), GreedyAgent()))
    play_out(two, (RandomAgent(0), GreedyAgent()))
    three = Duel(d0, d1, seed=3)
    play_out(three, (RandomAgent(1), GreedyAgent()))
    assert one.answers == two.answers and one.answers != three.answers


def test_cards_on_the_field_count_for_their_controller():
    """Equal LP, no hands: two Set cards on player 0's field, or two monsters of 0 ATK and
    0 DEF, put the position in its favour, and the two scores are complementary."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Waboku")
    table.spell_trap(0, "Dark Hole")
    duel = table.build()
    assert evaluate(duel, 0) > 0.5 > evaluate(duel, 1)
    assert evaluate(duel, 0) + evaluate(duel, 1) == pytest.approx(1.0)
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Doll Monster Bear-Bear")      # 0 ATK / 0 DEF: only the count weighs
    table.monster(0, "Doll Monster Bear-Bear")
    duel = table.build()
    assert evaluate(duel, 0) > 0.5 > evaluate(duel, 1)


def test_a_face_down_monster_counts_its_better_printed_stat():
    """A Set Blue-Eyes (3000 ATK / 2500 DEF) weighs as much as a Set Labyrinth Wall
    (0 / 3000): 3000 each, an even position."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Blue-Eyes White Dragon", position="set")
    table.monster(1, "Labyrinth Wall", position="set")
    duel = table.build()
    assert evaluate(duel, 0) == pytest.approx(0.5)
