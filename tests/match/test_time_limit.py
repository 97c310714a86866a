"""The match time limit: seed 001 (001_f682c5902d633803.txt) 大會規定, 判定1-3.

判定1: time runs out during a duel: finish that turn, 3 extra turns, more LP wins,
equal LP goes to sudden death. 判定2: time runs out between duels at 1-1: an extra duel
of 4 turns at 4000 LP, then sudden death. 判定3: 1 win 0 losses when time runs out
before duel 2: that player wins. A FakeClock drives the time.
"""

import json

import pytest

from duelist.agents import GreedyAgent, RandomAgent, play_out
from duelist.engine.protocol import DuelOverError, IllegalAnswerError
from duelist.engine.replay import ReplayError
from duelist.match import Match
from duelist.match.clock import DecisionClock, WallClock, format_seconds, parse_time_limit
from duelist.match.match import run_match_replay

from matchkit import (FakeClock, code, decks, draw_duel, end_duel, finish_duel, keep_decks,
                      next_duel, pass_option, pass_to_turn, pass_until)

LIMIT = 2400     # 40 minutes


def _timed(seed, **kw):
    clock = FakeClock()
    side = kw.pop("side0", ())
    return Match(*decks(side0=side), seed=seed, clock=clock, time_limit=LIMIT, **kw), clock


def _run_out(match, clock):
    """The time runs out; the next answer (a pass) finds it so."""
    clock.advance(LIMIT)
    match.answer(pass_option(match.request))


# ------------------------------------------------------------------------- 判定1

def test_seed001_judgement1_finish_the_turn_then_3_extra_turns_then_more_lp_wins():
    """seed 001 判定1 1-4: the turn in progress is finished, then 3 extra turns; at the end
    of the 3rd the player with more LP wins the duel."""
    match, clock = _timed(seed=11)
    pass_to_turn(match, 2)
    duel, turn, n = match.duel, match.duel.turn, len(match.answers)
    _run_out(match, clock)
    assert match.time_up == {"answer": n, "duel": 1, "turn": turn}
    assert duel.turn_limit == turn + 3
    assert [e["last_turn"] for e in duel.log if e["type"] == "turn_limit"] == [turn + 3]
    duel.players[0].lp, duel.players[1].lp = 7000, 6500
    pass_to_turn(match, turn + 3)
    assert duel.result is None                       # the 3rd extra turn is played
    pass_until(match, lambda: match.duel is not duel)
    assert duel.result == {"winner": 0, "reason": "time_limit", "turn": turn + 3}
    assert match.duels[0]["reason"] == "time_limit"


def test_seed001_judgement1_equal_lp_after_the_extra_turns_goes_to_sudden_death():
    """seed 001 判定1 5 and 驟死賽中的判斷: equal LP at the end of the 3rd extra turn: play
    on; the first turn that ends with different LP decides."""
    match, clock = _timed(seed=12)
    pass_to_turn(match, 3)
    duel, turn = match.duel, match.duel.turn
    _run_out(match, clock)
    pass_to_turn(match, turn + 4)                    # LP equal (8000 each) at the end of turn+3
    assert duel.result is None
    assert [e["turn"] for e in duel.log if e["type"] == "sudden_death"] == [turn + 3]
    pass_to_turn(match, turn + 5)                    # nothing changed in turn+4: still on
    assert duel.result is None
    duel.players[1].lp -= 100                        # an LP change in turn+5
    pass_until(match, lambda: match.duel is not duel)
    assert duel.result == {"winner": 0, "reason": "sudden_death", "turn": turn + 5}


def test_seed001_judgement1_a_duel_that_ends_by_lp_zero_during_the_extra_turns_stands():
    """seed 001 判定1 2: extra turns apply only if the duel is not decided by then."""
    match, clock = _timed(seed=13)
    pass_to_turn(match, 2)
    _run_out(match, clock)
    finish_duel(match, 1)
    assert match.duels[0]["reason"] == "lp" and match.duels[0]["winner"] == 1


def test_time_running_out_at_the_coin_toss_still_gives_3_extra_turns():
    """seed 001 判定1: before turn 1 (turn 0), the extra turns are turns 1-3."""
    match, clock = _timed(seed=14)
    assert match.request.kind == "first_player" and match.duel is not None
    _run_out(match, clock)
    assert match.duel.turn_limit == 3


