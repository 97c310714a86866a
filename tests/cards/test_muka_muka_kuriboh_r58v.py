"""Muka Muka (46657337): its gain is a continuous effect counted anew at every moment, damage
calculation included: a card leaving the hand in the Damage Step lowers it at once.

Sources, in our words: yugioh-wiki.net 《ムカムカ》 (a continuous effect: +300 ATK/DEF for each card in
its controller's hand, following the hand); yugioh-wiki.net 《クリボー》 (discarded from the hand as a
cost during the opponent's damage calculation, battle damage to its controller becomes 0; the battle
still destroys what it destroys)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

MM = "Muka Muka"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_muka_muka_loses_300_when_kuriboh_is_discarded():
    """Q: I hold Kuriboh and 3 other cards, so Muka Muka is 1800; my opponent's Battle Ox (1700)
    attacks it and I discard Kuriboh in the Damage Step. A: my hand is 3 cards: Muka Muka is 1500
    in damage calculation and is destroyed; Battle Ox survives; Kuriboh makes my damage 0."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    mm = table.monster(0, MM)
    for name in ("Kuriboh", "Battle Ox", "Celtic Guardian", "Pot of Greed"):
        table.hand(0, name)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(mm.card(duel)) == 1800
    s.pick("attack", "Battle Ox", target=mm, player=1, request="battle")
    s.pick("activate", "Kuriboh", player=0, request="chain")
    _pass_all(s)
    assert sorted(grave(duel, 0)) == ["Kuriboh", MM] and grave(duel, 1) == []
    assert len(hand(duel, 0)) == 3 and lp(duel) == (8000, 8000)
