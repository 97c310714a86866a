"""The page's step-by-step playback of a replay file as a spectator reads it: every public log
line once, in order, under the step that made it; a match's duels announced; what is refused
(round 46c). No web server needed: `playback_frames` is what /api/playback answers."""

import json

import pytest

from duelist.engine.replay import run_replay
from duelist.engine.text import describe
from duelist.web.playback import PlaybackError, playback_frames


@pytest.fixture
def replays(recorded_cli_replays):
    duel, match = recorded_cli_replays
    with open(duel) as f, open(match) as g:
        return json.load(f), json.load(g)


def test_a_duels_playback_shows_every_public_log_line_once_in_order(replays):
    data = replays[0]
    frames = playback_frames(data)["frames"]
    duel = run_replay(data, "replay")
    public = [line for line in (describe(e, None) for e in duel.log_for(None)) if line]
    assert [line for frame in frames for line in frame["log"]] == public
    assert frames[0]["log"][0].startswith("Duel begins")
    assert frames[0]["decided"] is None and frames[1]["decided"] == "Player 2: first player"


def test_a_matchs_playback_announces_each_duel_where_it_starts(replays):
    data = replays[1]
    played = playback_frames(data)
    frames = played["frames"]
    heads = [(n, line) for n, frame in enumerate(frames) for line in frame["log"] if line.startswith("=====")]
    assert [line for _, line in heads] == ["===== Duel 1 =====", "===== Duel 2 ====="]
    assert heads[0][0] == 0
    first = frames[heads[1][0]]["log"]
    assert first[first.index("===== Duel 2 =====") + 1].startswith("Duel begins")
    assert played["result"]["reason"] == "two_wins"


def test_a_duel_replay_with_a_time_limit_is_refused_with_a_message():
    from duelist.agents import RandomAgent, play_out
    from duelist.deck.formats import load_deck
    from duelist.engine.duel import Duel
    duel = Duel(load_deck("yugi_normals"), load_deck("kaiba_normals"), seed=5)
    duel.set_turn_limit(3)              # the time limit's last turn, as a match sets it
    play_out(duel, [RandomAgent(1), RandomAgent(2)])
    data = duel.replay_data()
    assert data["inputs"] and data["result"]["reason"] in ("time_limit", "sudden_death", "lp_zero")
    with pytest.raises(PlaybackError, match="time-limit inputs are not played back"):
        playback_frames(data)