def test_seed001_judgement1_then_judgement2_one_all_after_extra_turns_means_an_extra_duel():
    """seed 001 判定1 (last line): extra turns leaving the score at 1-1 go to 判定2, the
    extra duel; no more siding (the interval is part of the 40 minutes)."""
    skull = code("Summoned Skull")
    match, clock = _timed(seed=15, side0=[skull])
    finish_duel(match, 0)
    next_duel(match)
    pass_to_turn(match, 3)
    duel2, turn = match.duel, match.duel.turn
    _run_out(match, clock)
    assert duel2.turn_limit == turn + 3
    finish_duel(match, 1)                            # 1-1
    request = match.request
    assert request.kind == "first_player" and request.player == 0   # no side request for player 0
    assert "extra duel" in request.prompt
    match.answer(request.find(kind="go_second")[0])
    extra = match.duel
    assert match.extra_duel and extra.first_player == 1
    assert [p.lp for p in extra.players] == [4000, 4000] and extra.turn_limit == 4
    pass_to_turn(match, 4)
    extra.players[0].lp = 3000
    pass_until(match, lambda: match.duel is not extra)
    assert extra.result == {"winner": 1, "reason": "time_limit", "turn": 4}
    assert match.result == {"winner": 1, "reason": "extra_duel", "wins": [1, 2], "duels": 3}
    assert match.duels[-1]["extra_duel"] is True


# ------------------------------------------------------------------------- 判定2

def _one_all(seed, side0=()):
    match, clock = _timed(seed=seed, side0=side0)
    finish_duel(match, 0)
    next_duel(match)
    finish_duel(match, 1)
    return match, clock


def test_seed001_judgement2_time_out_while_siding_at_one_all_means_an_extra_duel_of_4_turns_at_4000_lp():
    """seed 001 判定2 1: time runs out during the deck adjustment at 1-1: an extra duel,
    4000 LP, 4 turns, more LP at the end of turn 4 wins the match. The side answer that
    came too late is not taken."""
    skull = code("Summoned Skull")
    match, clock = _one_all(seed=21, side0=[skull])
    assert match.request.kind == "side" and match.request.player == 0
    before, deck = list(match.answers), [list(match.decks[0][k]) for k in ("main", "side")]
    clock.advance(LIMIT)
    match.answer(match.request.find(kind="side_out")[0])
    assert match.answers == before and [match.decks[0][k] for k in ("main", "side")] == deck
    assert match.time_up == {"answer": len(before), "duel": 3, "turn": None}
    assert match.request.kind == "first_player" and match.request.player == 0   # duel 2's loser
    match.answer(match.request.find(kind="go_first")[0])
    extra = match.duel
    assert extra.rules.starting_lp == 4000 and extra.turn_limit == 4 and extra.first_player == 0
    pass_to_turn(match, 4)
    extra.players[1].lp = 3500
    pass_until(match, lambda: match.result is not None)
    assert extra.result["reason"] == "time_limit" and extra.result["turn"] == 4
    assert match.result == {"winner": 0, "reason": "extra_duel", "wins": [2, 1], "duels": 3}


def test_seed001_judgement2_extra_duel_tied_after_4_turns_goes_to_sudden_death():
    """seed 001 判定2 2: equal LP at the end of the extra duel's 4th turn: sudden death."""
    match, clock = _one_all(seed=22)
    clock.advance(LIMIT)
    match.answer(match.request.find(kind="go_second")[0])   # the choice still stands: taken
    extra = match.duel
    assert extra.first_player == 1 and extra.turn_limit == 4
    pass_to_turn(match, 5)
    assert extra.result is None
    assert [e["turn"] for e in extra.log if e["type"] == "sudden_death"] == [4]
    extra.players[0].lp -= 50
    pass_until(match, lambda: match.result is not None)
    assert extra.result == {"winner": 1, "reason": "sudden_death", "turn": 5}
    assert match.result["winner"] == 1 and match.result["reason"] == "extra_duel"


def test_time_out_with_no_win_yet_means_an_extra_duel():
    """seed 001 判定2, our reading: time out after a drawn duel 1 (0-0) also goes to the
    extra duel (nobody has a win to be given the match by 判定3)."""
    match, clock = _timed(seed=23)
    draw_duel(match)
    keep_decks(match)
    clock.advance(LIMIT)
    match.answer(0)
    assert match.extra_duel and match.duel.players[0].lp == 4000


