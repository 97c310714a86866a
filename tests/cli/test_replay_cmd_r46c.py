"""`duelist replay` as a judge checks a replay with it: a match replay's duels, each with its
result and log digest; `--show` prints the log it re-ran (round 46c)."""

import json

import pytest

from duelist.cli.main import main


@pytest.fixture
def replays(recorded_cli_replays):
    return recorded_cli_replays


def test_a_match_replay_lists_each_duel_with_its_result_and_log_digest(replays, capsys):
    capsys.readouterr()
    assert main(["replay", replays[1]]) == 0
    with open(replays[1]) as f:
        data = json.load(f)
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == ["Duel %d: Player 1 wins on turn %d (opponent LP reached 0) (log sha256 %s)"
                         % (n, record["turn"], record["log_sha256"]) for n, record in enumerate(data["duels"], 1)]
    assert lines[2].startswith("Match replay verified: %d answers, 2 duels" % len(data["answers"]))


def test_show_prints_the_log_it_re_ran_before_the_verdict(replays, capsys):
    capsys.readouterr()
    assert main(["replay", replays[0]]) == 0
    plain = capsys.readouterr().out
    assert main(["replay", replays[0], "--show"]) == 0
    shown = capsys.readouterr().out
    assert shown.endswith(plain)
    log = shown[:-len(plain)].splitlines()
    assert log[0].startswith("Duel begins") and any(line.startswith("--- Turn 1:") for line in log)
    assert len(log) > 50
