"""`duelist bench`: which pairs it measures, what it reports, how it talks (issue 11, issue 15
item 8). Speed itself is measured by the bench, never asserted by a test."""

import json

from duelist.cli import bench_cmd
from duelist.cli.main import main

QUICK = ["--seconds", "0.05", "--samples", "2", "--warmup", "0"]
FIGURES = ("duels_per_s", "turns_per_s", "decisions_per_s", "setup_ms", "fork_ms",
           "kb_per_live_duel", "kb_per_finished_duel")


def test_default_run_covers_normal_starter_goat_and_extra_deck_pairs():
    names = [name for name, _ in bench_cmd.PAIRS]
    assert names[0] == "normals"
    assert "starter" in names
    goat = [pair[:2] for name, pair in bench_cmd.PAIRS if name.startswith("goat-")]
    assert ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005") in goat
    assert ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005") in goat
    # an Extra Deck pair (issue 10): Goat Control and Monarch carry Fusion Monsters
    from duelist.deck.formats import load_bundled_deck
    extra = [p for p in goat if load_bundled_deck(p[0]).extra and load_bundled_deck(p[1]).extra]
    assert extra


def test_every_default_pair_is_fully_playable():
    from duelist.cli.common import load_playable_deck
    for name, (deck1, deck2, _) in bench_cmd.PAIRS:
        load_playable_deck(deck1, name)    # raises CommandError when a card is missing
        load_playable_deck(deck2, name)


def test_json_reports_every_figure_for_each_chosen_pair(capsys):
    assert main(["bench", "--decks", "normals,starter", "--json", "--process", "shared"] + QUICK) == 0
    captured = capsys.readouterr()
    pairs = json.loads(captured.out)
    assert [p["pair"] for p in pairs] == ["normals", "starter"]
    assert pairs[1]["decks"] == ["yugi-starter", "kaiba-starter"]
    for figures in pairs:
        for key in FIGURES:
            assert figures[key] > 0, key
        assert figures["warmup_duels"] >= 3
        assert "env_steps_per_s" in figures          # issue 14's slot
        assert "kb_per_finished_duel_no_log" in figures
    assert pairs[0]["turns_per_s_vs_normals"] == 1.0
    assert pairs[1]["turns_per_s_vs_normals"] > 0
    # with --json the header and the progress go to standard error, stdout stays JSON
    assert captured.err.startswith("duelist bench:")
    assert "... starter: duel loop" in captured.err


def test_text_output_prints_the_header_before_the_figures(capsys):
    assert main(["bench", "--decks", "goat-gravekeeper-burn"] + QUICK) == 0
    out = capsys.readouterr().out
    assert out.startswith("duelist bench:")
    assert out.index("duelist bench:") < out.index("turns/s")
    for label in ("turns/s", "decisions/s", "duels/s", "set-up", "fork", "KB per live duel",
                  "KB per finished duel", "env steps/s", "warm-up"):
        assert label in out, label


def test_a_pair_of_any_two_decks(capsys):
    assert main(["bench", "--decks", "yugi_normals:kaiba-starter", "--json"] + QUICK) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["decks"] == ["yugi_normals", "kaiba-starter"]
    assert figures["turns_per_s_vs_normals"] is None    # no Normal-Monster reference in this run


def test_unknown_pair_and_bad_budgets_are_clear_errors(capsys):
    assert main(["bench", "--decks", "nonsense"]) == 2
    err = capsys.readouterr().err
    assert "unknown pair 'nonsense'" in err and "normals" in err
    assert main(["bench", "--decks", "yugi_normals:"]) == 2
    assert "DECK1:DECK2" in capsys.readouterr().err
    assert main(["bench", "--seconds", "0"]) == 2
    assert "--seconds" in capsys.readouterr().err


def test_keep_log_detection_matches_the_engine():
    import inspect
    from duelist.engine.duel import Duel
    offered = "keep_log" in inspect.signature(Duel.__init__).parameters
    assert bench_cmd.keep_log_supported() is offered


def test_the_rl_environment_steps_are_measured_when_the_rl_extra_is_installed():
    """Issue 14 item 2: `duelist bench` reports the environment's steps per second."""
    import pytest
    pytest.importorskip("gymnasium")
    from duelist.deck.formats import load_bundled_deck
    rate = bench_cmd._env_steps_per_s(load_bundled_deck("yugi_normals"),
                                      load_bundled_deck("kaiba_normals"), 0.3)
    assert rate is not None and rate > 0


