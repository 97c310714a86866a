"""`duelist bench --repeat N` (docs/performance.md, stop 22): every pair measured N times, each
run in a fresh process, in rounds over the pairs; a pair's figures are its median run's. These
tests use a stand-in child (no real bench run), as tests/cli/test_bench_cmd.py does."""

import json

from duelist.cli import bench_cmd
from duelist.cli.main import main

QUICK = ["--seconds", "1", "--samples", "2", "--warmup", "0"]


class _Recorder(object):
    """A stand-in for the progress display: the time it was told the whole bench takes."""
    totals = []

    def __init__(self, total_s, stream=None):
        _Recorder.totals.append(total_s)

    def show(self, *args, **kwargs):
        pass

    def done(self):
        pass


def _fake_child(rates):
    seen = []

    def child(name, args, progress, step="in its own process"):
        seen.append(name)
        rate = rates[name][len([n for n in seen if n == name]) - 1]
        return {"turns_per_s": rate, "setup_ms": rate / 1000.0}
    return child


def test_the_progress_covers_every_run_of_every_pair(capsys, monkeypatch):
    """The progress display is told the time of the whole bench: on CPython a pair's run is
    its --seconds plus 0.5 s of warm-up and 2 s of set-up, so two pairs take 2 x 3.5 s once,
    and three times as long with --repeat 3 (one run per pair per round)."""
    monkeypatch.setattr(bench_cmd, "_pypy", lambda: False)
    monkeypatch.setattr(bench_cmd, "_Progress", _Recorder)
    rates = {"normals": [100.0, 300.0, 200.0], "starter": [50.0, 40.0, 90.0]}
    _Recorder.totals = []
    monkeypatch.setattr(bench_cmd, "_measure_in_child", _fake_child(rates))
    assert main(["bench", "--decks", "normals,starter", "--json"] + QUICK) == 0
    monkeypatch.setattr(bench_cmd, "_measure_in_child", _fake_child(rates))
    assert main(["bench", "--decks", "normals,starter", "--json", "--repeat", "3"] + QUICK) == 0
    capsys.readouterr()
    assert _Recorder.totals == [7.0, 21.0]


def _figures(rate):
    """A child's figures, every key the text output reads (a stand-in: no duel is played)."""
    return {"turns_per_s": rate, "decisions_per_s": rate * 10, "duels_per_s": rate / 50.0,
            "duels": 10, "seconds": 1.0, "turns_per_duel": 50.0, "setup_ms": 0.5, "fork_ms": 0.2,
            "fork_first_ms": 0.3, "fork_later_ms": 0.1, "fork_samples": [5, 20],
            "kb_per_live_duel": 100.0, "mid_game_events": 400, "kb_per_finished_duel": 200.0,
            "finished_duel_events": 900, "kb_per_finished_duel_no_log": 50.0,
            "env_steps_per_s": None, "warmup_duels": 3, "warmup_s": 0.5, "warmup_mode": "none",
            "warmup_steady": None, "warmup_rates": [], "process": "own", "pairs_before": ["x"]}


def _full_child(rates, calls=None):
    seen = []

    def child(name, args, progress, step="in its own process"):
        seen.append(name)
        return _figures(rates[name][len([n for n in seen if n == name]) - 1])
    return child


RATES = {"normals": [100.0, 300.0, 200.0], "starter": [50.0, 40.0, 90.0]}


