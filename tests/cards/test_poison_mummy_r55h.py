"""Poison Mummy (43716289): Flip effect: 500 damage to the opponent.

Sources: the card's texts read in our words (the 2005 print, Pharaonic Guardian PGD-016, and
today's do the same: no ERAS entry); yugioh-wiki.net 《ポイズンマミー》: a Flip effect, so it is
activated whether the Mummy is Flip Summoned or flipped face-up by an attack (then after damage
calculation, seed 000 §反轉效果) or by an effect; Ceasefire flips face-down monsters without
activating their Flip effects (its own ruling, tests/cards/test_ceasefire_rulings_r40a.py); Des
Wombat makes effect damage to its controller 0."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

MUMMY = "Poison Mummy"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_poison_mummy_flip_summoned_burns_500():
    """Q: I Flip Summon Poison Mummy. A: my opponent takes 500 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, MUMMY, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", MUMMY)
    _resolve(s)
    assert lp(duel) == (8000, 7500)


def test_poison_mummy_flipped_by_an_attack_burns_the_attacker():
    """Q: my opponent's Celtic Guardian (1400) attacks my Set Poison Mummy (1800 DEF). A: the
    Mummy survives, my opponent takes 400 battle damage, then 500 from its Flip effect."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    mummy = table.monster(0, MUMMY, position="set")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target=mummy, request="battle")
    _resolve(s)
    assert lp(duel) == (8000, 7100)
    assert [e["amount"] for e in duel.log if e["type"] == "damage"] == [400, 500]


def test_poison_mummy_flipped_by_ceasefire_burns_nothing():
    """Q: my opponent activates Ceasefire while my Poison Mummy is Set (and Battle Ox face-up).
    A: the Mummy is turned face-up without its Flip effect; only Ceasefire's 500 per Effect
    Monster is dealt, to me: 500 (one Effect Monster), and my opponent takes nothing."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    mummy = table.monster(0, MUMMY, position="set")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Ceasefire")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ceasefire", request="idle")
    _resolve(s)
    assert mummy.card(duel).face_up
    assert lp(duel) == (7500, 8000)


def test_poison_mummy_under_des_wombat_deals_nothing():
    """Q: my opponent controls a face-up Des Wombat; I Flip Summon Poison Mummy. A: the effect
    resolves, but my opponent takes no effect damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, MUMMY, position="set")
    table.monster(1, "Des Wombat")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", MUMMY)
    _resolve(s)
    assert lp(duel) == (8000, 8000)
