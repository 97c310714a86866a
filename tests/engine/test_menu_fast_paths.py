"""The Main Phase menu's shortcuts (docs/performance.md, issue 11: the menu looks up once per
menu what holds for every card, and remembers an Extra Deck's frames) give what a fresh
look gives: at every decision of random duels on effect decks, and in determinized copies
(which deal other cards to hidden Extra Deck places in place), the remembered frames of each
Extra Deck equal a fresh walk of it. An engine-internal check: the memo and the walk are
both private. (The frames kept per player, and what resets them, are checked move by move in
test_extra_deck_frames_kept.py.)"""

from duelist.deck.formats import load_bundled_deck
from duelist.engine import turn
from duelist.engine.determinize import Determinizer
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions

PAIRS = (("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"))


def _check_frames(duel, where):
    for p, ps in enumerate(duel.players):
        assert duel._extra_deck_frames(p) == turn._walk_extra_frames(ps.extra), where


def test_remembered_extra_deck_frames_match_a_fresh_walk():
    checked = 0
    copies = 0
    for duel, where in random_decisions(PAIRS):
        _check_frames(duel, where)
        checked += 1
        request = duel.request
        if request.kind == "idle" and len(duel.answers) % 7 == 0:
            # a determinized copy: the opponent's Extra Deck is dealt again in place
            for n in range(2):
                copy = Determinizer(duel, request.player).sample(n)
                _check_frames(copy, where + ("copy", n))
                copies += 1
    assert checked > 300 and copies > 10