def test_the_text_output_of_repeated_runs_names_every_run(capsys, monkeypatch):
    """In text, a repeated pair's turns/s is followed by every run's (in the order run), and
    the ratio to the Normal-Monster decks by each round's ratio (the pair's run against the
    normals' run of the same round): starter 0.25 (its median run 50 against the normals'
    200), round by round 0.50, 0.13, 0.45."""
    monkeypatch.setattr(bench_cmd, "_pypy", lambda: False)
    monkeypatch.setattr(bench_cmd, "_measure_in_child", _full_child(RATES))
    assert main(["bench", "--decks", "normals,starter", "--repeat", "3"] + QUICK) == 0
    out = capsys.readouterr().out
    assert "each pair measured 3 times, each in a fresh process" in out
    assert "(the median of 3 runs: 100, 300, 200 turns/s; its figures below)" in out
    assert "(the median of 3 runs: 50, 40, 90 turns/s; its figures below)" in out
    ratio = [line for line in out.splitlines() if line.strip().startswith("starter ")]
    assert ratio == ["  starter                   0.25   (round by round: 0.50, 0.13, 0.45)"]
    # the figures printed are the median run's, whole (its decisions/s with its turns/s)
    assert "  decisions/s          2000" in out and "  decisions/s           500" in out


def test_a_single_run_prints_no_runs_and_no_rounds(capsys, monkeypatch):
    """Without --repeat (each pair once, in its own process) the text output has one
    reading per pair: no list of runs, no round-by-round ratios, no word of repeats."""
    monkeypatch.setattr(bench_cmd, "_pypy", lambda: False)
    monkeypatch.setattr(bench_cmd, "_measure_in_child", _full_child(RATES))
    assert main(["bench", "--decks", "normals,starter"] + QUICK) == 0
    out = capsys.readouterr().out
    assert "  starter                   0.50" in out.splitlines()
    assert "median of" not in out and "round by round" not in out and "measured 1 times" not in out
    assert "each pair measured" not in out


def test_every_repeated_run_is_a_fresh_process_with_no_pair_before_it(capsys, monkeypatch):
    """Each run of `--repeat` is a fresh interpreter: whatever the child reported, a pair's
    figures say "own" process and no pair played before it."""
    monkeypatch.setattr(bench_cmd, "_pypy", lambda: False)
    monkeypatch.setattr(bench_cmd, "_measure_in_child", _full_child(RATES))
    assert main(["bench", "--decks", "normals,starter", "--json", "--repeat", "3"] + QUICK) == 0
    pairs = json.loads(capsys.readouterr().out)
    assert [(p["process"], p["pairs_before"]) for p in pairs] == [("own", []), ("own", [])]


class _Counting(_Recorder):
    closed = 0

    def done(self):
        _Counting.closed += 1


def test_a_child_that_fails_in_a_repeated_run_is_a_clear_error(capsys, monkeypatch):
    """A run of `--repeat` whose child fails ends the bench with exit status 2 and the
    child's error, no traceback and no figures; the progress display is closed first."""
    from duelist.cli.common import CommandError

    def failing(name, args, progress, step="in its own process"):
        raise CommandError("--process own: child process for pair %s failed (exit status 3)" % name)
    monkeypatch.setattr(bench_cmd, "_Progress", _Counting)
    monkeypatch.setattr(bench_cmd, "_measure_in_child", failing)
    _Counting.closed = 0
    assert main(["bench", "--decks", "normals,starter", "--json", "--repeat", "2"] + QUICK) == 2
    captured = capsys.readouterr()
    assert "child process for pair normals failed (exit status 3)" in captured.err
    assert "Traceback" not in captured.err and captured.out == ""
    assert _Counting.closed == 1


def test_the_progress_is_closed_before_the_text_figures(capsys, monkeypatch):
    """In text, the progress display of a repeated bench is closed before the first figures
    are printed (the bar and the figures share the terminal)."""
    events = []

    class Ordered(_Recorder):
        def done(self):
            events.append("closed")
    monkeypatch.setattr(bench_cmd, "_pypy", lambda: False)
    monkeypatch.setattr(bench_cmd, "_Progress", Ordered)
    monkeypatch.setattr(bench_cmd, "_print", lambda r: events.append("figures of " + r["pair"]))
    monkeypatch.setattr(bench_cmd, "_measure_in_child", _full_child(RATES))
    assert main(["bench", "--decks", "normals,starter", "--repeat", "3"] + QUICK) == 0
    capsys.readouterr()
    assert events[:3] == ["closed", "figures of normals", "figures of starter"]
