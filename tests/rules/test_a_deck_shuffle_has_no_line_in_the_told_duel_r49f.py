"""The duel told line by line (duelist/engine/text.py `describe`, what `duelist duel` and the
terminal print) leaves out the bookkeeping: each player's Deck shuffled at the start of the
duel (seed 004 §对战前的准备工作 1-2: each Deck is shuffled before the opening hands are drawn) is in the
log as a `shuffle` event but has no line of its own; the duel's lines run from "Duel begins"
straight to who goes first and the draws.
Round 49f: text.py `describe` without its `shuffle` case told each shuffle as a raw
"shuffle {...}" line."""

from duelist.cards.db import find_card
from duelist.engine.duel import Duel
from duelist.engine.text import describe


def test_the_opening_shuffles_are_in_the_log_but_have_no_line():
    deck = [find_card("Battle Ox").code] * 40
    duel = Duel(deck, deck, rules="GOAT", seed=3, first_player=0)
    opening = duel.log[:5]
    assert [e["type"] for e in opening] == ["duel_start", "shuffle", "shuffle", "first_player", "draw"]
    lines = [describe(e, 0, ["You", "Opponent"]) for e in opening]
    assert lines == ["Duel begins (GOAT rules, 8000 LP each)", None, None, "You go first", "You draw Battle Ox"]
