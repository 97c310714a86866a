"""`duelist sim`: reproducible figures whatever the number of workers, deck matchups,
agent comparisons with swapped decks, a progress line with the time left."""

import io
import json

import pytest

from duelist.cli.main import main
from duelist.cli.sim_cmd import duel_plan, simulate
from duelist.testing.property import default_decks


def run_json(capsys, *argv):
    assert main(["sim", "--json"] + list(argv)) == 0
    out = json.loads(capsys.readouterr().out)
    out.pop("seconds")
    return out


def test_same_figures_whatever_the_number_of_workers(capsys):
    one = run_json(capsys, "--duels", "8", "--p1", "greedy", "--p2", "random", "--seed", "3")
    two = run_json(capsys, "--duels", "8", "--p1", "greedy", "--p2", "random", "--seed", "3", "--workers", "2")
    assert one == two and sum(one["wins"]) + one["draws"] == 8


def test_swapped_decks_alternate_decks_and_who_goes_first():
    plans = [duel_plan(n, 10, True) for n in range(4)]
    assert plans == [(10, 0, False), (11, 1, False), (12, 0, True), (13, 1, True)]
    assert [duel_plan(n, 0, False)[2] for n in range(4)] == [False] * 4


def test_an_agent_is_scored_the_same_from_either_seat():
    """With swapped decks the greedy agent still beats random: its wins are counted as
    player 1's whichever seat and deck it had."""
    d0, d1 = default_decks()
    r = simulate(d0, d1, "greedy", "random", 8, seed=0, swap_decks=True)
    assert r["wins"][0] >= 6 and r["swap_decks"]


def test_a_deck_matchup_prints_an_interval_and_a_verdict(capsys):
    assert main(["sim", "--deck1", "yugi_normals", "--deck2", "kaiba_normals", "--p1", "greedy",
                 "--p2", "greedy", "--duels", "6"]) == 0
    out = capsys.readouterr().out
    assert "95% interval" in out and "matchup:" in out


def test_bad_arguments_are_refused_clearly(capsys):
    assert main(["sim", "--duels", "2", "--workers", "-1"]) == 2
    assert "--workers" in capsys.readouterr().err
    assert main(["sim", "--duels", "2", "--p1", "oracle"]) == 2
    assert "unknown agent" in capsys.readouterr().err
    assert main(["sim", "--duels", "2", "--p1", "search:zero"]) == 2


def test_progress_line_shows_the_time_left_on_stderr_only(capsys):
    """--progress draws the shared progress line (duelist.cli.progress) on stderr and
    erases it; the figures on stdout stay clean."""
    assert main(["sim", "--progress", "--duels", "2", "--p1", "greedy", "--p2", "random"]) == 0
    captured = capsys.readouterr()
    assert "sim [" in captured.err and "1/2 duels" in captured.err and "left" in captured.err
    assert captured.err.endswith("\r") and "\r" not in captured.out and "win rate" in captured.out


def test_no_progress_line_unless_asked_or_on_a_terminal(capsys):
    assert main(["sim", "--duels", "2", "--p1", "greedy", "--p2", "random"]) == 0
    assert capsys.readouterr().err == ""
    assert main(["sim", "--no-progress", "--duels", "2", "--p1", "greedy", "--p2", "random"]) == 0
    assert capsys.readouterr().err == ""


def test_ray_local_gives_the_same_figures(capsys):
    """A local Ray runs the same duels to the same figures. Slow (a Ray start): runs only
    with DUELIST_RAY_TESTS=1 and the ray extra installed."""
    import os
    if os.environ.get("DUELIST_RAY_TESTS") != "1":
        pytest.skip("set DUELIST_RAY_TESTS=1 to start a local Ray")
    pytest.importorskip("ray")
    argv = ["--duels", "4", "--p1", "greedy", "--p2", "random", "--deck1", "yugi_normals",
            "--deck2", "kaiba_normals", "--seed", "5"]
    assert run_json(capsys, *argv, "--ray", "local") == run_json(capsys, *argv)


def test_ray_missing_is_a_clear_error(capsys, monkeypatch):
    import sys
    monkeypatch.setitem(sys.modules, "ray", None)      # as if the extra were not installed
    assert main(["sim", "--duels", "2", "--ray", "local"]) == 2
    assert "pip install 'duelist[ray]'" in capsys.readouterr().err
