"""Match results, registered decks, Side Deck sizes, match wins by card.

seed 004 (004_8c65072812d66f33.txt) §对战方法 and §对战前的准备工作; seed 001
(001_f682c5902d633803.txt) 大會規定 › 關於Deck and Duel的順序.
"""

import json

import pytest

from duelist.engine import state as S
from duelist.engine.duel import DeckRefusedError, _DuelEnded
from duelist.match import Match
from duelist.match.match import MatchError, run_match_replay

from matchkit import code, decks, draw_duel, finish_duel, keep_decks, next_duel, pass_until


def _play(match, outcomes):
    """Play duels with the given outcomes: 0 or 1 (that player wins) or None (a draw)."""
    for n, outcome in enumerate(outcomes):
        if n:
            next_duel(match)
        if outcome is None:
            draw_duel(match)
        else:
            finish_duel(match, outcome)
    return match.result


# ------------------------------------------------------------- seed 004 §对战方法

@pytest.mark.parametrize("outcomes", [(0, None, None), (None, 0, None), (None, None, 0)])
def test_seed004_one_win_and_two_draws_wins_the_match_in_any_order(outcomes):
    """seed 004 §对战方法: 1胜2平的时候视作1胜者获胜."""
    assert _play(Match(*decks(), seed=61), outcomes) == {
        "winner": 0, "reason": "one_win_two_draws", "wins": [1, 0], "duels": 3}


@pytest.mark.parametrize("outcomes", [(0, None, 1), (None, 1, 0), (1, 0, None)])
def test_seed004_one_win_one_draw_one_loss_is_a_drawn_match_in_any_order(outcomes):
    """seed 004 §对战方法: 1胜1平1负的场合视作平."""
    assert _play(Match(*decks(), seed=62), outcomes) == {
        "winner": None, "reason": "draw", "wins": [1, 1], "duels": 3}


def test_seed004_three_draws_is_a_drawn_match_and_two_wins_end_it_early():
    """seed 004 §对战方法: 先胜2场决斗的就被视作是胜者."""
    assert _play(Match(*decks(), seed=63), (None, None, None))["reason"] == "draw"
    result = _play(Match(*decks(), seed=64), (1, 0, 1))
    assert result == {"winner": 1, "reason": "two_wins", "wins": [1, 2], "duels": 3}


# ------------------------------------------------------ match win by a card effect

def _win_by_card(match, winner):
    """A card's win condition that wins the match (Victory Dragon, once scripted): the
    duel ends at the next End Phase with {"match_win": True} in its result."""
    duel = match.duel

    def victory(d):
        d.result = {"winner": winner, "reason": "card", "turn": d.turn, "match_win": True}
        d.stage = S.STAGE_OVER
        raise _DuelEnded()
    duel.hooks["end_phase"] = [victory]
    pass_until(match, lambda: match.duel is not duel)


def test_seed004_a_duel_won_with_match_win_wins_the_whole_match_at_once():
    """seed 004 §对战方法 (胜利龙): a duel result with "match_win" gives its winner the match,
    here at 1-1 after the first duel was lost."""
    match = Match(*decks(), seed=65)
    finish_duel(match, 0)
    next_duel(match)
    _win_by_card(match, 1)
    assert match.result == {"winner": 1, "reason": "match_win_by_card", "wins": [1, 1], "duels": 2}
    assert match.request is None and match.duels[-1]["match_win"] is True
    assert match.duels[-1]["reason"] == "card"


def test_match_win_in_duel_1_ends_the_match_and_a_drawn_duel_cannot_carry_it():
    match = Match(*decks(), seed=66)
    _win_by_card(match, 0)
    assert match.result["reason"] == "match_win_by_card" and match.result["duels"] == 1
    match = Match(*decks(), seed=67)
    _win_by_card(match, None)
    assert match.result is None and match.request.kind == "first_player"


# ------------------------------------------------ registered decks, next round

def _sided_match(seed=68):
    skull, gaia = code("Summoned Skull"), code("Gaia The Fierce Knight")
    match = Match(*decks(side0=[skull], side1=[gaia, gaia]), seed=seed)
    finish_duel(match, 1)
    request = match.request
    assert request.kind == "side" and request.player == 0
    match.answer(request.find(kind="side_out")[0])
    match.answer(match.request.find(kind="side_in")[0])
    return match, skull


