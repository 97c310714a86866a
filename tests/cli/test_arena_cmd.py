"""`duelist arena`: round robin, win rates and Elo with intervals."""

import json

import pytest

from duelist.cli.arena_cmd import fit_elo
from duelist.cli.main import main


def test_elo_fit_orders_agents_by_results_and_averages_1500():
    ratings = fit_elo(["a", "b", "c"], {(0, 1): (15, 20), (0, 2): (18, 20), (1, 2): (14, 20)})
    assert ratings[0] > ratings[1] > ratings[2]
    assert abs(sum(ratings) / 3 - 1500) < 1e-6
    even = fit_elo(["a", "b"], {(0, 1): (10, 20)})
    assert abs(even[0] - even[1]) < 1e-6


def test_elo_stays_finite_when_one_side_never_wins():
    ratings = fit_elo(["a", "b"], {(0, 1): (20, 20)})
    assert 0 < ratings[0] - ratings[1] < 1500


def test_round_robin_prints_win_rates_and_ratings(capsys):
    assert main(["arena", "--agents", "random,greedy", "--duels", "4", "--deck1", "yugi_normals",
                 "--deck2", "kaiba_normals", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    (pairing,) = report["pairings"]
    assert sum(pairing["wins"]) + pairing["draws"] == 4
    low, high = report["elo"]["greedy"]["interval"]
    assert low <= report["elo"]["greedy"]["rating"] <= high


def test_arena_refuses_bad_agent_lists(capsys):
    assert main(["arena", "--agents", "greedy"]) == 2
    assert main(["arena", "--agents", "greedy,oracle", "--duels", "1"]) == 2
    assert "unknown agent" in capsys.readouterr().err


def test_arena_plot(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    path = tmp_path / "arena.png"
    assert main(["arena", "--agents", "random,greedy", "--duels", "2", "--deck1", "yugi_normals",
                 "--deck2", "kaiba_normals", "--plot", str(path)]) == 0
    assert path.read_bytes()[:4] == b"\x89PNG"
