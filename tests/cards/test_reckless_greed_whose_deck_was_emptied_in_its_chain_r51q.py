"""Reckless Greed resolving after its Deck was emptied in the chain must still draw: its player
loses as it resolves, and the chain links below it never resolve (round 51q).

Seed 004 §决斗的胜利条件 2 (a player who must draw -- by a card's effect too -- with no card left
loses) and seed 000 §勝負判定條件; the duel ends at that moment, as it does for LP reaching 0 in
the middle of a chain (tests/rules/test_life_points_and_the_end_of_the_duel_r39r.py). Reckless
Greed needs 2 cards in the Deck to be activated (tests/cards/test_draw_card_deck_counts_r16g.py),
not to resolve."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table


def test_reckless_greed_after_another_drew_the_last_two_cards_loses_before_ookazi_resolves():
    """Q: my opponent has 800 LP. I activate Ookazi (800 damage), then chain both my Set Reckless
    Greeds; my Deck holds 2 cards. A: Chain Link 3 draws both; Chain Link 2 must draw 2 from an
    empty Deck: I lose there and then. Ookazi (Chain Link 1) never resolves, so it is no draw
    with my opponent at 0: my opponent wins with 800 LP."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(8000, 800))
    table.hand(0, "Ookazi")
    table.spell_trap(0, "Reckless Greed")
    table.spell_trap(0, "Reckless Greed")
    table.deck(0, ["Battle Ox"] * 2)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi")
    s.pick("activate", "Reckless Greed", player=0, request="chain", first=True)
    s.pick("activate", "Reckless Greed", player=0, request="chain", first=True)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert [e["name"] for e in of_type(duel, "chain")] == ["Ookazi", "Reckless Greed", "Reckless Greed"]
    assert len(of_type(duel, "draw")) == 2
    assert [e["player"] for e in of_type(duel, "deck_out")] == [0]
    assert of_type(duel, "damage") == [] and lp(duel) == (8000, 800)
    assert duel.result == {"winner": 1, "reason": "deck_out", "turn": 3}
    assert duel.request is None
