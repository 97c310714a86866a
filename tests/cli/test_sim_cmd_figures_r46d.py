"""`duelist sim`'s figures as someone weighing the first-turn advantage reads them (round 46d)."""

from duelist.cli.sim_cmd import play_one, simulate
from duelist.deck.formats import load_deck


def test_the_player_going_first_is_credited_with_each_decided_duel_they_won():
    """Each duel played on its own (`play_one`, as the workers play it): the figure counts the
    decided duels won by the seat that went first, never fewer than none."""
    yugi, kaiba = load_deck("yugi_normals"), load_deck("kaiba_normals")
    plain = ({"main": list(yugi.main), "extra": list(yugi.extra)},
             {"main": list(kaiba.main), "extra": list(kaiba.extra)})
    duels = [play_one((n, plain[0], plain[1], "random", "random", 30, "MR5", False)) for n in range(6)]
    decided = [d for d in duels if d["winner"] is not None]
    first_won = sum(1 for d in decided if (d["winner"] == 0) == d["p1_first"])
    assert decided and first_won > 0
    figures = simulate(yugi, kaiba, "random", "random", 6, seed=30)
    assert figures["first_player_wins"] == first_won
    assert 0 < figures["first_player_wins"] <= sum(figures["wins"])


def test_the_json_figures_come_in_the_order_of_their_names(capsys):
    """As every --json of the command line: the same run prints the same text, keys sorted."""
    import json
    from duelist.cli.main import main
    assert main(["sim", "--json", "--duels", "1", "--p1", "random", "--p2", "random",
                 "--deck1", "yugi_normals", "--deck2", "kaiba_normals"]) == 0
    keys = [k for k, _ in json.loads(capsys.readouterr().out, object_pairs_hook=list)]
    assert keys == sorted(keys) and "wins" in keys


def _verdict(monkeypatch, capsys, interval):
    """The matchup line for a run whose figures are stood in for (the interval alone decides it)."""
    from duelist.cli import sim_cmd
    from duelist.cli.main import main
    figures = {"duels": 6, "wins": [4, 2], "draws": 0, "first_player_wins": 3, "p1_win_rate": 4 / 6.0,
               "p1_interval": interval, "p1_score": 4 / 6.0, "turns_per_duel": 9.0, "reasons": {"lp": 6},
               "seconds": 1.0, "swap_decks": False, "p1_searches": 0, "p1_seconds_per_search": None}
    monkeypatch.setattr(sim_cmd, "simulate", lambda *a, **kw: figures)
    assert main(["sim", "--duels", "6", "--p1", "greedy", "--p2", "greedy",
                 "--deck1", "yugi_normals", "--deck2", "kaiba_normals"]) == 0
    return [line for line in capsys.readouterr().out.splitlines() if "matchup:" in line][0]


def test_a_deck_wins_the_matchup_only_when_the_interval_lies_wholly_above_or_below_50_percent(monkeypatch, capsys):
    holds = "  matchup: no clear winner at this sample size (the interval holds 50%)"
    assert _verdict(monkeypatch, capsys, (0.5, 0.8)) == holds
    assert _verdict(monkeypatch, capsys, (0.2, 0.5)) == holds
    assert _verdict(monkeypatch, capsys, (0.51, 0.8)) == "  matchup: deck 1 (yugi_normals) wins it (the interval excludes 50%)"
    assert _verdict(monkeypatch, capsys, (0.2, 0.49)) == "  matchup: deck 2 (kaiba_normals) wins it (the interval excludes 50%)"
