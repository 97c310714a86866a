"""`duelist bench` without `--repeat` (round 19m): each pair is measured once and its figures
printed once, as soon as it is measured (bench_cmd.py `_measure_each`); the repeated runs'
closing print of every pair (`--repeat N`, N > 1) is not made for a single run. A pair
measured in a fresh process of its own is reported as such by this bench, not by the child's
word. These tests
use a stand-in child and a stand-in print (no real bench run), as
tests/cli/test_bench_cmd.py does."""

from duelist.cli import bench_cmd
from duelist.cli.main import main

QUICK = ["--seconds", "1", "--samples", "2", "--warmup", "0"]


def _figures(rate):
    return {"turns_per_s": rate, "setup_ms": 0.5}


def _child(rates):
    def child(name, args, progress, step="in its own process"):
        return _figures(rates[name])
    return child


class _Quiet(object):
    def __init__(self, total_s, stream=None):
        pass

    def show(self, *args, **kwargs):
        pass

    def done(self):
        pass


def test_a_single_run_prints_each_pairs_figures_once(capsys, monkeypatch):
    """Two pairs, each once in its own process, text output: the figures of normals, then
    those of starter, each printed once; then the ratio to the Normal-Monster decks."""
    printed = []
    monkeypatch.setattr(bench_cmd, "_pypy", lambda: False)
    monkeypatch.setattr(bench_cmd, "_Progress", _Quiet)
    monkeypatch.setattr(bench_cmd, "_print", lambda r: printed.append(r["pair"]))
    monkeypatch.setattr(bench_cmd, "_measure_in_child", _child({"normals": 100.0, "starter": 50.0}))
    assert main(["bench", "--decks", "normals,starter"] + QUICK) == 0
    out = capsys.readouterr().out
    assert printed == ["normals", "starter"]
    assert "  starter                   0.50" in out.splitlines()


def test_each_pair_in_its_own_process_says_so_whatever_the_child_said(capsys, monkeypatch):
    """Several pairs, each once in a fresh process of its own (`--process own`): each pair's
    figures say "own" process and no pair played before it, whatever the child reported
    (a stand-in child here says "shared", after another pair)."""
    import json

    def child(name, args, progress, step="in its own process"):
        return {"turns_per_s": {"normals": 100.0, "starter": 50.0}[name], "setup_ms": 0.5,
                "process": "shared", "pairs_before": ["x"]}
    monkeypatch.setattr(bench_cmd, "_pypy", lambda: False)
    monkeypatch.setattr(bench_cmd, "_measure_in_child", child)
    assert main(["bench", "--decks", "normals,starter", "--json", "--process", "own"] + QUICK) == 0
    pairs = json.loads(capsys.readouterr().out)
    assert [(p["pair"], p["process"], p["pairs_before"], p["repeat"]) for p in pairs] == \
        [("normals", "own", [], 1), ("starter", "own", [], 1)]


def test_the_progress_is_closed_before_each_pairs_text_figures(capsys, monkeypatch):
    """In text, one run of several pairs: the progress display is closed before each pair's
    figures are printed (the bar and the figures share the terminal), normals' then
    starter's."""
    events = []

    class Ordered(_Quiet):
        def done(self):
            events.append("closed")
    monkeypatch.setattr(bench_cmd, "_pypy", lambda: False)
    monkeypatch.setattr(bench_cmd, "_Progress", Ordered)
    monkeypatch.setattr(bench_cmd, "_print", lambda r: events.append("figures of " + r["pair"]))
    monkeypatch.setattr(bench_cmd, "_measure_in_child", _child({"normals": 100.0, "starter": 50.0}))
    assert main(["bench", "--decks", "normals,starter"] + QUICK) == 0
    capsys.readouterr()
    assert events[:4] == ["closed", "figures of normals", "closed", "figures of starter"]
