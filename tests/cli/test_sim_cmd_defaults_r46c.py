"""`duelist sim` as someone comparing decks or agents runs it: the defaults it promises in its
help (round 46c)."""

import json

from duelist.cli.main import main


def _figures(capsys, *argv):
    assert main(["sim", "--json", "--duels", "2", "--p1", "random", "--p2", "random",
                 "--deck1", "yugi_normals", "--deck2", "kaiba_normals"] + list(argv)) == 0
    figures = json.loads(capsys.readouterr().out)
    figures.pop("seconds")
    return figures


def test_the_first_duel_seed_is_0_unless_given(capsys):
    assert _figures(capsys) == _figures(capsys, "--seed", "0")
    assert _figures(capsys) != _figures(capsys, "--seed", "1")


def test_each_duel_seats_deck_1_with_player_1_and_deck_2_with_player_2():
    """The figures are those of the duels as `duel_plan` deals them, played by hand here."""
    from duelist.agents import make_agent, play_out
    from duelist.cli.sim_cmd import duel_plan, simulate
    from duelist.deck.formats import load_deck
    from duelist.engine.duel import Duel
    yugi, kaiba = load_deck("yugi_normals"), load_deck("kaiba_normals")
    turns = []
    for n in range(4):
        seed, first, swapped = duel_plan(n, 20, False)
        duel = Duel(yugi, kaiba, seed=seed, first_player=first)
        play_out(duel, (make_agent("random", seed * 2 + 1), make_agent("random", seed * 2 + 2)))
        turns.append(duel.turn)
    figures = simulate(yugi, kaiba, "random", "random", 4, seed=20)
    assert figures["turns_per_duel"] == sum(turns) / 4.0


def test_workers_0_means_one_process_per_core_with_the_same_figures(capsys):
    assert _figures(capsys, "--workers", "0") == _figures(capsys)


def test_workers_0_where_the_core_count_is_unknown_plays_in_one_process(capsys, monkeypatch):
    import os
    monkeypatch.setattr(os, "cpu_count", lambda: None)
    assert _figures(capsys, "--workers", "0") == _figures(capsys)
