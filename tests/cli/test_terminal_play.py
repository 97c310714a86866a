"""The terminal duel and the CLI as a new player finds them (issue 15): replays that are
never lost, a board that fits 80x24, card details and help keys, auto-pass settings,
the GOAT banlist with the GOAT rules, one vocabulary across commands."""

import argparse
import io
import json
import os

import pytest

from duelist.cli import play_cmd
from duelist.cli.common import CommandError, check_replay_path, prune_replays
from duelist.cli.main import main
from duelist.testing.scenario import Table

from terminal_helpers import QUICK, play

# ----- 1. replays are never lost -----

@pytest.mark.parametrize("command", ["play", "duel", "match"])
def test_a_replay_path_in_a_missing_folder_is_refused_before_the_duel(tmp_path, capsys, command):
    path = str(tmp_path / "no" / "such" / "r.json")
    assert main([command, "--seed", "1", "--replay", path, "--deck1", "yugi_normals",
                 "--deck2", "kaiba_normals"]) == 2
    captured = capsys.readouterr()
    assert "does not exist" in captured.err and "Traceback" not in captured.err
    assert "Turn 1" not in captured.out        # refused before anything was played


@pytest.mark.parametrize("command", ["play", "duel", "match"])
def test_a_replay_path_that_is_a_folder_is_refused(tmp_path, capsys, command):
    assert main([command, "--seed", "1", "--replay", str(tmp_path), "--deck1", "yugi_normals",
                 "--deck2", "kaiba_normals"]) == 2
    assert "that is a folder" in capsys.readouterr().err


def test_a_replay_path_without_write_permission_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    with pytest.raises(CommandError, match="no permission"):
        check_replay_path(str(tmp_path / "r.json"))


def test_play_keeps_a_replay_of_every_duel_and_says_how_to_watch_it(tmp_path, monkeypatch):
    monkeypatch.setenv("DUELIST_DATA_DIR", str(tmp_path))
    code, screen = play(4)
    assert code == 0
    kept = os.listdir(str(tmp_path / "replays"))
    assert len(kept) == 1
    path = str(tmp_path / "replays" / kept[0])
    assert "Replay saved: " + path in screen
    assert "replay %s --show" % path in screen
    assert main(["replay", path]) == 0


def test_no_replay_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("DUELIST_DATA_DIR", str(tmp_path))
    code, screen = play(4, no_replay=True)
    assert code == 0 and "Replay" not in screen
    assert not (tmp_path / "replays").exists()


def test_only_the_newest_replays_are_kept(tmp_path):
    for n in range(5):
        path = tmp_path / ("r%d.json" % n)
        path.write_text("{}")
        os.utime(str(path), (1000 + n, 1000 + n))
    removed = prune_replays(str(tmp_path), keep=3)
    assert sorted(os.path.basename(p) for p in removed) == ["r0.json", "r1.json"]
    assert sorted(os.listdir(str(tmp_path))) == ["r2.json", "r3.json", "r4.json"]


def test_ctrl_c_exits_with_130_and_keeps_the_replay(tmp_path):
    path = tmp_path / "int.json"

    def interrupt(prompt):
        raise KeyboardInterrupt
    args = argparse.Namespace(**dict(QUICK, seed=3, replay=str(path)))
    out = io.StringIO()
    assert play_cmd.run(args, input_fn=interrupt, out=out) == 130
    assert "Replay (unfinished) saved: " + str(path) in out.getvalue()
    assert "answers" in json.loads(path.read_text())


# ----- 3. the board fits 80x24 -----

def test_every_line_of_a_whole_duel_fits_80_columns():
    code, screen = play(7, ask="always")
    assert code == 0
    # (a file path is never cut: the replay's own lines are left out of the count)
    too_long = [line for line in screen.splitlines() if len(line) > 80 and "replay" not in line.lower()]
    assert too_long == []


def test_the_status_line_with_both_lp_stands_right_above_every_question():
    code, screen = play(7)
    lines = screen.splitlines()
    questions = [i for i, line in enumerate(lines) if line.startswith("Main Phase 1: choose")]
    assert questions
    for i in questions:
        assert lines[i - 1].startswith("-- Turn ") and "You " in lines[i - 1] and "AI " in lines[i - 1]
        assert " LP" in lines[i - 1]


def test_the_board_shows_the_extra_monster_zones_under_mr5_and_the_extra_deck_count():
    code, screen = play(7)
    assert "Extra Monster Zones" in screen and "| extra 0 |" in screen


def test_the_board_has_no_extra_monster_zones_under_goat():
    code, screen = play(7, rules="GOAT", banlist="none")
    assert "Extra Monster Zones" not in screen and "| extra 0 |" in screen