def test_a_drawn_extra_duel_is_a_drawn_match():
    """Our reading: the extra duel decides the match; if both lose at once, nobody wins."""
    match, clock = _one_all(seed=24)
    clock.advance(LIMIT)
    match.answer(0)
    draw_duel(match)
    assert match.result == {"winner": None, "reason": "extra_duel", "wins": [1, 1], "duels": 3}


# ------------------------------------------------------------------------- 判定3

def test_seed001_judgement3_one_win_no_loss_when_time_runs_out_before_duel_2_wins():
    """seed 001 判定3: 1 win 0 losses when time runs out before duel 2: that player wins;
    the late play-order answer is not taken."""
    match, clock = _timed(seed=31)
    finish_duel(match, 1)
    keep_decks(match)
    before = list(match.answers)
    clock.advance(LIMIT)
    match.answer(match.request.find(kind="go_first")[0])
    assert match.result == {"winner": 1, "reason": "time_limit_lead", "wins": [0, 1], "duels": 1}
    assert match.answers == before and match.duel is None and match.request is None
    with pytest.raises(DuelOverError):
        match.answer(0)


def test_seed001_judgement3_also_after_a_duel_1_decided_by_extra_turns():
    """seed 001 判定1 then 判定3: duel 1 decided by the extra turns leaves 1-0 with the
    time over: the winner wins the match (duel 2 cannot start)."""
    match, clock = _timed(seed=32)
    pass_to_turn(match, 2)
    turn = match.duel.turn
    _run_out(match, clock)
    match.duel.players[1].lp = 100
    pass_until(match, lambda: match.result is not None)
    assert match.duels[0]["reason"] == "time_limit" and match.duels[0]["turn"] == turn + 3
    assert match.result == {"winner": 0, "reason": "time_limit_lead", "wins": [1, 0], "duels": 1}


def test_one_win_and_a_draw_when_time_runs_out_before_duel_3_wins():
    """seed 001 判定3, our reading: 1 win, 0 losses and a draw also wins (1W2D would)."""
    match, clock = _timed(seed=33)
    finish_duel(match, 0)
    next_duel(match)
    draw_duel(match)
    keep_decks(match)
    clock.advance(LIMIT)
    match.answer(0)
    assert match.result == {"winner": 0, "reason": "time_limit_lead", "wins": [1, 0], "duels": 2}


def test_time_out_in_duel_3_is_scored_as_three_duels():
    """seed 001 判定1 then seed 004 §对战方法: a third duel decided on extra turns makes 2-1,
    and a drawn one (both lose at once) makes 1W1D1L, a drawn match, not an extra duel."""
    for loser, expected in (([1], {"winner": 0, "reason": "two_wins", "wins": [2, 1], "duels": 3}),
                            ([0, 1], {"winner": None, "reason": "draw", "wins": [1, 1], "duels": 3})):
        match, clock = _one_all(seed=34)
        next_duel(match)
        pass_to_turn(match, 2)
        _run_out(match, clock)
        end_duel(match, loser)
        assert match.result == expected


# ------------------------------------------------------------------- the clock

def test_the_clock_is_read_once_at_the_start_and_once_per_answer_until_time_is_up():
    match, clock = _timed(seed=41)
    assert clock.reads == 1
    pass_to_turn(match, 2)
    assert clock.reads == 1 + len(match.answers)
    _run_out(match, clock)
    reads = clock.reads
    pass_to_turn(match, 4)
    assert clock.reads == reads
    untimed_clock = FakeClock()
    untimed = Match(*decks(), seed=41, clock=untimed_clock)
    pass_to_turn(untimed, 3)
    assert untimed_clock.reads == 0 and untimed.time_left() is None


def test_an_illegal_answer_after_the_time_ran_out_changes_nothing():
    match, clock = _timed(seed=42)
    finish_duel(match, 0)
    keep_decks(match)
    clock.advance(LIMIT)
    with pytest.raises(IllegalAnswerError):
        match.answer(9)
    assert match.time_up is None and match.result is None


def test_time_left_counts_down_and_call_time_is_once():
    match, clock = _timed(seed=43)
    clock.advance(400)
    assert match.time_left() == 2000
    assert match.call_time() is True and match.call_time() is False
    assert match.time_left() == 0 and match.duel.turn_limit == 3


