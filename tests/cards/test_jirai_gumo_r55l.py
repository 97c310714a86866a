"""Jirai Gumo (94773007): when it declares an attack, its controller calls a coin toss; called
wrong, they lose half their LP.

Sources: the card's texts read in our words (the 2005 print, Magic Ruler MRD-089, and today's do
the same: no ERAS entry); yugioh-wiki.net 《地雷蜘蛛》: a mandatory trigger on its attack
declaration; the attack goes on whatever the coin says; the halving is a loss of LP, no damage
(Des Wombat, which makes effect damage to its controller 0, does not stop it: our reading of the
difference between "lose" and "damage", seed 004 §伤害). The seed fixes the coin: seed 0 lands
Tails, seed 1 Heads."""

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
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel


def _table():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, GUMO)
    return table


def _coin(duel):
    return [e["value"] for e in duel.log if e["type"] == "declare" and e["what"] == "coin toss"]


def test_jirai_gumo_called_wrong_halves_its_controllers_lp():
    """Q: Jirai Gumo attacks directly; I call Heads and the coin lands Tails. A: I lose half my LP
    (4000), and the attack goes on: my opponent takes 2200."""
    duel = _attack(_table(), seed=0)
    assert _coin(duel) == ["Tails"]
    assert lp(duel) == (4000, 5800)


def test_jirai_gumo_called_right_costs_nothing():
    """Q: I call Heads and the coin lands Heads. A: my LP stay at 8000; my opponent takes 2200."""
    duel = _attack(_table(), seed=1)
    assert _coin(duel) == ["Heads"]
    assert lp(duel) == (8000, 5800)


def test_jirai_gumo_the_coin_is_tossed_before_the_battle():
    """Q: when is the coin tossed? A: at the attack declaration, as its trigger resolves, before
    damage: the halving (8000 -> 4000) is logged before the battle damage, as an LP loss (no
    payment: round h56b's `lose_lp`)."""
    duel = _attack(_table(), seed=0)
    kinds = [e["type"] for e in duel.log if e["type"] in ("lose_lp", "pay_lp", "damage")]
    assert kinds == ["lose_lp", "damage"]


def test_jirai_gumo_loss_is_no_damage_for_des_wombat():
    """Q: I also control Des Wombat (effect damage to me becomes 0); Jirai Gumo's coin is called
    wrong. A: losing half my LP is no damage: I still drop to 4000."""
    table = _table()
    table.monster(0, "Des Wombat")
    duel = _attack(table, seed=0)
    assert lp(duel)[0] == 4000


def test_jirai_gumo_loss_is_logged_as_a_loss_not_a_payment():
    """Q: the coin is called wrong at 8000 LP. What does the log say? A: an LP loss of 4000 for
    Jirai Gumo's player (LP 4000 after it), no payment of LP: the loss is not a cost (round
    h56b: `Ctx.lose_lp`)."""
    duel = _attack(_table(), seed=0)
    losses = [(e["player"], e["amount"], e["lp"]) for e in duel.log if e["type"] == "lose_lp"]
    assert losses == [(0, 4000, 4000)]
    assert [e for e in duel.log if e["type"] == "pay_lp"] == []
