"""The search agent: information-set MCTS over determinized copies."""

import pytest

from duelist.agents import AGENTS, GreedyAgent, SearchAgent, make_agent, play_out
from duelist.engine.duel import Duel
from duelist.testing import Table
from duelist.testing.property import starter_decks


def dark_hole_table(opponent_hand=("Celtic Guardian",), opponent_deck=("Mystical Elf", "Dark Magician", "Koumori Dragon")):
    """Player 0 holds Battle Ox and Dark Hole facing a Blue-Eyes; player 1 has 1700 LP."""
    table = Table(turn=3, turn_player=0, phase="main1", lp=(8000, 1700))
    table.hand(0, "Battle Ox", "Dark Hole")
    table.deck(0, ["Mystical Elf", "Celtic Guardian", "Koumori Dragon"])
    table.monster(1, "Blue-Eyes White Dragon")
    table.hand(1, *opponent_hand)
    table.deck(1, list(opponent_deck))
    return table.build()


def test_search_finds_the_winning_order_that_greedy_misses():
    """Dark Hole first, then summon Battle Ox and attack directly for 1700: the greedy
    agent Sets Battle Ox first (and would wipe it with its own Dark Hole)."""
    duel = dark_hole_table()
    assert GreedyAgent().choose(duel, duel.request).kind == "set"
    for name in ("search:16", "pimc:18"):
        choice = make_agent(name, 1).choose(duel, duel.request)
        assert choice.kind == "activate" and choice.name == "Dark Hole", name
    play_out(duel, (make_agent("search:16", 1), GreedyAgent()))
    assert duel.winner == 0 and duel.turn == 3


def change_of_heart_table():
    """Player 0 holds Change of Heart; player 1 (3000 LP) has Mystical Elf, Blue-Eyes White
    Dragon and Celtic Guardian, in that order."""
    table = Table(turn=3, turn_player=0, phase="main1", lp=(8000, 3000))
    table.hand(0, "Change of Heart")
    table.deck(0, ["Mystical Elf", "Celtic Guardian", "Koumori Dragon"])
    table.monster(1, "Mystical Elf")
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Dark Magician")
    table.deck(1, ["Mystical Elf", "Dark Magician", "Koumori Dragon"])
    return table.build()


def test_a_target_inside_a_procedure_is_answered_from_the_tree_of_the_last_search():
    """The target of Change of Heart is chosen in the middle of its activation (no quiet
    point to determinize at): the tree searched at the Main Phase menu went through it, and
    its best branch takes Blue-Eyes, where the greedy agent takes the first enemy monster."""
    duel = change_of_heart_table()
    agent = make_agent("search:24", 3)
    activate = agent.choose(duel, duel.request)
    assert activate.name == "Change of Heart"
    duel.answer(activate)
    while duel.request.kind == "zone":          # its Spell & Trap Zone first (docs/protocol.md)
        duel.answer(agent.choose(duel, duel.request))
    request = duel.request
    assert request.kind == "target" and request.player == 0
    assert GreedyAgent().choose(duel, request).name == "Mystical Elf"
    choice = agent.choose(duel, request)
    assert choice.name == "Blue-Eyes White Dragon" and agent.tree_answers == 1


def test_the_tree_is_kept_between_the_decisions_of_a_turn():
    """After its first choice the agent's next searched decision of the turn starts from
    the branch it already explored (its root has the earlier visits too), when the tree
    reaches that far (`depth` quiet decisions on a path)."""
    fresh = SearchAgent(3, iterations=24, time_limit=None, depth=3)
    fresh_again = SearchAgent(3, iterations=24, time_limit=None, depth=3)
    duel_a, duel_b = change_of_heart_table(), change_of_heart_table()
    first = fresh.choose(duel_a, duel_a.request)
    assert fresh_again.choose(duel_b, duel_b.request).key == first.key
    duel_a.answer(first)
    while duel_a.request.kind == "zone":          # its zone: the greedy pick, the tree stays
        duel_a.answer(fresh.choose(duel_a, duel_a.request))
    fresh.choose(duel_a, duel_a.request)          # the target, from the tree
    while duel_a.request.kind not in ("idle", "battle"):
        duel_a.answer(GreedyAgent().choose(duel_a, duel_a.request))
    fresh.choose(duel_a, duel_a.request)
    visits = sum(v for v, _ in fresh.last_stats.values())
    assert visits > 24          # this root had visits from the first search too


