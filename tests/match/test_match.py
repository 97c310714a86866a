"""Matches: seed 000 §勝負判定條件 › MATCH條件 and §副卡組; seed 004 §对战方法, §对战前的准备工作."""

import pytest

from duelist.agents import GreedyAgent, RandomAgent, play_out
from duelist.cards.db import find_card
from duelist.engine.duel import DeckRefusedError
from duelist.engine.protocol import DuelOverError, IllegalAnswerError
from duelist.match import Match
from duelist.testing.property import default_decks


def _decks(side0=(), side1=()):
    d0, d1 = default_decks()
    return ({"main": d0.main, "extra": [], "side": list(side0)},
            {"main": d1.main, "extra": [], "side": list(side1)})


def _end_duel(match, losers):
    """End the running duel by fiat: the losers' LP drop to 0, and the next state check
    (the next Draw Phase at the latest) ends the duel."""
    duel = match.duel
    for p in losers:
        duel.set_lp(p, 0)
    while match.duel is duel:
        request = match.request
        option = request.find(kind="end_turn") or request.find(kind="end_battle") or request.options
        match.answer(option[0])


def _finish_duel(match, winner):
    _end_duel(match, [1 - winner])


def _draw_duel(match):
    _end_duel(match, [0, 1])


def _keep_decks(match):
    while match.request is not None and match.request.kind == "side":
        match.answer(match.request.find(kind="side_done")[0])
    assert match.request.kind == "first_player"


def test_two_duel_wins_win_the_match():
    """seed 000 §MATCH條件: the first to win 2 duels wins the match."""
    match = Match(*_decks(), seed=1)
    _finish_duel(match, 0)
    assert match.result is None and match.wins == [1, 0]
    _keep_decks(match)
    match.answer(0)                       # the loser decides: go first
    _finish_duel(match, 0)
    assert match.result == {"winner": 0, "reason": "two_wins", "wins": [2, 0], "duels": 2}
    assert match.request is None
    with pytest.raises(DuelOverError):
        match.answer(0)


def test_one_win_and_two_draws_wins_the_match():
    """seed 000 §MATCH條件: 1 win and 2 draws wins the match."""
    match = Match(*_decks(), seed=2)
    _draw_duel(match)
    _keep_decks(match)
    match.answer(0)
    _finish_duel(match, 1)
    _keep_decks(match)
    match.answer(0)
    _draw_duel(match)
    assert match.result == {"winner": 1, "reason": "one_win_two_draws", "wins": [0, 1], "duels": 3}


def test_one_win_each_and_a_draw_is_a_drawn_match():
    """seed 004 §对战方法: 1 win, 1 draw, 1 loss is a drawn match."""
    match = Match(*_decks(), seed=3)
    _finish_duel(match, 0)
    _keep_decks(match)
    match.answer(0)
    _finish_duel(match, 1)
    _keep_decks(match)
    match.answer(0)
    _draw_duel(match)
    assert match.result == {"winner": None, "reason": "draw", "wins": [1, 1], "duels": 3}


def test_the_loser_of_the_previous_duel_decides_who_goes_first():
    """seed 004 §对战前的准备工作 4: the previous duel's loser chooses the play order."""
    match = Match(*_decks(), seed=4)
    _finish_duel(match, 1)
    _keep_decks(match)
    request = match.request
    assert request.kind == "first_player" and request.player == 0
    match.answer(request.find(kind="go_second")[0])
    assert match.duel.first_player == 1


def test_after_a_drawn_duel_the_last_chooser_decides_again():
    """Our reading where the seeds are silent: after a draw, the player who chose last decides."""
    match = Match(*_decks(), seed=5)
    toss_winner = next(e["winner"] for e in match.duel.log if e["type"] == "coin_toss")
    _draw_duel(match)
    _keep_decks(match)
    assert match.request.player == toss_winner


def test_side_deck_exchange_is_one_for_one_and_keeps_sizes():
    """seed 000 §副卡組: cards are exchanged one for one; each deck keeps its size."""
    skull = find_card("Summoned Skull").code
    match = Match(*_decks(side0=[skull]), seed=6)
    _finish_duel(match, 1)
    request = match.request
    assert request.kind == "side" and request.player == 0
    out = request.options[0]
    assert out.kind == "side_out"
    before = list(match.decks[0]["main"])
    match.answer(out)
    assert [o.kind for o in match.request.options] == ["side_in", "side_cancel"]
    match.answer(match.request.find(kind="side_in")[0])
    main = match.decks[0]["main"]
    assert len(main) == len(before) and skull in main and match.decks[0]["side"] == [before[0]]
    match.answer(match.request.find(kind="side_done")[0])      # player 0 done
    # player 1's Side Deck is empty: nothing to decide, so no request (DESIGN §2)
    assert match.request.kind == "first_player" and match.request.player == 0
    match.answer(0)   # player 0 (the loser) goes first
    assert skull in [c.data.code for c in match.duel.cards if c.owner == 0]


def test_extra_deck_cards_exchange_only_with_extra_deck_kinds():
    """seed 000 §副卡組: a Side Deck Fusion monster can only replace an Extra Deck card."""
    skull = find_card("Summoned Skull").code
    fusion = find_card("Gaia the Dragon Champion").code
    d0, _ = _decks(side0=[skull])
    d0 = dict(d0, extra=[fusion])
    _, d1 = _decks()
    match = Match(d0, d1, seed=7, check_cards=False)
    _finish_duel(match, 1)
    outs = [o for o in match.request.options if o.kind == "side_out"]
    assert outs and all(o.name.endswith("(Main Deck)") for o in outs)   # a main-deck side card


def test_side_deck_choices_are_validated():
    skull = find_card("Summoned Skull").code
    match = Match(*_decks(side0=[skull]), seed=8)
    _finish_duel(match, 0)
    answers = list(match.answers)
    with pytest.raises(IllegalAnswerError):
        match.answer(57)
    assert match.request.kind == "side" and match.answers == answers


def test_players_with_empty_side_decks_are_not_asked():
    """DESIGN §2: no prompt when nothing can be decided."""
    match = Match(*_decks(), seed=8)
    _finish_duel(match, 0)
    assert match.request.kind == "first_player" and match.request.player == 1


def test_unimplemented_side_deck_card_is_refused():
    from duelist.testing.cards import unimplemented_effect_monster
    unscripted = unimplemented_effect_monster()
    jar = unscripted.code
    with pytest.raises(DeckRefusedError) as info:
        Match(*_decks(side0=[jar]), seed=9)
    assert unscripted.name in str(info.value)


def test_matches_between_agents_finish_and_are_deterministic():
    results = []
    for _ in range(2):
        match = Match(*_decks(), seed=10)
        play_out(match, (GreedyAgent(), RandomAgent(3)))
        results.append((match.result, match.answers))
    assert results[0] == results[1] and results[0][0] is not None
