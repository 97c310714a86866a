"""`duelist play` at the terminal: what a person types that Python calls a digit but int()
refuses (a superscript "\u00b2") is asked again, never a ValueError traceback; digits of
another width (full-width "\uff10", typed from a Japanese keyboard) are the same number."""

import argparse
import io

from duelist.cli import play_cmd
from duelist.testing.input_fuzz import typed

QUICK = dict(deck="yugi_normals", ai_deck="kaiba_normals", ai="random", rules="MR5", banlist=None,
             replay=None, no_replay=True, ask="always", match=False, seed=3)


def play(keys):
    out = io.StringIO()
    code = play_cmd.run(argparse.Namespace(**QUICK), input_fn=typed(keys), out=out)
    return code, out.getvalue()


def test_a_superscript_digit_is_asked_again():
    code, screen = play(["\u00b2", "q"])
    assert code == 0 and "Traceback" not in screen
    assert "Please type a number from 0 to" in screen


def test_a_superscript_digit_after_i_names_no_card():
    code, screen = play(["i \u00b2", "q"])
    assert code == 0
    assert "No card you can see is named like '\u00b2'." in screen


def test_a_full_width_digit_answers_like_the_ascii_one():
    ascii_code, ascii_screen = play(["0", "q"])
    wide_code, wide_screen = play(["\uff10", "q"])
    assert ascii_code == wide_code == 0
    assert wide_screen == ascii_screen
