"""Conceding in a Match (Match.concede): Konami's tournament policy lets a player concede a
duel or the whole Match at any moment before its result is decided. A conceded duel counts as
a duel that player lost (seed 004 §对战方法: the first to win 2 duels wins the Match; the loser
of a duel decides who goes first in the next, seed 004 §对战前的准备工作 4); a conceded Match
ends at once. A match replay records each concession and re-runs to the same duels."""

import json

import pytest

from duelist.engine.protocol import DuelOverError
from duelist.engine.replay import ReplayError
from duelist.match import Match
from duelist.match.match import run_match_replay

from matchkit import FakeClock, decks, finish_duel, keep_decks, next_duel, pass_option, pass_to_turn


def _match(seed=5, **kw):
    return Match(*decks(), seed=seed, **kw)


def test_a_conceded_duel_is_lost_and_the_match_goes_on_to_side_decking():
    """Q: in duel 1, player 2 concedes the duel. A: player 1 wins duel 1 (reason "concede");
    the Match is not over: the players side deck, and player 2, who lost, decides who goes
    first in duel 2."""
    match = _match()
    pass_to_turn(match, 2)
    match.concede(1)
    assert match.result is None
    assert [(d["winner"], d["reason"]) for d in match.duels] == [(0, "concede")]
    keep_decks(match)
    assert match.request.kind == "first_player" and match.request.player == 1


def test_conceding_a_second_duel_after_losing_one_loses_the_match():
    """Q: player 1 lost duel 1 and concedes duel 2. A: player 2 has two wins: the Match is
    theirs by the score ("two_wins"), as after any second lost duel."""
    match = _match()
    finish_duel(match, 1)
    next_duel(match)
    match.concede(0)
    assert match.result == {"winner": 1, "reason": "two_wins", "wins": [0, 2], "duels": 2}


def test_conceding_the_match_ends_it_at_once_with_the_duel_in_progress():
    """Q: player 1 won duel 1; in duel 2 player 1 concedes the whole Match. A: duel 2 is
    recorded as conceded, and the Match ends: player 2 wins it (reason "concede") whatever
    the score was."""
    match = _match()
    finish_duel(match, 0)
    next_duel(match)
    match.concede(0, match=True)
    assert [d["reason"] for d in match.duels][-1] == "concede"
    assert match.result == {"winner": 1, "reason": "concede", "wins": [1, 1], "duels": 2}
    assert match.request is None
    with pytest.raises(DuelOverError):
        match.concede(1)


def test_a_concession_between_duels_concedes_the_match():
    """Q: after duel 1, while its loser decides who goes first in duel 2, the winner of duel 1
    concedes. A: there is no duel to concede: the Match is conceded, its opponent wins."""
    match = _match()
    finish_duel(match, 0)
    assert match.duel is None and match.request.kind == "first_player"
    match.concede(0)
    assert match.result["winner"] == 1 and match.result["reason"] == "concede"
    assert match.concessions == [[len(match.answers), 0, "match", 0]]


@pytest.mark.parametrize("player, whole", [(2, False), (None, False), (True, False), (0, "yes")])
def test_a_concession_names_player_0_or_1_and_match_true_or_false(player, whole):
    match = _match()
    request = match.request
    with pytest.raises(ValueError):
        match.concede(player, match=whole)
    assert match.result is None and match.request is request and match.concessions == []


def _played_with_concessions():
    match = _match(seed=9)
    pass_to_turn(match, 3)
    match.concede(1)                # duel 1 conceded
    next_duel(match, go_first=False)
    pass_to_turn(match, 2)
    match.concede(0, match=True)    # then the Match
    return match


def test_a_match_replay_with_concessions_re_runs_to_the_same_duels():
    match = _played_with_concessions()
    data = json.loads(json.dumps(match.replay_data()))
    assert [c[1:] for c in data["concessions"]] == [[1, "duel", 0], [0, "match", 0]]
    again = run_match_replay(data)
    assert again.result == match.result
    assert [d["log_sha256"] for d in again.duels] == [d["log_sha256"] for d in match.duels]


def test_a_match_replay_whose_concessions_were_dropped_or_changed_is_refused():
    match = _played_with_concessions()
    data = json.loads(json.dumps(match.replay_data()))
    with pytest.raises(ReplayError):
        run_match_replay(dict(data, concessions=[]))
    first, second = data["concessions"]
    with pytest.raises(ReplayError):
        run_match_replay(dict(data, concessions=[first, [second[0], 1, "match", 0]]))
    for bad in ([second, first], [[first[0], 1, "game", 0]], [[len(data["answers"]) + 1, 0, "duel", 0]], "x"):
        with pytest.raises(ReplayError, match="concession"):
            run_match_replay(dict(data, concessions=bad))


def test_a_concession_after_time_was_called_replays_in_that_order():
    """Q: in a timed Match, time runs out in duel 1 (3 extra turns), and then player 2
    concedes that duel. A: player 1 wins duel 1; time is up, so by 判定3 (seed 001: one win
    and no loss when time is up) player 1 wins the Match; the replay re-runs the same."""
    clock = FakeClock()
    match = _match(seed=13, clock=clock, time_limit=2400)
    pass_to_turn(match, 2)
    clock.advance(2400)
    match.answer(pass_option(match.request))
    assert match.time_up is not None
    match.concede(1)
    assert match.result == {"winner": 0, "reason": "time_limit_lead", "wins": [1, 0], "duels": 1}
    assert match.concessions[0][3] == 1
    data = json.loads(json.dumps(match.replay_data()))
    again = run_match_replay(data)
    assert again.result == match.result
    assert again.duels[0]["log_sha256"] == match.duels[0]["log_sha256"]
