"""`duelist match` as a player reads it: the score after each duel counts each player's
duel wins so far (seed 004 §对战方法), and the report tells each duel once, in order."""

import re

from duelist.cli.main import main


def _match(capsys, *argv):
    status = main(["match"] + list(argv))
    return status, capsys.readouterr().out


def test_the_score_after_each_duel_counts_each_players_wins_so_far(capsys):
    status, out = _match(capsys, "--agents", "greedy,random", "--seed", "3")
    assert status == 0
    wins = {"P1 (greedy)": 0, "P2 (random)": 0}
    told = 0
    for line in out.splitlines():
        found = re.match(r"Duel (\d+): (P[12] \(\w+\)) wins .*Score: P1 \(greedy\) (\d+), P2 \(random\) (\d+)$", line)
        if found:
            told += 1
            assert int(found.group(1)) == told
            wins[found.group(2)] += 1
            assert (int(found.group(3)), int(found.group(4))) == (wins["P1 (greedy)"], wins["P2 (random)"])
    assert told >= 2
    assert "Match: P1 (greedy) wins (2-0; two duel wins)" in out


def _human_match(*argv):
    import io
    from duelist.cli import match_cmd
    from duelist.cli.main import build_parser
    args = build_parser().parse_args(["match"] + list(argv))
    out = io.StringIO()
    return match_cmd.run(args, input_fn=lambda prompt: "q", out=out), out.getvalue()


def test_one_seat_for_the_human_may_be_named_twice_but_two_seats_are_refused(capsys):
    status, out = _human_match("--human", "1", "--p1", "human", "--seed", "1")
    assert status == 0 and "You with yugi-starter vs AI with kaiba-starter" in out
    assert "You left the match." in out
    status, out = _human_match("--p2", "Human", "--seed", "1")
    assert status == 0 and "AI with yugi-starter vs You with kaiba-starter" in out
    assert main(["match", "--p1", "human", "--p2", "human"]) == 2
    assert "only one seat can be played by a human" in capsys.readouterr().err


def test_a_human_sees_the_time_left_above_each_question_until_time_is_up():
    import io
    from duelist.cli import match_cmd
    from duelist.cli.main import build_parser
    args = build_parser().parse_args(["match", "--human", "1", "--seed", "2", "--time-limit", "40",
                                      "--clock", "decisions", "--deck1", "yugi_normals", "--deck2", "kaiba_normals"])
    out = io.StringIO()
    assert match_cmd.run(args, input_fn=lambda prompt: "0", out=out) == 0
    screen = out.getvalue()
    before, up, after = screen.partition("Time is up (after 40 decisions)")
    assert up and "(time left: 40 decisions)" in before
    assert "(time left:" not in after


def test_a_human_sees_the_blow_that_ends_a_duel_before_its_score():
    import io
    from duelist.cli import match_cmd
    from duelist.cli.main import build_parser
    args = build_parser().parse_args(["match", "--human", "1", "--seed", "2", "--deck1", "yugi_normals",
                                      "--deck2", "kaiba_normals"])
    out = io.StringIO()
    assert match_cmd.run(args, input_fn=lambda prompt: "0", out=out) == 0
    screen = out.getvalue()
    before = screen.split("\nDuel 1: AI wins on turn 8 (opponent LP reached 0). Score: You 0, AI 1\n")[0]
    assert before.endswith("\n  Rude Kaiser attacks directly\n  [Damage Step begins]\n"
                           "  [before damage calculation]\n  Battle: 1800 ATK direct attack\n"
                           "  You take 1800 damage (LP 0)")


def test_a_match_whose_extra_duel_was_drawn_is_told_as_a_draw_of_the_extra_duel():
    """seed 001 判定2: the extra duel decides the match; when it is drawn, so is the match."""
    from duelist.cli.play_cmd import match_result_text
    drawn = {"winner": None, "reason": "extra_duel", "wins": [1, 1]}
    won = {"winner": 0, "reason": "extra_duel", "wins": [1, 1]}
    assert match_result_text(drawn, ["You", "AI"]) == "a draw (1-1; the extra duel was a draw)"
    assert match_result_text(won, ["You", "AI"]) == "You win (1-1; the extra duel decided it, seed 001 判定2)"


def test_time_called_in_a_duel_says_the_duel_is_decided_after_3_more_turns(capsys):
    """seed 001 判定1: the turn in progress is finished, then 3 extra turns."""
    status, out = _match(capsys, "--agents", "random", "--seed", "3", "--time-limit", "150", "--clock", "decisions")
    assert status == 0
    found = re.search(r"Time is up \(after 150 decisions\) in duel 1, turn (\d+) \(seed 001 判定1\): the turn "
                      r"is finished, then 3 extra turns; after turn (\d+) more LP wins", out)
    assert found and int(found.group(2)) == int(found.group(1)) + 3


def test_time_up_between_duels_is_told_before_the_match_result(capsys):
    """seed 001 判定3: time runs out as duel 1 ends (its 207th decision, seed 3; the 190th until
    stop 52's Ultimate Offering ruling changed this seed's duels); P1 has a win and no loss, so it
    wins the match."""
    status, out = _match(capsys, "--agents", "greedy,random", "--seed", "3", "--time-limit", "207",
                         "--clock", "decisions")
    assert status == 0
    lines = out.splitlines()
    told = lines.index("Time is up (after 207 decisions) before duel 2: seed 001 判定2/判定3 decide the match")
    assert lines[told + 1] == ("Match: P1 (greedy) wins (1-0; one win and no loss when time ran out, "
                               "seed 001 判定3)")


def test_ctrl_c_during_a_match_exits_with_130_and_says_the_match_is_unfinished():
    import io
    from duelist.cli import match_cmd
    from duelist.cli.main import build_parser

    def ctrl_c(prompt):
        raise KeyboardInterrupt
    args = build_parser().parse_args(["match", "--human", "1", "--seed", "1"])
    out = io.StringIO()
    assert match_cmd.run(args, input_fn=ctrl_c, out=out) == 130
    screen = out.getvalue()
    assert "\nInterrupted.\nThe match was left unfinished (0-0).\n" in screen


def test_time_up_at_1_1_announces_the_extra_duel_before_it_is_played(capsys):
    """seed 001 判定2: 1-1 when time runs out between duels (seed 1 between random agents: duel 2
    ends on the 1013th decision), so an extra duel of 4 turns at 4000 LP decides the match. (The
    decision was the 643rd until stop 48's Wall of Illusion ruling changed this seed's duels, the
    967th until stop 52's Ultimate Offering ruling.)"""
    status, out = _match(capsys, "--agents", "random", "--seed", "1", "--time-limit", "1013", "--clock", "decisions")
    assert status == 0
    lines = out.splitlines()
    told = lines.index("Time is up (after 1013 decisions) before duel 3: seed 001 判定2/判定3 decide the match")
    assert lines[told + 1] == ("Extra duel (seed 001 判定2): 4000 LP each, 4 turns, then more LP wins "
                               "(equal LP: sudden death)")
    assert lines[told + 2] == ("Duel 3 (extra duel): P2 (random) wins on turn 10 (sudden death: more LP at the "
                               "end of the turn). Score: P1 (random) 1, P2 (random) 2")
    assert lines[told - 1].startswith("Duel 2: P1 (random) wins on turn 88 (opponent could not draw).")
    assert out.count("Extra duel (seed 001 判定2)") == 1
