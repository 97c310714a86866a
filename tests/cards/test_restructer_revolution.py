"""Restructer Revolution (99518961), Normal Spell: the opponent takes 200 damage for each card in
their hand.

Sources, read in our words: yugioh-wiki.net 《革命》 (the OCG text: 200 damage times the number of cards in
the opponent's hand, counted as it resolves, so a card drawn in answer counts); the 2005-era text does
the same, no ERAS entry. With the opponent's hand empty it is not activated: our reading (it would do
nothing). Trap of Board Eraser's text: effect damage to its player is negated and the damaging
player discards 1 (tests/cards/test_trap_of_board_eraser.py)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

RR = "Restructer Revolution"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(opp_hand, setup=None, my_hand=()):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, RR, *my_hand)
    if opp_hand:
        table.hand(1, *opp_hand)
    table.deck(1, ["Battle Ox"] * 4)
    if setup:
        setup(table)
    duel = table.build()
    return duel, Script(duel)


def test_restructer_revolution_200_per_card_in_the_opponents_hand():
    """Q: my opponent holds 4 cards; I activate Restructer Revolution. A: they take 800."""
    duel, s = _table(["Battle Ox", "Mystical Elf", "Celtic Guardian", "Pot of Greed"])
    s.pick("activate", RR, request="idle")
    _pass(duel, s)
    assert lp(duel) == (8000, 7200) and grave(duel, 0) == [RR]


def test_restructer_revolution_not_with_an_empty_hand():
    """Q: my opponent's hand is empty. May I activate Restructer Revolution? A: no (our reading)."""
    duel, s = _table([])
    assert not s.has("activate", RR)


def test_restructer_revolution_counts_the_hand_as_it_resolves():
    """Q: my opponent holds 2 cards; they chain Reckless Greed to my Restructer Revolution and draw 2.
    A: 4 cards as it resolves: they take 800."""
    duel, s = _table(["Battle Ox", "Mystical Elf"], setup=lambda t: t.spell_trap(1, "Reckless Greed"))
    s.pick("activate", RR, request="idle")
    s.pick("activate", "Reckless Greed", player=1, request="chain")
    _pass(duel, s)
    assert len(hand(duel, 1)) == 4 and lp(duel) == (8000, 7200)


def test_restructer_revolution_against_trap_of_board_eraser():
    """Q: my opponent holds 3 cards and has a Set Trap of Board Eraser; they chain it to my Restructer
    Revolution (I hold Battle Ox). A: they take no damage and I discard 1 card of my choice (Battle
    Ox)."""
    duel, s = _table(["Battle Ox", "Mystical Elf", "Celtic Guardian"], my_hand=("Battle Ox",),
                     setup=lambda t: t.spell_trap(1, "Trap of Board Eraser"))
    s.pick("activate", RR, request="idle")
    s.pick("activate", "Trap of Board Eraser", player=1, request="chain")
    while duel.request.kind in ("select", "discard"):
        s.pick(duel.request.options[0].kind, "Battle Ox", player=0)
    _pass(duel, s)
    assert lp(duel) == (8000, 8000)
    assert hand(duel, 0) == [] and sorted(grave(duel, 0)) == ["Battle Ox", RR]
