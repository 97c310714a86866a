"""`duelist sim` as someone comparing decks or agents runs it: the defaults it promises in its
help (round 46c)."""

import json

from duelist.cli.main import main


def _figures(capsys, *argv):
    assert main(["sim", "--json", "--duels", "2", "--p1", "random", "--p2", "random",
                 "--deck1", "yugi_normals", "--deck2", "kaiba_normals"] + list(argv)) == 0
    figures = json.loads(capsys.readouterr().out)
    figures.pop("seconds")
    return figures


def test_the_first_duel_seed_is_0_unless_given(capsys):
    assert _figures(capsys) == _figures(capsys, "--seed", "0")
    assert _figures(capsys) != _figures(capsys, "--seed", "1")
