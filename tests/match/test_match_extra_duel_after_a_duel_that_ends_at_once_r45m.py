"""Time called while the first duel's play order is chosen, and that duel ends at once in a
draw (both players deck out on the opening hand: two empty decks): no one has a win, so
an extra duel decides the match (seed 001 判定2), and its play-order question is the
match's, naming the extra duel, not the finished duel's coin-toss question left over."""

from duelist.match import Match


def test_the_extra_duels_play_order_question_names_the_extra_duel():
    empty = {"main": [], "extra": [], "side": []}
    match = Match(dict(empty), dict(empty), seed=1, time_limit=2400)
    toss = match.request
    assert toss.kind == "first_player" and match.duel is not None
    assert match.call_time() is True
    match.answer(toss.find(kind="go_first")[0])
    assert match.duel is None and match.duels[0]["winner"] is None and match.result is None
    request = match.request
    assert request is not toss and request.kind == "first_player" and request.player == toss.player
    assert request.prompt == "the extra duel (4 turns, 4000 LP): you decide: go first or second?"
