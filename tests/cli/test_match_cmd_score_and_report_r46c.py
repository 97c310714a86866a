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