def test_bad_clock_and_bad_time_limit_are_clear_errors():
    for limit in (60, None):
        with pytest.raises(ValueError, match="now\\(\\) method"):
            Match(*decks(), clock=object(), time_limit=limit)
    with pytest.raises(ValueError, match="must return seconds"):
        Match(*decks(), clock=type("C", (), {"now": lambda self: "noon"})(), time_limit=60)
    for bad in ("40m", 0, -5, True):
        with pytest.raises(ValueError, match="time_limit must be a number of seconds"):
            Match(*decks(), time_limit=bad)


def test_parse_time_limit_reads_seconds_minutes_and_hours():
    assert parse_time_limit("40m") == 2400 and parse_time_limit("90s") == 90
    assert parse_time_limit("2400") == 2400 and parse_time_limit("1h30m") == 5400
    assert parse_time_limit(" 2m30s ") == 150 and parse_time_limit("1.5m") == 90
    for bad in ("", "40x", "m", "30s40m", "0", "0m", "-5", "40 m s"):
        with pytest.raises(ValueError):
            parse_time_limit(bad)
    assert format_seconds(2400) == "40m" and format_seconds(5430) == "1h30m30s"


def test_wall_and_decision_clocks():
    assert isinstance(WallClock().now(), float)
    match = Match(*decks(), seed=44, clock=DecisionClock(), time_limit=5)
    assert match.clock.now() == 0
    for _ in range(5):
        match.answer(pass_option(match.request))
    assert match.time_up is None and match.clock.now() == 5 and match.time_left() == 0
    match.answer(pass_option(match.request))          # the 6th decision finds 5 "seconds" gone
    assert match.time_up["answer"] == 5


# ------------------------------------------------------------------- replays

def _agent_match(seed, limit):
    match = Match(*decks(), seed=seed, clock=DecisionClock(), time_limit=limit)
    play_out(match, (GreedyAgent(), RandomAgent(seed)))
    return match


def _replays_exactly(match):
    data = json.loads(json.dumps(match.replay_data()))
    again = run_match_replay(data)
    assert again.result == match.result and again.answers == match.answers
    assert again.duels == match.duels and again.time_up == match.time_up
    return data


def test_replay_reproduces_a_match_whose_time_ran_out_during_a_duel():
    """seed 001 判定1: the replay records when time was called and re-runs it without a clock."""
    match = _agent_match(seed=51, limit=60)
    assert match.time_up["answer"] == 60 and match.duels[0]["reason"] in ("time_limit", "sudden_death", "lp")
    data = _replays_exactly(match)
    assert data["time_up"]["answer"] == 60 and data["time_limit"] == 60


def _judged_match(seed, when):
    """Random agents; a judge calls time after the first decision where when(match) holds."""
    match = Match(*decks(), seed=seed)

    def judge(game, request, option):
        if game.result is None and game.time_up is None and when(game):
            game.call_time()
    play_out(match, (RandomAgent(seed), RandomAgent(seed + 1000)), on_decision=judge)
    return match


def test_replay_reproduces_an_extra_duel_and_a_time_out_between_duels():
    """seed 001 判定2 and 判定3 through replays, including time called after the last answer."""
    for seed in range(1, 60):       # the first seed whose duels 1 and 2 split 1-1
        match = _judged_match(seed, lambda m: m.duel is None and m.wins == [1, 1])
        if match.duels[-1]["extra_duel"]:
            break
    assert match.duels[-1]["extra_duel"] and match.result["reason"] == "extra_duel"
    _replays_exactly(match)
    match = _judged_match(3, lambda m: m.duel is None and len(m.duels) == 1 and m.wins != [0, 0])
    assert match.result["reason"] == "time_limit_lead"
    assert match.time_up["answer"] == len(match.answers)
    _replays_exactly(match)


def test_a_replay_with_the_time_call_moved_or_dropped_is_refused():
    match = _agent_match(seed=51, limit=60)
    # moved to answer 70: a later point of the duel (moving it across answers that log
    # nothing, such as the zone choices just before answer 60's summon, replays the same duel)
    for time_up in (None, {"answer": 70}, {"answer": 10 ** 6}, {"answer": "x"}):
        data = json.loads(json.dumps(match.replay_data()))
        data["time_up"] = time_up
        with pytest.raises(ReplayError):
            run_match_replay(data)