def test_pypy_warm_up_lasts_until_the_rate_stops_rising():
    """Issue 11 item 1: the warm-up PyPy's figures come after is reported; 'auto' waits
    until the turns/s of successive windows stop rising (two windows against the two
    before them), so that a slowly warming JIT is not measured half-way."""
    steady = bench_cmd.rate_is_steady
    assert not steady([])
    assert not steady([300, 1800, 2600])                   # too few windows to tell
    assert not steady([300, 1800, 2600, 2800])             # still rising fast
    assert not steady([2600, 2800, 3000, 3600])            # +20%
    assert not steady([3000, 3600, 3800, 3200])            # 3,500 against 3,300: +6%
    assert steady([3600, 3800, 3700, 3800])                # flat
    assert steady([3600, 3800, 3000, 3100])                # a dip is not a rise
    assert not steady([3600, 3800, 3800, 4200], tolerance=0.02)


def test_warm_up_choice_is_in_the_figures(capsys):
    assert main(["bench", "--decks", "normals", "--json", "--seconds", "0.05", "--samples", "2"]) == 0
    figures = json.loads(capsys.readouterr().out)
    # CPython has no JIT: three duels, whatever --warmup says
    assert figures["warmup_mode"] in ("none", "auto")
    assert figures["warmup_duels"] >= 3
    assert isinstance(figures["warmup_rates"], list)
    assert "warmup_steady" in figures
    # and, on PyPy, the JIT parameters and GC nursery the figures come from
    assert "pypy_jit_params" in figures and "pypy_gc_nursery_kb" in figures


def test_auto_warm_up_stops_at_its_cap(monkeypatch):
    """With a JIT that never settles (a clock that makes every window look faster), the
    warm-up ends at --warmup-max and says that the rate was not steady."""
    from duelist.deck.formats import load_bundled_deck
    ticks = {"t": 0.0, "step": 1.0}

    def clock():
        ticks["t"] += ticks["step"]
        ticks["step"] *= 0.97           # each call sooner: the rate keeps rising
        return ticks["t"]

    monkeypatch.setattr(bench_cmd, "_pypy", lambda: True)
    monkeypatch.setattr(bench_cmd, "_clock", clock)
    monkeypatch.setattr(bench_cmd, "_heap_kb", lambda: 0.0)
    monkeypatch.setattr(bench_cmd, "_env_steps_per_s", lambda *a: None)
    r = bench_cmd.measure(load_bundled_deck("yugi_normals"), load_bundled_deck("kaiba_normals"),
                          seconds=0.01, warmup="auto", samples=2, warmup_max=12.0)
    assert r["warmup_mode"] == "auto"
    assert r["warmup_steady"] is False
    assert r["warmup_rates"] and r["warmup_duels"] >= 3


def test_a_bad_warm_up_is_a_clear_error(capsys):
    import pytest
    with pytest.raises(SystemExit):
        main(["bench", "--warmup", "soon"])
    assert "'auto' or a number of seconds" in capsys.readouterr().err
    assert main(["bench", "--warmup-max", "-1"]) == 2
    assert "--warmup-max" in capsys.readouterr().err


# ---------------------------------------------------------------- PyPy's GC nursery
def test_the_command_reruns_itself_on_pypy_with_a_bigger_gc_nursery_unless_told_not_to():
    """PyPy reads its nursery size only at start-up: the `duelist` command re-runs itself
    once with PYPY_GC_NURSERY set (docs/performance.md, round 4e). Not on CPython, not when
    the user set a size, not with DUELIST_PYPY_GC_DEFAULTS=1, and never twice."""
    from duelist.cli.main import PYPY_GC_NURSERY, pypy_gc_environment
    env = pypy_gc_environment({"PATH": "/bin"}, "pypy", "posix")
    assert env == {"PATH": "/bin", "PYPY_GC_NURSERY": PYPY_GC_NURSERY}
    assert pypy_gc_environment(env, "pypy", "posix") is None             # the re-run itself
    assert pypy_gc_environment({"PATH": "/bin"}, "cpython", "posix") is None
    assert pypy_gc_environment({"PYPY_GC_NURSERY": "4M"}, "pypy", "posix") is None
    assert pypy_gc_environment({"DUELIST_PYPY_GC_DEFAULTS": "1"}, "pypy", "posix") is None
    assert pypy_gc_environment({}, "pypy", "nt") is None


