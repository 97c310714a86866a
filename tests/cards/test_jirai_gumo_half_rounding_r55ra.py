"""Jirai Gumo (94773007): how the half of an odd LP total is rounded.

Sources: Konami's OCG FAQ on halving LP (ygocdb.com/faq/23944, Dinomorphia Intact: with 125 LP,
paying half leaves 63: the LP that remain are rounded to a whole number, up), which our other
half-LP cards already follow (Solemn Judgment, Vanity's Call, Return from the Different Dimension
pay `lp // 2`); yugioh-wiki.net 《地雷蜘蛛》: the coin called wrong, its controller loses half
their LP (a loss, not damage). The seed fixes the coin: seed 0 lands Tails."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

GUMO = "Jirai Gumo"


def _attack(table, seed, call="Heads"):
    duel = table.build(seed=seed)
    s = Script(duel)
    s.pick("attack", GUMO, request="battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", call, player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    return duel


def test_jirai_gumo_odd_lp_keeps_the_rounded_up_half():
    """Q: I have 125 LP; Jirai Gumo attacks directly and my call is wrong. A: half of 125 is 62.5;
    the LP left are rounded up: I keep 63 (I lose 62), and my opponent takes 2200."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step", lp=(125, 8000))
    table.monster(0, GUMO)
    duel = _attack(table, seed=0)
    assert lp(duel) == (63, 5800)


def test_jirai_gumo_at_1_lp_called_wrong_survives():
    """Q: I have 1 LP and my Jirai Gumo's call is wrong. A: half of 1 rounded up leaves me 1 LP: I
    lose nothing and do not lose the Duel; my opponent takes 2200."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step", lp=(1, 8000))
    table.monster(0, GUMO)
    duel = _attack(table, seed=0)
    assert lp(duel) == (1, 5800)
    assert duel.winner is None