def test_the_board_numbers_monster_zones_as_options_do_and_shows_the_field_zone():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.field_spell(0, "Yami")
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    out = io.StringIO()
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=out)
    session.show_board()
    board = out.getvalue()
    assert "zone 1   Battle Ox 1700/1000 ATK" in board
    assert "zone 2   Celtic Guardian" in board
    assert "Field    Yami" in board
    assert "zone 1   face-down monster (DEF)" in board      # the AI's Set monster, nameless
    assert "Mystical Elf" not in board


def test_a_set_monster_says_set_once():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    out = io.StringIO()
    play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=out).show_board()
    assert "Mystical Elf 800/2000 SET, face-down" in out.getvalue()
    assert "(set)" not in out.getvalue()


def test_options_that_read_alike_say_which_card_they_mean():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=io.StringIO())
    labels = session.option_labels(duel.request)
    attacks = [label for label in labels if "Celtic Guardian" in label]
    assert len(attacks) == 2 and len(set(attacks)) == 2
    assert any("AI's zone 1" in label for label in attacks)
    assert any("AI's zone 2" in label for label in attacks)


def test_the_whole_graveyard_is_shown_on_request():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    for name in ("Battle Ox", "Celtic Guardian", "Mystical Elf", "Dark Magician", "Summoned Skull",
                 "Koumori Dragon", "Hitotsu-Me Giant"):
        table.grave(0, name)
    duel = table.build()
    out = io.StringIO()
    answers = iter(["g", "q"])
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=lambda p: next(answers), out=out)
    assert session.ask(duel.request) is None
    text = out.getvalue()
    assert "Your Graveyard (7):" in text and " 1. Battle Ox" in text and " 7. Hitotsu-Me Giant" in text


# ----- 4. card text and the key list -----

def test_i_shows_an_options_card_and_h_lists_every_key():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox")
    duel = table.build()
    out = io.StringIO()
    answers = iter(["h", "i 0", "i ox", "i nothing-like-this", "q"])
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=lambda p: next(answers), out=out)
    session.ask(duel.request)
    text = out.getvalue()
    for key in ("b ", "l ", "g ", "x ", "i N", "a ", "q "):
        assert key in text
    assert text.count("Battle Ox\n  EARTH monster, Beast-Warrior") == 2
    assert "ATK 1700 / DEF 1000" in text and "Normal Monster" in text
    assert "No card you can see is named like 'nothing-like-this'" in text


def test_i_never_shows_a_card_the_player_may_not_see():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(1, "Summoned Skull")
    table.monster(1, "Dark Magician", position="set")
    duel = table.build()
    out = io.StringIO()
    answers = iter(["i skull", "i magician", "q"])
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=lambda p: next(answers), out=out)
    session.ask(duel.request)
    assert "ATK" not in out.getvalue()


# ----- 5. how often to be asked -----

def _chain_questions(screen):
    return screen.count("activate a card or effect?")


def test_never_means_no_response_question_is_asked():
    code, always = play(3, ai="greedy", deck="yugi-starter", ai_deck="kaiba-starter", ask="always")
    assert _chain_questions(always) > 0
    code, never = play(3, ai="greedy", deck="yugi-starter", ai_deck="kaiba-starter", ask="never")
    assert _chain_questions(never) == 0
    assert "you pass: auto-pass is 'never'" in never


def test_new_asks_less_than_always_and_only_for_something_not_passed_this_turn():
    passes = ["1"] * 400      # pass at every response question ("0" would activate)
    code, always = play(3, answers=passes, ai="greedy", deck="yugi-starter", ai_deck="kaiba-starter")
    code, new = play(3, answers=passes, ai="greedy", deck="yugi-starter", ai_deck="kaiba-starter",
                     ask="new")
    assert 0 < _chain_questions(new) <= _chain_questions(always)


def test_a_changes_the_ask_setting_during_the_duel():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    duel = table.build()
    out = io.StringIO()
    answers = iter(["a", "a", "q"])
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=lambda p: next(answers), out=out)
    session.ask(duel.request)
    assert session.ask_mode == "never"
    assert "Auto-pass is now 'new'" in out.getvalue()


def test_the_ais_passes_are_shown():
    # seed 1: a duel where the random AI passes in a response window (seed 3 was, before
    # players chose zones: the zone questions changed the random AI's course)
    code, screen = play(1, ai="random", deck="yugi-starter", ai_deck="kaiba-starter")
    assert "AI does not respond" in screen


# ----- 6. the banlist of the rules preset -----