def test_the_rerun_finds_duelist_the_way_the_first_run_did():
    from duelist.cli.main import _same_command
    import sys
    assert _same_command(["/x/duelist/__main__.py", "bench", "--json"]) == \
        [sys.executable, "-m", "duelist", "bench", "--json"]
    assert _same_command(["/venv/bin/duelist", "sim"]) == [sys.executable, "/venv/bin/duelist", "sim"]


# ------------------------------------------------------------- one process per pair
def test_each_pair_can_be_measured_in_its_own_process(capsys):
    """Issue 11 (round 7d): on PyPy a pair played after others in one process starts on
    their compiled code; `--process own` measures each pair in a fresh interpreter, as a
    training process that plays one pair would run, and the figures say which it was."""
    assert main(["bench", "--decks", "normals,starter", "--json", "--process", "own"] + QUICK) == 0
    captured = capsys.readouterr()
    pairs = json.loads(captured.out)
    assert [p["pair"] for p in pairs] == ["normals", "starter"]
    for figures in pairs:
        assert figures["process"] == "own" and figures["pairs_before"] == []
        for key in FIGURES:
            assert figures[key] > 0, key
    assert pairs[1]["decks"] == ["yugi-starter", "kaiba-starter"]
    assert pairs[1]["turns_per_s_vs_normals"] > 0
    assert "each pair in its own process" in captured.err
    assert "... starter: in its own process" in captured.err
    # the default, so that a pair's figures do not depend on the pairs measured before it
    assert bench_cmd.DEFAULT_PROCESS == "own"
    assert main(["bench", "--decks", "normals,starter", "--json"] + QUICK) == 0
    assert [p["process"] for p in json.loads(capsys.readouterr().out)] == ["own", "own"]


def test_in_one_process_the_figures_name_the_pairs_played_before(capsys):
    assert main(["bench", "--decks", "normals,starter", "--json", "--process", "shared"] + QUICK) == 0
    captured = capsys.readouterr()
    pairs = json.loads(captured.out)
    assert [(p["process"], p["pairs_before"]) for p in pairs] == \
        [("shared", []), ("shared", ["normals"])]
    assert "every pair in this process" in captured.err
    # one pair is always alone in its process, whatever --process says
    assert main(["bench", "--decks", "starter", "--json", "--process", "shared"] + QUICK) == 0
    figures = json.loads(capsys.readouterr().out)
    assert (figures["process"], figures["pairs_before"]) == ("own", [])


def test_a_child_process_that_fails_is_a_clear_error(capsys, monkeypatch):
    import sys
    monkeypatch.setattr(bench_cmd, "_child_command", lambda name, args: [
        sys.executable, "-c", "import sys; sys.stderr.write('deck file vanished\\n'); sys.exit(3)"])
    assert main(["bench", "--decks", "normals,starter", "--process", "own"] + QUICK) == 2
    err = capsys.readouterr().err
    assert "child process for pair normals failed (exit status 3)" in err
    assert "deck file vanished" in err and "Traceback" not in err
    monkeypatch.setattr(bench_cmd, "_child_command", lambda name, args: [
        sys.executable, "-c", "print('not json')"])
    assert main(["bench", "--decks", "normals,starter", "--process", "own"] + QUICK) == 2
    assert "child process for pair normals failed (exit status 0)" in capsys.readouterr().err


def test_the_child_runs_the_same_bench_for_its_pair_alone():
    import argparse
    import sys
    args = argparse.Namespace(seconds=5.0, warmup="auto", warmup_max=90.0, samples=200)
    cmd = bench_cmd._child_command("goat-warrior-zombie", args)
    assert cmd[:4] == [sys.executable, "-m", "duelist", "bench"]
    assert cmd[cmd.index("--decks") + 1] == "goat-warrior-zombie" and "--json" in cmd
    parsed = bench_cmd_parser().parse_args(cmd[3:])
    assert (parsed.seconds, parsed.warmup, parsed.warmup_max, parsed.samples) == (5.0, "auto", 90.0, 200)


