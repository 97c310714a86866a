"""Delinquent Duo discards from the hand as it is when the card resolves (round 52y).

The card's own text (in short): pay 1000 LP (the cost); your opponent discards 1 random card, and
1 more card of their choice. The LP are paid at activation whatever happens later; the hand is
read at resolution (seed 000 §效果分類, our reading): a card that came to it in the chain can be
discarded, and with a single card only the random discard happens."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _duo(p1_hand, with_evacuation):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Delinquent Duo")
    table.hand(1, *p1_hand)
    if with_evacuation:
        table.monster(1, "Battle Ox")
        table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Delinquent Duo", request="idle")
    if duel.request.player == 0 and duel.request.kind == "chain":
        s.pick("pass", player=0, request="chain")
    return duel, s


def test_a_card_returned_to_the_hand_in_the_chain_is_discarded_too():
    """Q: my opponent has one card in hand, Celtic Guardian, when I activate Delinquent Duo; they
    chain Compulsory Evacuation Device and return their Battle Ox to the hand. A: at resolution
    their hand holds two cards: one goes at random, the other by their choice: both are discarded.
    I paid 1000 LP."""
    duel, s = _duo(["Celtic Guardian"], with_evacuation=True)
    s.pick("activate", "Compulsory Evacuation Device", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", player=1, request="select")     # their choice: the one card the random pick left
    assert hand(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian", "Compulsory Evacuation Device"]
    assert lp(duel) == (7000, 8000)
    discards = [e["name"] for e in of_type(duel, "to_grave") if e["reason"] == "discard_effect"]
    assert sorted(discards) == ["Battle Ox", "Celtic Guardian"]


def test_with_one_card_in_hand_only_the_random_discard_happens():
    """Q: my opponent's hand is one card, Mystical Elf, and nothing answers Delinquent Duo. A: the Elf
    is discarded (the random card); there is nothing left to choose. I paid 1000 LP."""
    duel, s = _duo(["Mystical Elf"], with_evacuation=False)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 1) == [] and grave(duel, 1) == ["Mystical Elf"]
    assert [e["name"] for e in of_type(duel, "to_grave") if e["reason"] == "discard_effect"] == ["Mystical Elf"]
    assert grave(duel, 0) == ["Delinquent Duo"]
    assert lp(duel) == (7000, 8000)
    assert duel.request.kind == "idle" and duel.request.player == 0