def test_rules_goat_applies_the_goat_banlist(capsys):
    assert main(["duel", "--rules", "GOAT", "--seed", "1", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "Forbidden in 2005.4 GOAT" in err and "--banlist none" in err


def test_banlist_none_plays_without_one(capsys):
    assert main(["duel", "--rules", "GOAT", "--banlist", "none", "--seed", "1", "--quiet"]) == 0


# ----- 7. one vocabulary -----

def test_match_takes_agents_as_p1_p2_and_decks_as_deck1_deck2(capsys):
    assert main(["match", "--p1", "greedy", "--p2", "random", "--deck1", "yugi_normals",
                 "--deck2", "kaiba_normals", "--seed", "2"]) == 0
    match_out = capsys.readouterr().out
    assert "P1 (greedy) with yugi_normals vs P2 (random) with kaiba_normals" in match_out
    assert main(["duel", "--match", "--p1", "greedy", "--p2", "random", "--deck1", "yugi_normals",
                 "--deck2", "kaiba_normals", "--seed", "2", "--quiet"]) == 0
    duel_out = capsys.readouterr().out
    line = [l for l in match_out.splitlines() if l.startswith("Match: ")]
    assert line and line[0] in duel_out.splitlines()      # the same result line


def test_every_command_and_option_has_help_text():
    from duelist.cli.main import build_parser
    parser = build_parser()
    sub = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)][0]
    helps = {choice.dest for choice in sub._choices_actions if choice.help}
    assert set(sub.choices) <= helps | {c for c in sub.choices if c not in helps and False}
    for name, command in sub.choices.items():
        for action in command._actions:
            if isinstance(action, (argparse._HelpAction, argparse._SubParsersAction)):
                continue
            assert action.help, "%s %s has no help text" % (name, action.option_strings or action.dest)


# ----- 9. smaller ones -----

def test_you_take_control_not_takes():
    from duelist.engine.text import describe
    event = {"type": "control", "player": 0, "name": "Battle Ox", "uid": 5}
    assert describe(event, 0, ["You", "AI"]) == "You take control of Battle Ox"
    assert describe(event, 1, ["AI", "You"]) == "AI takes control of Battle Ox"


def test_the_winner_is_announced_once():
    code, screen = play(7)
    assert screen.count("wins on turn") + screen.count("win on turn") == 1
    assert " WINS " not in screen and " WIN " not in screen


def test_deck_check_lists_every_problem_of_a_file_with_garbage_lines(tmp_path, capsys):
    path = tmp_path / "bad.ydk"
    path.write_text("#main\n89631139\ngarbage\n46986414\nmore junk\n99999999\n#extra\n!side\n")
    assert main(["deck", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert ":3: not a passcode" in err and ":5: not a passcode" in err
    assert ":6: unknown passcode 99999999" in err
    assert "Traceback" not in err


def test_deck_list_says_which_decks_are_playable(capsys):
    assert main(["deck", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    yugi = [l for l in lines if l.strip().startswith("yugi-starter ")][0]
    assert "playable" in yugi
    goat = [l for l in lines if l.strip().startswith("goat_")]
    assert len(goat) == 8 and all("playable" in l and "not impl." not in l for l in goat)   # all eight since h10


# ----- 8. progress -----

def test_the_progress_bar_shows_the_time_left_and_erases_itself():
    from duelist.cli.progress import Progress
    now = [0.0]
    out = io.StringIO()
    bar = Progress(total=100, label="sim", stream=out, force=True, clock=lambda: now[0], min_interval=0)
    now[0] = 10.0
    bar.update(25)
    line = out.getvalue().split("\r")[-1]
    assert "25/100 duels" in line and "30 s left" in line and len(line.rstrip()) <= 79
    bar.close()
    assert out.getvalue().endswith("\r")


def test_the_progress_bar_stays_silent_when_not_on_a_terminal():
    from duelist.cli.progress import Progress
    out = io.StringIO()
    bar = Progress(total=10, stream=out)
    bar.update(5)
    bar.close()
    assert out.getvalue() == ""


def test_the_board_names_xyz_materials_for_both_players():
    """seed 004 §XYZ怪兽的XYZ素材: the materials are public; the board lists them under the
    opponent's Xyz Monster too."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(1, "Number 39: Utopia", materials=["Celtic Guardian", "Vorse Raider"])
    duel = table.build()
    out = io.StringIO()
    play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=out).show_board()
    board = " ".join(out.getvalue().split())         # long lines wrap at 80 columns
    assert "Number 39: Utopia 2500/2000 ATK [materials: Celtic Guardian, Vorse Raider]" in board


def test_an_agents_match_shows_its_progress_on_a_terminal(monkeypatch, capsys):
    """Issue 15 item 8: long commands show progress; a match between agents draws a line
    on the terminal (standard error) and erases it, the report itself unchanged."""
    import sys
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)
    assert main(["match", "--p1", "greedy", "--p2", "random", "--deck1", "yugi_normals",
                 "--deck2", "kaiba_normals", "--seed", "2"]) == 0
    captured = capsys.readouterr()
    assert "match: duel 1, " in captured.err and "decisions" in captured.err
    assert "Match: " in captured.out