def test_search_is_reproducible_for_a_seed_and_an_iteration_budget():
    duel = dark_hole_table()
    a, b = make_agent("search:12", 5), make_agent("search:12", 5)
    assert a.choose(duel, duel.request).key == b.choose(duel, duel.request).key
    assert a.last_stats == b.last_stats


@pytest.mark.parametrize("name", ["search:12", "pimc:12"])
def test_search_never_reads_the_hidden_cards(name):
    """Two duels that differ only in the opponent's hidden cards get the same search, to
    the last statistic."""
    one = dark_hole_table(("Celtic Guardian",), ("Mystical Elf", "Dark Magician", "Koumori Dragon"))
    two = dark_hole_table(("Dark Magician",), ("Koumori Dragon", "Celtic Guardian", "Mystical Elf"))
    a, b = make_agent(name, 9), make_agent(name, 9)
    a.choose(one, one.request)
    b.choose(two, two.request)
    assert a.last_stats == b.last_stats and a.last_stats


def test_search_plays_whole_duels_within_its_budget():
    d0, d1 = starter_decks()
    duel = Duel(d0, d1, seed=4, first_player=1)
    play_out(duel, (make_agent("search:4", 1), make_agent("greedy")))
    assert duel.result is not None


def test_presets_and_names():
    assert isinstance(make_agent("easy"), GreedyAgent)
    normal, hard = make_agent("normal"), make_agent("hard")
    assert isinstance(normal, SearchAgent) and isinstance(hard, SearchAgent)
    assert normal.iterations < hard.iterations and normal.time_limit <= 1.0
    assert make_agent("search").time_limit <= 1.0
    assert make_agent("search:7").iterations == 7 and make_agent("search:7").time_limit is None
    assert {"random", "greedy", "search", "easy", "normal", "hard"} <= set(AGENTS)
    with pytest.raises(ValueError):
        make_agent("search:0")


def test_the_greedy_choice_is_kept_unless_another_option_is_better_by_the_margin():
    """The root options are compared with the greedy agent's choice on the same copies: the
    agent plays another option only when its mean difference exceeds `margin`, the best
    such one (Dark Hole here, which wins on the spot, where greedy Sets Battle Ox); with a
    margin no option can reach, it plays the greedy choice."""
    duel = dark_hole_table()
    greedy_choice = GreedyAgent().choose(duel, duel.request)
    agent = SearchAgent(1, iterations=24, time_limit=None)
    choice = agent.choose(duel, duel.request)
    diffs = agent.last_diffs
    assert greedy_choice.key not in diffs
    best = max(diffs, key=lambda k: diffs[k][0])
    assert choice.key == best and diffs[best][0] > agent.margin and choice.name == "Dark Hole"
    cautious = SearchAgent(1, iterations=24, time_limit=None, margin=1.0)
    assert cautious.choose(duel, duel.request).key == greedy_choice.key


def test_each_option_is_measured_on_the_same_copies_as_the_greedy_choice():
    """Common random numbers: an option still in the running after the screen has as many
    copies compared with the greedy choice as the rounds it took part in; one no better
    than the greedy choice after `screen` copies gets no more of the budget."""
    duel = dark_hole_table()
    agent = SearchAgent(2, iterations=30, time_limit=None, screen=2)
    agent.choose(duel, duel.request)
    dropped = [mean for mean, n in agent.last_diffs.values() if n == 2]
    kept = [(n, mean) for mean, n in agent.last_diffs.values() if n > 2]
    assert dropped and all(mean <= 0 for mean in dropped)
    assert len(kept) == 1 and kept[0][1] > 0     # Dark Hole: the rest of the budget
    assert agent.last_iterations == 30