def bench_cmd_parser():
    from duelist.cli.main import build_parser
    return build_parser()


# ------------------------------------------------------------- repeated runs
def test_repeat_measures_each_pair_in_fresh_processes_and_reports_the_median_run(capsys, monkeypatch):
    """On a shared or unsteady machine one reading can be far from the next (docs/performance.md,
    stop 22: the same PyPy tree read 2,972 and 5,576 turns/s on C/M): `--repeat N` measures every
    pair N times, each in a fresh process, in rounds over the pairs, and a pair's figures are its
    median run's (a real run, never a mix), with every run's turns/s beside them."""
    calls = []
    rates = {"normals": [100.0, 300.0, 200.0], "starter": [50.0, 40.0, 90.0]}

    def fake_child(name, args, progress, step="in its own process"):
        calls.append((name, step))
        rate = rates[name][len([c for c in calls if c[0] == name]) - 1]
        return {"turns_per_s": rate, "setup_ms": rate / 1000.0}

    monkeypatch.setattr(bench_cmd, "_measure_in_child", fake_child)
    assert main(["bench", "--decks", "normals,starter", "--json", "--repeat", "3"] + QUICK) == 0
    captured = capsys.readouterr()
    pairs = json.loads(captured.out)
    # rounds over the pairs: a slow stretch of the machine falls on every pair alike
    assert calls == [("normals", "run 1 of 3"), ("starter", "run 1 of 3"), ("normals", "run 2 of 3"),
                     ("starter", "run 2 of 3"), ("normals", "run 3 of 3"), ("starter", "run 3 of 3")]
    normals, starter = pairs
    assert (normals["repeat"], normals["turns_per_s_runs"]) == (3, [100.0, 300.0, 200.0])
    assert normals["turns_per_s"] == 200.0 and normals["setup_ms"] == 0.2     # the median run, whole
    assert starter["turns_per_s"] == 50.0 and starter["turns_per_s_runs"] == [50.0, 40.0, 90.0]
    assert starter["process"] == "own" and starter["decks"] == ["yugi-starter", "kaiba-starter"]
    assert starter["turns_per_s_vs_normals"] == 0.25
    assert starter["turns_per_s_vs_normals_runs"] == [0.5, 40.0 / 300.0, 0.45]
    assert "each pair measured 3 times" in captured.err


def test_repeat_with_an_even_count_reports_the_lower_middle_run_and_prints_every_run(capsys, monkeypatch):
    seen = []

    def fake_child(name, args, progress, step="in its own process"):
        seen.append(name)
        return {"turns_per_s": [10.0, 40.0][len(seen) - 1], "setup_ms": 0.1}

    monkeypatch.setattr(bench_cmd, "_measure_in_child", fake_child)
    monkeypatch.setattr(bench_cmd, "_print", lambda r: print("pair %s %.0f runs %s" % (
        r["pair"], r["turns_per_s"], r["turns_per_s_runs"])))
    # one pair is measured in child processes too when repeated (a fresh interpreter each run)
    assert main(["bench", "--decks", "starter", "--repeat", "2"] + QUICK) == 0
    out = capsys.readouterr().out
    assert seen == ["starter", "starter"]
    assert "pair starter 10 runs [10.0, 40.0]" in out


def test_a_bad_repeat_is_a_clear_error(capsys):
    assert main(["bench", "--decks", "starter", "--repeat", "0"] + QUICK) == 2
    assert "--repeat must be at least 1" in capsys.readouterr().err
    assert main(["bench", "--decks", "normals,starter", "--repeat", "2", "--process", "shared"] + QUICK) == 2
    err = capsys.readouterr().err
    assert "cannot be used with --process shared" in err and "Traceback" not in err


def test_a_single_run_reports_itself_as_one_run(capsys):
    assert main(["bench", "--decks", "normals,starter", "--json", "--process", "shared"] + QUICK) == 0
    pairs = json.loads(capsys.readouterr().out)
    for figures in pairs:
        assert figures["repeat"] == 1 and figures["turns_per_s_runs"] == [figures["turns_per_s"]]
    assert pairs[0]["turns_per_s_vs_normals_runs"] == [1.0]
