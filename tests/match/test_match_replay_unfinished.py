"""An unfinished match replay (a `duelist match` left before its end) proves where it
stood: its answers and the log of the duel in progress ("current"). Before, only finished
duels had records, so such a replay re-ran after its last answers were cut off or changed
(the same hole the duel replay's required checksum closes)."""

import json

import pytest

from duelist.agents import RandomAgent
from duelist.engine.replay import ReplayError
from duelist.match import Match
from duelist.match.match import run_match_replay
from matchkit import code, decks


def _unfinished(stop):
    """A match answered by seeded random agents (no side-decking) until stop(match) is true."""
    match = Match(*decks(side0=[code("Gemini Elf")], side1=[code("Vorse Raider")]), seed=21)
    agents = (RandomAgent(3), RandomAgent(4))
    for _ in range(20000):
        if stop(match):
            break
        request = match.request
        if request.kind == "side":
            choice = request.find(kind="side_done")[0]
        else:
            choice = agents[request.player].choose(match.duel, request)
        match.answer(choice)
    assert match.result is None
    return json.loads(json.dumps(match.replay_data()))


@pytest.fixture(scope="module")
def in_a_duel():
    return _unfinished(lambda m: len(m.answers) >= 60)


@pytest.fixture(scope="module")
def between_duels():
    return _unfinished(lambda m: m.duels and m.duel is None and m.request.kind == "side"
                       and m.request.player == 1)


def test_an_untouched_unfinished_match_replay_verifies(in_a_duel, between_duels):
    assert in_a_duel["current"]["answers"] == 60 and in_a_duel["current"]["events"] > 0
    assert between_duels["current"]["events"] is None
    for data in (in_a_duel, between_duels):
        assert len(run_match_replay(data).answers) == len(data["answers"])


def test_answers_cut_off_in_the_duel_in_progress_are_refused(in_a_duel):
    cut = dict(in_a_duel, answers=in_a_duel["answers"][:-5])
    with pytest.raises(ReplayError) as info:
        run_match_replay(cut)
    assert "re-runs to 55 answers" in str(info.value) and "records a duel in progress" in str(info.value)


def test_a_changed_answer_in_the_duel_in_progress_is_refused():
    """The last answer of the duel in progress changed to another legal option: the same
    number of answers, another log."""
    match = Match(*decks(), seed=21)
    agents = (RandomAgent(3), RandomAgent(4))
    while len(match.answers) < 59 or len(match.request.options) < 2:
        request = match.request
        match.answer(agents[request.player].choose(match.duel, request))
    options = len(match.request.options)
    match.answer(0)
    data = json.loads(json.dumps(match.replay_data()))
    data["answers"][-1] = options - 1
    with pytest.raises(ReplayError) as info:
        run_match_replay(data)
    assert "the unfinished match re-runs to" in str(info.value)


def test_side_deck_answers_cut_off_between_duels_are_refused(between_duels):
    """Player 1's 'done' with side-decking cut off: the re-run stands at their side request."""
    n = len(between_duels["answers"])
    cut = dict(between_duels, answers=between_duels["answers"][:-1])
    with pytest.raises(ReplayError) as info:
        run_match_replay(cut)
    assert "re-runs to %d answers and no duel in progress" % (n - 1) in str(info.value)
    assert "records no duel in progress (answers %d)" % n in str(info.value)


def test_an_unfinished_match_replay_without_its_current_record_is_refused(in_a_duel):
    bare = dict(in_a_duel)
    del bare["current"]
    with pytest.raises(ReplayError) as info:
        run_match_replay(bare)
    assert "lacks its 'current' record" in str(info.value)


def test_a_finished_match_replay_needs_no_current_record():
    match = Match(*decks(), seed=21)
    agents = (RandomAgent(3), RandomAgent(4))
    while match.request is not None:
        request = match.request
        choice = request.find(kind="side_done")[0] if request.kind == "side" else \
            agents[request.player].choose(match.duel, request)
        match.answer(choice)
    data = json.loads(json.dumps(match.replay_data()))
    assert "current" not in data
    assert run_match_replay(data).result == match.result
