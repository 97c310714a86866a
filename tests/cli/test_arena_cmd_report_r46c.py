"""`duelist arena` as someone ranking agents reads its text report (round 46c)."""

from duelist.cli.main import main


def test_the_report_says_who_played_how_often_with_which_decks_then_the_ratings(capsys):
    assert main(["arena", "--agents", "random,greedy", "--duels", "2", "--deck1", "yugi_normals",
                 "--deck2", "kaiba_normals"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == ("round robin: random, greedy, 2 duels per pairing, decks yugi_normals and "
                        "kaiba_normals (swapped every other pair)")
    assert lines[1].startswith("  random     vs greedy ")
    assert lines[2] == "Elo (average 1500, 95% interval):"


def test_the_plots_grid_gives_each_side_of_a_pairing_its_own_score(monkeypatch, tmp_path):
    """The heat map reads "row's score against column": random's 25% against greedy is
    greedy's 75% against random. matplotlib is an optional extra: a stand-in records the grid."""
    import sys
    import types
    from duelist.cli.arena_cmd import plot
    seen = {}

    class Axes(object):
        def __getattr__(self, name):
            return lambda *args, **kw: None

        def imshow(self, grid, **kw):
            seen["grid"] = grid

    class Figure(Axes):
        pass

    pyplot = types.ModuleType("matplotlib.pyplot")
    pyplot.subplots = lambda *args, **kw: (Figure(), (Axes(), Axes()))
    pyplot.close = lambda fig: None
    matplotlib = types.ModuleType("matplotlib")
    matplotlib.use = lambda name: None
    matplotlib.pyplot = pyplot
    monkeypatch.setitem(sys.modules, "matplotlib", matplotlib)
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", pyplot)
    report = {"agents": ["random", "greedy"],
              "pairings": [{"p1": "random", "p2": "greedy", "p1_score": 0.25}],
              "elo": {"random": {"rating": 1400.0, "interval": [1300.0, 1500.0]},
                      "greedy": {"rating": 1600.0, "interval": [1500.0, 1700.0]}}}
    plot(report, str(tmp_path / "arena.png"))
    grid = seen["grid"]
    assert grid[0][1] == 0.25 and grid[1][0] == 0.75
