"""The progress line of long commands as a user watches it: each drawing reaches the terminal
at once, not when the stream's buffer fills (round 46d)."""

import io

from duelist.cli.progress import Progress


class Terminal(io.StringIO):
    """A stream that keeps what has been flushed to the screen."""

    def __init__(self):
        io.StringIO.__init__(self)
        self.screen = ""

    def flush(self):
        self.screen = self.getvalue()


def test_each_drawing_of_the_line_is_flushed_to_the_terminal():
    terminal = Terminal()
    bar = Progress(total=4, label="sim", stream=terminal, force=True, clock=lambda: 100.0, min_interval=0)
    bar.update()
    assert terminal.screen.startswith("\rsim [") and "1/4 duels" in terminal.screen
    bar.update(4)
    assert "4/4 duels" in terminal.screen
