"""When `duelist bench`'s automatic PyPy warm-up may stop (issue 11: the figures are the
steady state long simulations see). The curve must have stopped rising, after a minimum
number of windows, and must not have just fallen: a window pair well below the best so far
is a dip or a fall, not the flat part of the curve. Speed itself is never asserted."""

from duelist.cli import bench_cmd

over = bench_cmd.warmup_is_over


def test_a_curve_that_has_flattened_ends_the_warm_up():
    """W/Z on PyPy, a fresh process: rising for 20 s, then flat within the noise."""
    assert over([1401, 5447, 7624, 8972, 9055, 9108, 9192])
    assert over([2042, 7201, 8098, 8029, 8008, 8094])


def test_no_stop_before_the_minimum_number_of_windows():
    """Four flat windows are not enough: the effect decks' JIT still compiles hundreds of
    bridges a window at 20 s."""
    flat = [9000, 9100, 9050, 9080, 9020, 9060]
    assert not over(flat[:4])
    assert not over(flat[:5])
    assert over(flat)
    assert over(flat[:4], min_windows=4)


def test_a_curve_still_rising_goes_on():
    assert not over([1331, 5492, 6643, 6921, 7045, 7219, 8074])     # +9.5% over the two before


def test_a_fall_below_the_best_windows_is_not_the_steady_state():
    """The bench stopped the starter decks at 25 s on 5,325, 12,328, 13,953, 11,234, 10,150
    turns/s (the rate had stopped rising, because it fell) and measured 9,398; a curve that
    falls more than WARMUP_DIP below its best two windows goes on."""
    starter = [5325, 12328, 13953, 11234, 10150, 10300]
    assert bench_cmd.rate_is_steady(starter)            # not rising ...
    assert not over(starter)                            # ... but fallen 18% below the best
    assert over(starter + [12900, 13400, 13000, 13300])  # back up, then flat again
    assert not over([3573, 10344, 9129, 8677, 7800, 7700])
    # within WARMUP_DIP of the best: noise, not a fall
    assert over([3000, 9000, 9400, 9300, 9000, 8900])


def test_the_bench_stops_its_warm_up_by_this_rule(monkeypatch):
    """`measure` asks `warmup_is_over` after each window, with every window's rate so far,
    and reports the windows it played and that the curve was steady."""
    from duelist.deck.formats import load_bundled_deck
    asked = []

    def rule(rates):
        asked.append(list(rates))
        return len(rates) == 6

    ticks = {"t": 0.0}

    def clock():
        ticks["t"] += 0.5
        return ticks["t"]

    monkeypatch.setattr(bench_cmd, "_pypy", lambda: True)
    monkeypatch.setattr(bench_cmd, "_clock", clock)
    monkeypatch.setattr(bench_cmd, "_heap_kb", lambda: 0.0)
    monkeypatch.setattr(bench_cmd, "_env_steps_per_s", lambda *a: None)
    monkeypatch.setattr(bench_cmd, "warmup_is_over", rule)
    r = bench_cmd.measure(load_bundled_deck("yugi_normals"), load_bundled_deck("kaiba_normals"),
                          seconds=0.01, warmup="auto", samples=2, warmup_max=1000.0)
    assert [len(a) for a in asked] == [1, 2, 3, 4, 5, 6]
    assert r["warmup_steady"] is True
    assert len(r["warmup_rates"]) == 6
