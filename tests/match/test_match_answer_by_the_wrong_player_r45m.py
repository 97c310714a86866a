"""Who may answer a match's pending decision: a client that says who it answers for is
refused when the decision is the other player's, with both players named as people count
them (1 and 2), and the refusal changes nothing; so is a player that is neither 0, 1 nor
None. A deck list's bad passcode is named with the player whose Side Deck holds it."""

import pytest

from duelist.engine.duel import DeckRefusedError
from duelist.engine.protocol import IllegalAnswerError
from duelist.match import Match

from matchkit import code, decks, finish_duel, pass_option


def test_the_other_players_answer_is_refused_and_changes_nothing():
    match = Match(*decks(), seed=4501)
    request = match.request
    other = 1 - request.player
    answers = list(match.answers)
    with pytest.raises(IllegalAnswerError) as caught:
        match.answer(pass_option(request), player=other)
    assert str(caught.value) == "player %d answered, but the pending decision is player %d's" % (
        other + 1, request.player + 1)
    assert match.request is request and match.answers == answers
    match.answer(pass_option(request), player=request.player)      # its owner's answer is taken
    assert len(match.answers) == len(answers) + 1


def test_between_duels_the_play_order_is_the_previous_losers_alone():
    match = Match(*decks(), seed=4502)
    finish_duel(match, 0)
    while match.request.kind == "side":
        match.answer(match.request.find(kind="side_done")[0])
    request = match.request
    assert request.kind == "first_player" and request.player == 1      # the loser decides
    with pytest.raises(IllegalAnswerError, match="player 1 answered, but the pending decision is player 2's"):
        match.answer(request.find(kind="go_first")[0], player=0)
    assert match.request is request and match.duel is None
    match.answer(request.find(kind="go_first")[0], player=1)
    assert match.duel is not None and match.duel.first_player == 1


@pytest.mark.parametrize("player", [2, -1, True, "0"])
def test_a_player_that_is_not_0_or_1_is_refused(player):
    match = Match(*decks(), seed=4503)
    with pytest.raises(IllegalAnswerError, match="player must be 0, 1 or None"):
        match.answer(pass_option(match.request), player=player)


@pytest.mark.parametrize("p", [0, 1])
def test_a_side_deck_holding_no_passcode_names_its_player(p):
    sides = [[code("Dark Magician")], [code("Blue-Eyes White Dragon")]]
    sides[p] = ["not a card"]
    with pytest.raises(DeckRefusedError) as caught:
        Match(*decks(*sides), seed=4504)
    assert "player %d side deck, card 1" % (p + 1) in str(caught.value)
