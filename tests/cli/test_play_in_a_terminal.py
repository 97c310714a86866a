"""A whole duel through `duelist play` in a pseudo-terminal, typed key by key (issue 15
item 10): the screen stays within 80 columns and the replay is written and verifies."""

import os
import select
import subprocess
import sys
import time

import pytest

pty = pytest.importorskip("pty")


def test_a_whole_duel_typed_in_a_pseudo_terminal(tmp_path):
    replay = str(tmp_path / "pty.json")
    master, slave = pty.openpty()
    env = dict(os.environ, COLUMNS="80", LINES="24", DUELIST_DATA_DIR=str(tmp_path),
               PYTHONPATH=os.getcwd())
    proc = subprocess.Popen(
        [sys.executable, "-m", "duelist", "play", "--seed", "5", "--ai", "random",
         "--deck1", "yugi_normals", "--deck2", "kaiba_normals", "--replay", replay],
        stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True)
    os.close(slave)
    screen = b""
    pending = b""
    typed = 0
    deadline = time.time() + 240
    try:
        while time.time() < deadline:
            ready, _, _ = select.select([master], [], [], 1.0)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:         # the child closed the terminal
                    break
                if not chunk:
                    break
                screen += chunk
                pending += chunk
                if pending.endswith(b"> "):
                    # the first question is the coin toss; after that "0" is always an option
                    key = b"h\r" if typed == 1 else b"0\r"
                    os.write(master, key)
                    typed += 1
                    pending = b""
            elif proc.poll() is not None:
                break
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        os.close(master)
    text = screen.decode("utf-8", "replace").replace("\r\n", "\n").replace("\r", "\n")
    assert proc.returncode == 0, text[-2000:]
    assert typed > 20
    assert "Keys (type one at any question):" in text          # the `h` key
    assert ("You win on turn" in text) or ("AI wins on turn" in text) or ("Draw" in text)
    wide = [line for line in text.split("\n") if len(line) > 80 and replay not in line]
    assert wide == []
    assert os.path.exists(replay)
    check = subprocess.run([sys.executable, "-m", "duelist", "replay", replay],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    assert check.returncode == 0 and b"verified" in check.stdout