def test_seed001_next_round_restores_the_registered_decks():
    """seed 001 大會規定 › 關於Deck: cards sided in a round go back before the next round;
    no siding before the first duel of a round."""
    match, skull = _sided_match()
    registered = match.registered_decks()
    assert skull in match.decks[0]["main"] and registered[0]["side"] == [skull]
    with pytest.raises(MatchError, match="not over"):
        match.next_round()
    keep_decks(match)
    match.answer(0)
    finish_duel(match, 1)
    assert match.result["winner"] == 1
    nxt = match.next_round()
    assert nxt.decks == registered and nxt.seed == match.seed + 1 and nxt.duels == []
    assert nxt.duel is not None and nxt.request is nxt.duel.request      # duel 1: no siding
    assert match.next_round(seed=99).seed == 99
    nxt.registered_decks()[0]["main"].clear()                              # copies only
    assert nxt.registered_decks() == registered


def test_seed001_a_deck_with_a_card_outside_the_registered_list_is_refused():
    """seed 001 大會規定 › 關於Deck: 除了deck表里面所記載的卡片之外，其他的卡是不能使用."""
    match, _ = _sided_match()
    keep_decks(match)
    dragon = code("Blue-Eyes White Dragon")
    match.decks[0]["main"][0] = dragon
    answers = list(match.answers)
    with pytest.raises(DeckRefusedError, match="Blue-Eyes White Dragon .*not in the registered"):
        match.answer(0)
    assert match.answers == answers and match.duel is None


def test_seed001_a_deck_whose_section_sizes_changed_is_refused():
    """seed 000 §副卡組: exchanges are one for one; each section keeps its size."""
    match, _ = _sided_match()
    keep_decks(match)
    match.decks[1]["main"].append(match.decks[1]["side"].pop())
    with pytest.raises(DeckRefusedError, match="player 2's Main Deck has 41 cards; 40 are registered"):
        match.answer(0)


def test_seed004_each_player_sees_the_size_of_the_other_side_deck_never_its_cards():
    """seed 004 §对战前的准备工作 3 (确认对手的SIDE DECK的张数), seed 001 Duel的順序 2."""
    harpie, alex = code("Harpie Lady"), code("Alexandrite Dragon")
    match = Match(*decks(side0=[harpie], side1=[alex, alex]), seed=69)
    for player, mine, theirs in ((0, harpie, alex), (1, alex, harpie)):
        view = match.view(player)
        assert view["side_decks"] == [1, 2]
        assert mine in view["my_deck"]["side"] and str(theirs) not in json.dumps(view)
    spectator = match.view(None)
    assert spectator["side_decks"] == [1, 2] and "my_deck" not in spectator
    assert str(harpie) not in json.dumps(spectator) and str(alex) not in json.dumps(spectator)
    finish_duel(match, 1)
    request = match.request
    assert request.kind == "side" and request.player == 0
    assert "your opponent's Side Deck has 2 cards" in request.prompt
    mine, theirs = json.dumps(match.view(0)), json.dumps(match.view(1))
    assert str(harpie) in mine and "Alexandrite" not in mine and str(alex) not in mine
    assert "request" not in match.view(1) and "Harpie" not in theirs and str(harpie) not in theirs


def test_a_sided_match_replays_from_the_registered_decks():
    """Random agents side cards in and out; the replay starts from the registered decks."""
    from duelist.agents import RandomAgent, play_out
    harpie, alex = code("Harpie Lady"), code("Alexandrite Dragon")
    for seed in range(1, 40):
        match = Match(*decks(side0=[harpie, alex], side1=[alex]), seed=seed)
        play_out(match, (RandomAgent(seed), RandomAgent(seed + 7)))
        if match.decks != match.registered_decks():
            break
    assert match.decks != match.registered_decks()
    data = json.loads(json.dumps(match.replay_data()))
    assert data["decks"] == match.registered_decks()
    again = run_match_replay(data)
    assert again.decks == match.decks and again.duels == match.duels and again.result == match.result
