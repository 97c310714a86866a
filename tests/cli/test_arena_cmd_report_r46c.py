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
