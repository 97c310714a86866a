"""A replay's rules and `hand_uids_scrambled`: a replay recorded with the flag (today's rules)
plays with it; one whose rules lack it (recorded before it) plays without it, as it was played.

docs/protocol.md (replays re-run byte for byte under the rules they were recorded with);
replay.py `rules_of` (a flag missing from a replay's rules was recorded before it: read as off).
The other flags of the same kind: tests/rules/test_turn_player_priority_after_a_chain_that_summoned.py.

Round 52m: a mutant of replay.py `rules_of` (the flag set off whatever the replay's rules say)
that the replay tests did not tell from the real engine."""

from duelist.engine.replay import rules_of
from duelist.engine.rules import PRESETS


def test_a_replay_recorded_with_the_flag_plays_with_it():
    """Q: a replay recorded under today's MR5 and GOAT rules (the flag on). A: it re-runs with the
    flag on: its hand shuffles deal their new uids as they were dealt."""
    for name in ("MR5", "GOAT"):
        data = {"version": 2, "rules": PRESETS[name].to_dict()}
        assert data["rules"]["hand_uids_scrambled"] is True
        assert rules_of(data).hand_uids_scrambled is True


def test_a_replay_recorded_before_the_flag_plays_without_it():
    """Q: a replay whose rules lack the flag (recorded before it). A: it re-runs with the flag
    off; every other rule as recorded."""
    data = {"version": 2, "rules": PRESETS["MR5"].to_dict()}
    del data["rules"]["hand_uids_scrambled"]
    rules = rules_of(data)
    assert rules.hand_uids_scrambled is False
    assert rules.seed_priority_after_chain is True and rules.menu_after_unchained_triggers is True
