"""Conceding at the terminal (`duelist play`): typing `concede` at any question gives up the
duel, `concede match` the whole best of three (Konami's tournament policy lets a player
concede a duel or the match at any moment). The end screen says who conceded, and the kept
replay re-runs to the conceded result."""

import json
import re

from duelist.engine.replay import run_replay
from duelist.match.match import run_match_replay

from terminal_helpers import play


def test_conceding_a_duel_ends_it_and_its_replay_verifies(tmp_path):
    path = str(tmp_path / "conceded.json")
    code, screen = play(3, ["0", "0", "concede"], replay=path)
    assert code == 0
    assert re.search(r"\*\*\* AI wins on turn \d+ \(you conceded\) \*\*\*", screen)
    with open(path) as f:
        data = json.load(f)
    assert data["result"]["reason"] == "concede" and data["inputs"][0][1:] == ["concede", 0]
    assert run_replay(data).result == data["result"]


def test_conceding_a_match_duel_goes_on_to_the_next_then_the_match_is_conceded(tmp_path):
    path = str(tmp_path / "match.json")
    code, screen = play(3, ["0", "0", "concede", "0", "concede  MATCH"], match=True, replay=path)
    assert code == 0
    assert re.search(r"\*\*\* Duel 1: AI wins on turn \d+ \(you conceded\) \*\*\*", screen)
    assert "##### Duel 2 of the match (wins: you 0, AI 1) #####" in screen
    # conceding the match concedes duel 2 first: 0-2 decides the match by the score already
    assert "*** Match: AI wins (0-2; two duel wins) ***" in screen
    with open(path) as f:
        data = json.load(f)
    assert [c[1:3] for c in data["concessions"]] == [[0, "duel"], [0, "match"]]
    assert run_match_replay(data).result == data["result"]


def test_a_match_duels_last_lines_are_shown_before_the_next_duel():
    """The blow that ends a match's duel 1 (its direct attack and the damage to 0 LP) is shown,
    then the duel's result, before duel 2 is announced (before stop 52 `duelist play --match`
    never printed a finished duel's last lines)."""
    code, screen = play(3, [], match=True, no_replay=True)
    first = screen.split("##### Duel 2 of the match", 1)[0].rstrip("\n").splitlines()
    assert first[-1] == "*** Duel 1: You win on turn 20 (the opponent's LP reached 0) ***"
    assert first[-2] == "  AI takes 1400 damage (LP 0)"
    assert first[-6].endswith("attacks directly")


def test_concede_match_in_a_single_duel_concedes_the_duel_and_help_lists_both():
    code, screen = play(4, ["h", "concede match"], no_replay=True)
    assert "concede  give up this duel" in screen and "concede match" in screen
    assert "(you conceded) ***" in screen


def test_duelist_match_with_a_human_takes_concede_too():
    """`duelist match --human 1`: the same keys; the match report says each conceded duel."""
    import io
    from duelist.cli import match_cmd
    from duelist.cli.main import build_parser
    args = build_parser().parse_args(["match", "--human", "1", "--seed", "3", "--deck1", "yugi_normals",
                                      "--deck2", "kaiba_normals"])
    keys = iter(["concede", "0", "concede match"])
    out = io.StringIO()
    assert match_cmd.run(args, input_fn=lambda prompt: next(keys, "0"), out=out) == 0
    screen = out.getvalue()
    assert "Duel 1: AI wins on turn 2 (you conceded)" in screen
    assert "*** Match: AI wins (0-2; two duel wins) ***" in screen
