"""`duelist play` with scripted keys, shared by the terminal tests of tests/cli: QUICK's
settings (Normal Monster decks, a random AI, MR5, every window asked) and `play`."""

import argparse
import io

from duelist.cli import play_cmd

QUICK = dict(deck="yugi_normals", ai_deck="kaiba_normals", ai="random", rules="MR5", banlist=None,
             replay=None, no_replay=False, ask="always", match=False)


def play(seed, answers=None, **kw):
    """Play `duelist play` with scripted input (after the answers, "0" to every prompt);
    returns (exit code, screen text). Keywords override QUICK's settings."""
    values = dict(QUICK, seed=seed)
    values.update(kw)
    feed = iter(answers if answers is not None else [])
    out = io.StringIO()

    def keys(prompt):
        try:
            return next(feed)
        except StopIteration:
            return "0"
    code = play_cmd.run(argparse.Namespace(**values), input_fn=keys, out=out)
    return code, out.getvalue()
