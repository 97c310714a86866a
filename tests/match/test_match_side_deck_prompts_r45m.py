"""Between duels the players are told which duel is next (seed 004 §对战前的准备工作: the
side-deck exchange and the play-order choice come before each of duels 2 and 3): the
side request names the coming duel and the size of the opponent's Side Deck, the card
taken out is named when its replacement is asked for, a cancelled exchange leaves the
deck as it was, and the play-order choice names the duel too."""

from duelist.cards.db import get_card
from duelist.match import Match

from matchkit import code, decks, finish_duel, next_duel


def test_each_side_request_names_the_duel_that_comes_next():
    harpie, alex = code("Harpie Lady"), code("Alexandrite Dragon")
    match = Match(*decks(side0=[harpie], side1=[alex, alex, alex]), seed=4530)
    for duel in (2, 3):
        finish_duel(match, duel % 2)           # 1-1 after two duels: a third is played
        request = match.request
        assert request.kind == "side" and request.prompt.startswith(
            "Duel %d is next: exchange a card with your Side Deck" % duel)
        sizes = {0: 3, 1: 1}
        assert "(your opponent's Side Deck has %d cards)" % sizes[request.player] in request.prompt
        match.answer(request.find(kind="side_done")[0])
        request = match.request
        assert request.kind == "side" and request.prompt.startswith("Duel %d is next" % duel)
        match.answer(request.find(kind="side_done")[0])
        assert match.request.kind == "first_player"
        assert match.request.prompt == "Duel %d: you decide: go first or second?" % duel
        if duel == 2:
            next_duel(match)


def test_a_cancelled_exchange_keeps_the_deck_and_asks_again():
    harpie = code("Harpie Lady")
    match = Match(*decks(side0=[harpie]), seed=4531)
    finish_duel(match, 1)
    before = [list(match.decks[0][k]) for k in ("main", "extra", "side")]
    request = match.request
    out = request.find(kind="side_out")[0]
    match.answer(out)
    asked = match.request
    taken_out = get_card(match.decks[0]["main"][0]).name     # the first option: the first card
    assert asked.prompt == "Bring in a Side Deck card for %s" % taken_out
    assert [o.kind for o in asked.options] == ["side_in", "side_cancel"]
    match.answer(asked.find(kind="side_cancel")[0])
    assert [list(match.decks[0][k]) for k in ("main", "extra", "side")] == before
    again = match.request
    assert again.kind == "side" and again.player == 0 and again.prompt.startswith("Duel 2 is next")
