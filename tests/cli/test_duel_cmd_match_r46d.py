"""`duelist duel --match` as someone watching a three-duel match reads it: each duel's own log
under its heading, up to the turn its result names (round 46d)."""

import re

from duelist.cli.main import main


def test_a_three_duel_match_prints_each_duels_own_log_up_to_its_last_turn(capsys):
    assert main(["duel", "--match", "--seed", "14"]) == 0
    parts = capsys.readouterr().out.split("===== Duel ")[1:]
    assert len(parts) == 3
    for n, part in enumerate(parts, 1):
        last = int(re.search(r"\nDuel %d: .* wins on turn (\d+) " % n, part).group(1))
        assert "--- Turn %d:" % last in part
        assert "--- Turn %d:" % (last + 1) not in part
