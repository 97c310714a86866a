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


def test_a_duel_replay_with_a_time_limit_plays_back_every_public_line():
    """A duel under a time limit (its replay carries the limit as an input; before stop 52
    the playback refused it): its frames hold every public log line once, in order."""
    from duelist.agents import RandomAgent, play_out
    from duelist.deck.formats import load_deck
    from duelist.engine.duel import Duel
    duel = Duel(load_deck("yugi_normals"), load_deck("kaiba_normals"), seed=5)
    duel.set_turn_limit(3)              # the time limit's last turn, as a match sets it
    play_out(duel, [RandomAgent(1), RandomAgent(2)])
    data = duel.replay_data()
    assert data["inputs"] and data["result"]["reason"] in ("time_limit", "sudden_death", "lp_zero")
    played = playback_frames(data)
    public = [line for line in (describe(e, None) for e in duel.log_for(None)) if line]
    assert [line for frame in played["frames"] for line in frame["log"]] == public
    assert played["result"] == duel.result


def test_a_conceded_duels_playback_ends_on_the_concession():
    """A duel conceded by player 2 after nine answers: the last step is the concession, and it
    shows the line saying so."""
    from duelist.deck.formats import load_deck
    from duelist.engine.duel import Duel
    duel = Duel(load_deck("yugi_normals"), load_deck("kaiba_normals"), seed=5)
    for _ in range(9):
        duel.answer(0)
    duel.concede(1)
    played = playback_frames(json.loads(json.dumps(duel.replay_data())))
    frames = played["frames"]
    assert len(frames) == 9 + 2
    assert frames[-1]["decided"] == "Player 2: concedes"
    assert frames[-1]["log"] == ["Player 2 concedes: Player 1 WINS"]
    assert played["result"]["reason"] == "concede"


def test_a_matchs_playback_shows_a_conceded_duel_and_the_next_one():
    from duelist.deck.formats import load_deck
    from duelist.match import Match
    d0, d1 = load_deck("yugi_normals"), load_deck("kaiba_normals")
    match = Match({"main": d0.main, "extra": [], "side": []}, {"main": d1.main, "extra": [], "side": []}, seed=3)
    for _ in range(5):
        match.answer(0)
    match.concede(0)
    while match.duel is None:
        match.answer(0)                 # the loser's play-order choice
    for _ in range(3):
        match.answer(0)
    match.concede(1, match=True)
    played = playback_frames(json.loads(json.dumps(match.replay_data())))
    steps = [f["decided"] for f in played["frames"]]
    assert steps.count("Player 1: concedes") == 1 and steps[-1] == "Player 2: concedes the match"
    lines = [line for f in played["frames"] for line in f["log"]]
    assert "Player 1 concedes: Player 2 WINS" in lines and "Player 2 concedes: Player 1 WINS" in lines
    assert lines.index("Player 1 concedes: Player 2 WINS") < lines.index("===== Duel 2 =====")
    assert played["result"]["reason"] == "concede"


def test_a_timed_matchs_playback_calls_time_where_it_was_called():
    """A best of three whose time ran out in duel 1 (seed 001 判定1: 3 extra turns, then LP):
    the playback calls time at the answer the replay records, so its steps are the match that
    was played (before stop 52 it re-ran the answers without the time call)."""
    from duelist.agents import GreedyAgent
    from duelist.deck.formats import load_deck
    from duelist.match import Match

    class Clock(object):
        t = 0.0

        def now(self):
            return self.t

    d0, d1 = load_deck("yugi_normals"), load_deck("kaiba_normals")
    clock = Clock()
    match = Match({"main": d0.main, "extra": [], "side": []}, {"main": d1.main, "extra": [], "side": []},
                  seed=4, clock=clock, time_limit=60)
    agent = GreedyAgent()
    for n in range(400):
        if match.result is not None:
            break
        if n == 30:
            clock.t = 61.0
        seen = match.duel if match.duel is not None else match
        match.answer(agent.choose(seen, match.request))
    assert match.time_up is not None and match.result is not None
    data = json.loads(json.dumps(match.replay_data()))
    played = playback_frames(data)
    assert played["result"] == match.result
    lines = [line for f in played["frames"] for line in f["log"]]
    assert len([line for line in lines if line.startswith("===== Duel")]) == len(match.duels)
