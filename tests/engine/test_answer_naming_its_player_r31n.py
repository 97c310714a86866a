"""An answer may name the player giving it (DESIGN §2): the deciding player, 0 or 1, is taken
whichever of the two is deciding; the other player is refused with IllegalAnswerError, whose
message names both players as the duel shows them (player 1 and player 2), and the duel is left
as it was. An Option object is taken as itself only where it is this decision's own; one
kept from an earlier decision is refused. Round 31n: mutation testing of round 30's lines (duel.py `answer`, its player test
moved into the answer's own branch)."""

import pytest

from duelist.engine.duel import Duel
from duelist.engine.events import log_bytes
from duelist.engine.protocol import IllegalAnswerError
from duelist.testing.property import default_decks


def _duel():
    d0, d1 = default_decks()
    return Duel(d0, d1, seed=1, first_player=0)


def test_the_second_player_naming_itself_at_its_own_decision_is_taken():
    """Player 0 ends the turn; the next decision is player 1's (the index 1): player 1 answers
    naming itself, and the answer is taken."""
    duel = _duel()
    duel.answer(duel.request.find(kind="end_turn")[0].id, player=0)
    while duel.request.player != 1:
        duel.answer(duel.request.options[-1].id, player=duel.request.player)
    before = len(duel.answers)
    duel.answer(duel.request.options[-1].id, player=1)
    assert len(duel.answers) == before + 1


def test_an_answer_from_the_other_player_is_refused_naming_both_players():
    """At player 0's decision (shown as player 1) an answer from player 1 (shown as player 2) is
    refused: the message says player 2 answered and the decision is player 1's."""
    duel = _duel()
    assert duel.request.player == 0
    before = log_bytes(duel.log)
    with pytest.raises(IllegalAnswerError) as refused:
        duel.answer(0, player=1)
    assert str(refused.value) == "player 2 answered, but the pending decision is player 1's"
    assert log_bytes(duel.log) == before and duel.answers == []


def test_an_option_of_an_earlier_decision_is_no_answer_to_the_next_one():
    """An Option object kept from player 0's Main Phase menu, answered at the next decision
    (where the same id is another option: another kind or another card), is refused with
    IllegalAnswerError, and the duel is left as it was."""
    duel = _duel()
    old = duel.request.options[0]
    duel.answer(duel.request.find(kind="end_turn")[0].id, player=0)
    options = duel.request.options
    assert old.id < len(options)
    now = options[old.id]
    assert (now.kind, now.card) != (old.kind, old.card)
    before, answers = log_bytes(duel.log), list(duel.answers)
    with pytest.raises(IllegalAnswerError):
        duel.answer(old)
    assert log_bytes(duel.log) == before and duel.answers == answers


def test_an_option_of_an_earlier_decision_with_an_id_past_the_end_is_refused():
    """An Option object kept from player 0's Main Phase menu, whose id is past the end of the
    next decision's options, is refused with IllegalAnswerError (not another error), and the
    duel is left as it was."""
    duel = _duel()
    old = duel.request.options[-1]
    duel.answer(duel.request.find(kind="end_turn")[0].id, player=0)
    while len(duel.request.options) > old.id:
        duel.answer(duel.request.options[-1].id)
    before, answers = log_bytes(duel.log), list(duel.answers)
    with pytest.raises(IllegalAnswerError):
        duel.answer(old)
    assert log_bytes(duel.log) == before and duel.answers == answers


def test_a_player_number_that_is_no_player_is_refused_as_such():
    """An answer naming player 2 or -1 (as indexes: no such player) is refused with the message
    that says a player is 0, 1 or None, not as the other player's answer."""
    duel = _duel()
    for player in (2, -1):
        with pytest.raises(IllegalAnswerError) as refused:
            duel.answer(0, player=player)
        assert str(refused.value) == "player must be 0, 1 or None, not %r" % (player,)
    assert duel.answers == []
