"""The `duelist duel`, `replay` and `play` commands (`bench`: test_bench_cmd.py)."""

import io
import json

from duelist.cli.main import main


def test_duel_prints_log_and_result_and_is_deterministic(capsys):
    assert main(["duel", "--p1", "greedy", "--p2", "random", "--seed", "5"]) == 0
    first = capsys.readouterr().out
    assert "Result:" in first and "--- Turn 1:" in first
    assert main(["duel", "--p1", "greedy", "--p2", "random", "--seed", "5"]) == 0
    assert capsys.readouterr().out == first


def test_duel_with_rules_preset_and_public_log(capsys):
    assert main(["duel", "--p1", "random", "--p2", "random", "--seed", "2", "--rules", "GOAT",
                 "--banlist", "none", "--public"]) == 0
    out = capsys.readouterr().out
    assert "GOAT rules" in out


def test_duel_writes_a_replay_that_replay_verifies(tmp_path, capsys):
    path = str(tmp_path / "r.json")
    assert main(["duel", "--seed", "9", "--replay", path, "--quiet"]) == 0
    capsys.readouterr()
    assert main(["replay", path]) == 0
    out = capsys.readouterr().out
    assert "Replay verified" in out


def test_replay_detects_a_tampered_file(tmp_path, capsys):
    path = tmp_path / "r.json"
    assert main(["duel", "--seed", "9", "--replay", str(path), "--quiet"]) == 0
    data = json.loads(path.read_text())
    data["log_sha256"] = "0" * 64
    path.write_text(json.dumps(data))
    capsys.readouterr()
    assert main(["replay", str(path)]) == 1
    assert "differs" in capsys.readouterr().err


def test_duel_refuses_a_deck_with_an_unimplemented_card(capsys, tmp_path):
    from duelist.cards.db import find_card
    from duelist.testing.cards import unimplemented_effect_monster
    deck = tmp_path / "unscripted.ydk"
    codes = [find_card("Battle Ox").code] * 3 + [find_card("Mystical Elf").code] * 3 + \
        [find_card("Celtic Guardian").code] * 3 + [unimplemented_effect_monster().code]
    deck.write_text("#main\n" + "\n".join(str(c) for c in codes * 4) + "\n")
    assert main(["duel", "--deck1", str(deck), "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert "not implemented" in err and "Traceback" not in err


def test_duel_unknown_agent_and_rules_are_clear_errors(capsys):
    assert main(["duel", "--p1", "wizard"]) == 2
    assert "unknown agent" in capsys.readouterr().err
    assert main(["duel", "--rules", "MR9"]) == 2
    assert "unknown rules preset" in capsys.readouterr().err


def test_play_human_against_ai_with_scripted_input():
    from duelist.cli import play_cmd
    import argparse
    answers = iter(["h", "b", "999", "0"] + ["0"] * 5000)
    out = io.StringIO()
    args = argparse.Namespace(deck="yugi_normals", ai_deck="kaiba_normals", ai="greedy", rules="MR5",
                              seed=3, replay=None)
    assert play_cmd.run(args, input_fn=lambda prompt: next(answers), out=out) == 0
    text = out.getvalue()
    assert "seed 3" in text and "LP" in text and "Please type a number" in text
    assert "***" in text   # the result line


def test_play_quits_cleanly_on_q_and_end_of_input():
    from duelist.cli import play_cmd
    import argparse
    args = argparse.Namespace(deck="yugi_normals", ai_deck="kaiba_normals", ai="random", rules="MR5",
                              seed=4, replay=None)
    out = io.StringIO()
    assert play_cmd.run(args, input_fn=lambda prompt: "q", out=out) == 0
    assert "You left the duel" in out.getvalue()

    def eof(prompt):
        raise EOFError
    out = io.StringIO()
    assert play_cmd.run(args, input_fn=eof, out=out) == 0


def test_duel_match_writes_a_match_replay_that_replay_verifies(tmp_path, capsys):
    path = str(tmp_path / "m.json")
    assert main(["duel", "--match", "--seed", "3", "--quiet", "--replay", path]) == 0
    out = capsys.readouterr().out
    assert "Match: " in out and "Duel 1:" in out
    assert main(["replay", path]) == 0
    assert "Match replay verified" in capsys.readouterr().out


def test_play_a_match_against_the_ai_with_scripted_input():
    from duelist.cli import play_cmd
    import argparse
    answers = iter(["0"] * 20000)
    out = io.StringIO()
    args = argparse.Namespace(deck="yugi_normals", ai_deck="kaiba_normals", ai="greedy", rules="MR5",
                              seed=11, replay=None, match=True)
    assert play_cmd.run(args, input_fn=lambda prompt: next(answers), out=out) == 0
    text = out.getvalue()
    assert "best of 3" in text and "##### Duel 1 of the match" in text
    assert text.split("***")[-2].startswith(" Match: ")


def test_sim_reports_win_rates_reproducibly(capsys):
    assert main(["sim", "--duels", "20", "--p1", "greedy", "--p2", "random", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["duels"] == 20 and sum(first["wins"]) + first["draws"] == 20
    assert first["wins"][0] >= 15
    low, high = first["p1_interval"]
    assert 0 <= low <= first["p1_win_rate"] <= high <= 1
    assert main(["sim", "--duels", "20", "--p1", "greedy", "--p2", "random", "--json"]) == 0
    second = json.loads(capsys.readouterr().out)
    assert {k: v for k, v in first.items() if k != "seconds"} == \
        {k: v for k, v in second.items() if k != "seconds"}


def test_wilson_interval():
    from duelist.cli.sim_cmd import wilson_interval
    low, high = wilson_interval(50, 100)
    assert round(low, 3) == 0.404 and round(high, 3) == 0.596
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_decks_can_be_checked_against_a_banlist_before_a_duel(capsys):
    assert main(["duel", "--deck1", "yugi_normals", "--deck2", "kaiba_normals", "--banlist", "GOAT", "--quiet", "--seed", "1"]) == 0
    assert "Result:" in capsys.readouterr().out
    assert main(["duel", "--banlist", "NOPE", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "unknown banlist 'NOPE'" in err and "Traceback" not in err


def test_version_and_help(capsys):
    import pytest
    from duelist import __version__
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0 and __version__ in capsys.readouterr().out
    assert main([]) == 2
    assert "play" in capsys.readouterr().out


def test_play_writes_the_replay_even_when_the_player_quits(tmp_path, capsys):
    from duelist.cli import play_cmd
    import argparse
    path = str(tmp_path / "quit.json")
    answers = iter(["0", "0", "0", "q"])
    out = io.StringIO()
    args = argparse.Namespace(deck="yugi_normals", ai_deck="kaiba_normals", ai="greedy", rules="MR5",
                              seed=12, replay=path, match=False)
    assert play_cmd.run(args, input_fn=lambda prompt: next(answers), out=out) == 0
    assert "unfinished" in out.getvalue()
    assert main(["replay", path]) == 0
    text = capsys.readouterr().out
    assert "Replay verified" in text and "the duel is not over" in text


def test_play_writes_the_replay_when_interrupted(tmp_path):
    from duelist.cli import play_cmd
    import argparse
    path = tmp_path / "int.json"

    def interrupt(prompt):
        raise KeyboardInterrupt
    out = io.StringIO()
    args = argparse.Namespace(deck="yugi_normals", ai_deck="kaiba_normals", ai="greedy", rules="MR5",
                              seed=12, replay=str(path), match=False)
    assert play_cmd.run(args, input_fn=interrupt, out=out) == 130     # Ctrl-C: the shell's code
    assert path.exists() and json.loads(path.read_text())["answers"] == []
