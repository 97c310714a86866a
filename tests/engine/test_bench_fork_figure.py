"""How `duelist bench` takes its fork figure (issue 11 item 4: fork under 0.1 ms at a quiet
point): the first fork of each duel and the later forks are
timed apart, the later ones over many forks after a `gc.collect()`, and the figure is the
mix of five forks of a duel. Speed itself is never asserted by a test."""

from duelist.cli import bench_cmd
from duelist.cli.common import load_playable_deck


def test_fork_figure_is_one_first_fork_and_four_later_ones_of_each_duel():
    deck1 = load_playable_deck("yugi_normals", "deck 1")
    deck2 = load_playable_deck("kaiba_normals", "deck 2")
    r = bench_cmd.measure(deck1, deck2, seconds=0.05, warmup=0, samples=4)
    duels, later = r["fork_samples"]
    assert 1 <= duels <= 10
    assert later >= 4 * duels and later % duels == 0      # whole rounds, at least four
    assert r["fork_first_ms"] > 0 and r["fork_later_ms"] > 0
    assert abs(r["fork_ms"] - (r["fork_first_ms"] + 4 * r["fork_later_ms"]) / 5) < 1e-9


def test_text_output_shows_the_first_and_later_forks(capsys):
    from duelist.cli.main import main
    assert main(["bench", "--decks", "normals", "--seconds", "0.05", "--samples", "2",
                 "--warmup", "0"]) == 0
    out = capsys.readouterr().out
    assert "the first of each duel" in out
    assert "the later ones" in out
