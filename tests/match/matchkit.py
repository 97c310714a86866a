"""Helpers for the match tests: decks, a fake clock, and drivers that end duels by fiat."""

from duelist.cards.db import find_card
from duelist.deck.formats import load_deck


class FakeClock(object):
    """A clock the test moves by hand; counts how often it is read."""

    def __init__(self, start=1000.0):
        self.t = start
        self.reads = 0

    def now(self):
        self.reads += 1
        return self.t

    def advance(self, seconds):
        self.t += seconds


def code(name):
    return find_card(name).code


def decks(side0=(), side1=()):
    d0, d1 = load_deck("yugi_normals"), load_deck("kaiba_normals")
    return ({"main": d0.main, "extra": [], "side": list(side0)},
            {"main": d1.main, "extra": [], "side": list(side1)})


def pass_option(request):
    """End the turn / the Battle Phase, or the first option (coin toss, discards)."""
    found = request.find(kind="end_turn") or request.find(kind="end_battle")
    return found[0] if found else request.options[0]


def pass_until(match, done, limit=2000):
    """Answer with pass options (no attacks) until done() is true."""
    for _ in range(limit):
        if done():
            return
        match.answer(pass_option(match.request))
    raise AssertionError("the condition did not come true within %d answers" % limit)


def pass_to_turn(match, turn):
    """Pass until the running duel is in `turn` (at a decision of that turn)."""
    duel = match.duel
    pass_until(match, lambda: duel.turn >= turn and duel.request is not None)


def end_duel(match, losers):
    """End the running duel by fiat: the losers' LP drop to 0, and the next state check
    (the next Draw Phase at the latest) ends the duel."""
    duel = match.duel
    for p in losers:
        duel.set_lp(p, 0)
    pass_until(match, lambda: match.duel is not duel)


def finish_duel(match, winner):
    end_duel(match, [1 - winner])


def draw_duel(match):
    end_duel(match, [0, 1])


def keep_decks(match):
    """Every siding player keeps their deck; stops at the play-order choice."""
    while match.request is not None and match.request.kind == "side":
        match.answer(match.request.find(kind="side_done")[0])
    assert match.request.kind == "first_player"


def next_duel(match, go_first=True):
    keep_decks(match)
    match.answer(match.request.find(kind="go_first" if go_first else "go_second")[0])
