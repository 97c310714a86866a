"""`duelist match`: agents or a human against an agent, the score after each duel, the
time limit (seed 001 判定1-3) and the match replay."""

import argparse
import io

import pytest

from duelist.cli import match_cmd
from duelist.cli.main import main
from duelist.deck.formats import Deck, load_deck, write_ydk

from matchkit import code


def _run(capsys, *argv):
    status = main(["match"] + list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_match_between_agents_prints_the_score_after_each_duel_and_is_deterministic(capsys):
    """seed 004 §对战方法: best of 3; same seed, same match."""
    status, out, err = _run(capsys, "--agents", "greedy,random", "--seed", "3")
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].startswith("duelist match: P1 (greedy) with yugi-starter vs P2 (random) with kaiba-starter")
    assert "no time limit" in lines[0] and lines[1] == "Side Decks: P1 (greedy) 0 cards, P2 (random) 0 cards"
    duels = [line for line in lines if line.startswith("Duel ")]
    assert duels and all("Score: P1 (greedy) " in line for line in duels)
    assert any(line.startswith("Match: ") for line in lines)
    assert _run(capsys, "--agents", "greedy,random", "--seed", "3")[1] == out


def test_timed_match_between_agents_writes_a_replay_that_replays_the_time_call(tmp_path, capsys):
    """seed 001 判定1/判定3 with the decision clock; `duelist replay` re-runs it without one."""
    path = str(tmp_path / "m.json")
    status, out, _ = _run(capsys, "--agents", "random", "--seed", "3", "--time-limit", "150",
                          "--clock", "decisions", "--replay", path)
    assert status == 0
    assert "time limit 2m30s (decision clock: 150 decisions)" in out
    assert "Time is up (after 150 decisions) in duel 1, turn " in out
    assert "Replay written to " + path in out
    assert main(["replay", path]) == 0
    assert "Match replay verified" in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["--time-limit", "40x"], "--time-limit: cannot read '40x' as a time limit"),
    (["--time-limit", "0m"], "--time-limit: a time limit must be more than 0 seconds"),
    (["--clock", "sundial"], "--clock must be 'decisions' (each decision counts as 1 second) or 'wall'"),
    (["--human", "3"], "--human must be 1 or 2"),
    (["--agents", "greedy,random,random"], "--agents takes one or two agent names"),
    (["--agents", "wizard"], "unknown agent 'wizard'"),
    (["--seed", "-1"], "--seed must be a non-negative integer"),
    (["--deck1", "no-such-deck"], "player 1's deck"),
])
def test_bad_options_are_one_clear_line(capsys, argv, message):
    status, out, err = _run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.startswith("duelist: ") and message in err and "Traceback" not in err


def test_help_explains_the_clocks_and_the_time_limit(capsys):
    with pytest.raises(SystemExit) as info:
        main(["match", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert info.value.code == 0
    for text in ("--clock", "each decision counts as 1 second", "wall", "40m", "判定1", "4000 LP"):
        assert text in out


def _args(**kw):
    values = dict(deck1="yugi_normals", deck2="kaiba_normals", p1=None, p2=None, agents=None, human="1",
                  time_limit=None,
                  clock=None, seed=5, replay=None, banlist=None, rules="MR5")
    values.update(kw)
    return argparse.Namespace(**values)


def test_a_human_sides_between_duels_and_sees_only_the_size_of_the_ai_side_deck(tmp_path):
    """seed 000 §副卡組 (siding offered to the human), seed 004 §对战前的准备工作 3 (the other
    Side Deck's size), seed 001 判定3 (time runs out while siding); the replay verifies."""
    yugi = load_deck("yugi_normals")
    mine, theirs = tmp_path / "mine.ydk", tmp_path / "theirs.ydk"
    write_ydk(Deck(yugi.main, [], [code("Harpie Lady"), code("Alexandrite Dragon")]), str(mine))
    write_ydk(Deck(load_deck("kaiba_normals").main, [], [code("Luster Dragon")]), str(theirs))
    path = str(tmp_path / "h.json")
    answers = iter(["0"] * 5000)
    out = io.StringIO()
    args = _args(deck1=str(mine), deck2=str(theirs), time_limit="300", clock="decisions", replay=path)
    assert match_cmd.run(args, input_fn=lambda prompt: next(answers), out=out) == 0
    text = out.getvalue()
    assert "Side Decks: You 2 cards, AI 1 cards" in text
    assert "Side Deck: Harpie Lady, Alexandrite Dragon" in text
    assert "The AI's Side Deck: 1 cards" in text and "Luster Dragon" not in text
    assert "(time left: 300 decisions)" in text
    assert "Duel 1: " in text and "Score: You " in text and "\nMatch: " in text
    assert main(["replay", path]) == 0


def test_a_human_in_seat_2_can_quit_and_the_unfinished_replay_is_written(tmp_path, capsys):
    path = str(tmp_path / "q.json")
    out = io.StringIO()
    args = _args(human="2", agents="random", replay=path)
    assert match_cmd.run(args, input_fn=lambda prompt: "q", out=out) == 0
    text = out.getvalue()
    assert "AI with yugi_normals vs You with kaiba_normals" in text
    assert "You left the match." in text and "The match was left unfinished (0-0)." in text
    assert main(["replay", path]) == 0
