"""The page's playback refuses a replay too long to play back step by step: more than 20,000
answers (round 46d). No recorded duel comes near that length, so the replay check is stood in
for here (the file is taken as verified) and only the count of answers is left to refuse it."""

import pytest

from duelist.engine import replay
from duelist.web.playback import PlaybackError, playback_frames


def test_a_replay_of_more_than_20000_answers_is_refused_by_default(monkeypatch):
    monkeypatch.setattr(replay, "check_replay_data", lambda data, where: None)
    monkeypatch.setattr(replay, "run_replay", lambda data, where: None)
    data = {"version": 2, "seed": 0, "decks": [[], []], "answers": [0] * 20001}
    with pytest.raises(PlaybackError) as refused:
        playback_frames(data)
    assert str(refused.value) == "replay: too many answers to play back (20001; at most 20000)"


def test_a_replay_of_exactly_the_most_answers_allowed_is_played_back(recorded_cli_replays):
    import json
    with open(recorded_cli_replays[0]) as f:
        data = json.load(f)
    n = len(data["answers"])
    frames = playback_frames(data, max_answers=n)["frames"]
    assert len(frames) == n + 1
    with pytest.raises(PlaybackError) as refused:
        playback_frames(data, max_answers=n - 1)
    assert str(refused.value) == "replay: too many answers to play back (%d; at most %d)" % (n, n - 1)
