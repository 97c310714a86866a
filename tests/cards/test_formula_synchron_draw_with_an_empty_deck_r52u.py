"""Formula Synchron's "you can draw 1 card" when it is Synchro Summoned cannot be activated while
its player's Deck is empty (round 52u).

yugioh-wiki.net 「デッキ切れ」: with no card in your Deck, a card or effect that would have you draw
cannot be activated -- it would do nothing (空撃ち) -- as Pot of Greed and Upstart Goblin cannot
(tests/cards/test_draw_card_deck_counts_r16g.py); only a mandatory effect forces the draw
(tests/cards/test_dekoichi_the_battlechanted_locomotive_flipped_with_an_empty_deck_r52u.py).
Formula Synchron's draw is optional (yugioh-wiki.net 《フォーミュラ・シンクロン》: "you can"), so
with an empty Deck it is not offered, and its player cannot lose the duel by choosing it. Seed
000 §勝負判定條件 (a draw from an empty Deck loses)."""

import pytest

from duelist.testing.reads import hand, of_type
from duelist.testing.scenario import Script, Table


def _synchro_summon_formula_synchron(deck):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Effect Veiler")                 # Level 1 Tuner
    table.monster(0, "Kuriboh")                       # Level 1
    table.extra(0, "Formula Synchron")
    table.deck(0, deck)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Formula Synchron")
    s.pick("option", "Attack Position", request="option")
    return duel, s


def test_with_an_empty_deck_the_draw_is_not_offered_and_the_duel_goes_on():
    """Q: I Synchro Summon Formula Synchron with an empty Deck. May I activate its draw? A: no --
    there is no card to draw: I am not asked, nothing is chained, and I am back at my Main
    Phase, not having lost."""
    duel, s = _synchro_summon_formula_synchron([])
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert duel.result is None
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert of_type(duel, "chain") == [] and of_type(duel, "deck_out") == []
    assert [c.name for c in duel.monsters(0)] == ["Formula Synchron"]


def test_with_one_card_in_the_deck_the_draw_is_offered_and_draws_it():
    """Q: the same with 1 card in my Deck. A: I may activate the draw; I draw that card, and an
    empty Deck afterwards is no loss."""
    duel, s = _synchro_summon_formula_synchron(["Celtic Guardian"])
    s.pick("yes", request="yes_no", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 0) == ["Celtic Guardian"] and len(duel.players[0].deck) == 0
    assert duel.result is None and duel.request.kind == "idle"
