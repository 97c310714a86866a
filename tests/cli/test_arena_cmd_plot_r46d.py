"""`duelist arena --plot` where matplotlib (an optional extra) is missing: refused at once in
one line that says how to get it, before a duel is played (round 46d)."""

import sys

from duelist.cli.main import main


def test_a_plot_without_matplotlib_is_refused_before_any_duel(monkeypatch, tmp_path, capsys):
    monkeypatch.setitem(sys.modules, "matplotlib", None)       # (import matplotlib: ImportError)
    from duelist.cli import arena_cmd
    played = []
    monkeypatch.setattr(arena_cmd, "round_robin", lambda *a, **kw: played.append(a))
    path = tmp_path / "arena.png"
    assert main(["arena", "--agents", "random,greedy", "--duels", "2", "--deck1", "yugi_normals",
                 "--deck2", "kaiba_normals", "--plot", str(path)]) == 2
    captured = capsys.readouterr()
    assert "--plot needs matplotlib: pip install 'duelist[plot]'" in captured.err
    assert captured.out == "" and not path.exists() and played == []
