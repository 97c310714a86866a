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
