"""The restart fuzz (duelist/testing/restart_fuzz.py) on a few rooms, so that it keeps working:
each room is played without a restart and, with the same answers, restarted at random points
(players reconnecting by their tokens); what every seat receives, the end and the stored rows
are the same. The full runs are `python -m duelist.testing.restart_fuzz --rooms N`."""

from duelist.testing.restart_fuzz import main, run_room


def test_rooms_restarted_at_random_points_play_as_rooms_never_restarted(capsys):
    """Six rooms of seed base 0 (a random AI, a greedy AI, person rooms, timed and untimed
    best-of-three matches, several rules presets), short duels: no finding."""
    assert main(["--rooms", "6", "--seed-base", "0", "--max-answers", "60"]) == 0
    out = capsys.readouterr().out
    assert "findings 0" in out and "rooms played 6" in out


def test_a_room_against_the_random_ai_restarted_plays_on_as_without_the_restart():
    """Room 1 of seed base 0: MR5, a single duel against the random AI, restarted after
    answer 4 (twice in a row), 19 and 37 - the AI's later answers are the ones it gives without
    the restarts."""
    outcome = run_room(0, 1, max_answers=60)
    assert outcome["settings"]["ai"] == "random" and outcome["restarted_at"] == [4, 4, 19, 37]
