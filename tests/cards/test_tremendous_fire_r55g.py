"""Tremendous Fire (46918794): a Normal Spell; the opponent takes 1000 damage and its player 500.

Sources: the card's text (MRD 2002 and today's say the same, in our words); yugioh-wiki.net
《火炎地獄》: both players take damage from the one effect. Seed 000 §勝負判定條件: both players'
LP at 0 at the same state check is a draw. Des Wombat (its text): effect damage to its controller
becomes 0, whoever's card it is; the other player's damage is still dealt."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _fire(lps=None, wombat=None):
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=lps)
    table.hand(0, "Tremendous Fire")
    if wombat is not None:
        table.monster(wombat, "Des Wombat")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tremendous Fire", player=0, request="idle")
    _finish(s)
    return duel


def test_tremendous_fire_damages_both_players():
    """Q: I activate Tremendous Fire. A: my opponent takes 1000, I take 500."""
    duel = _fire()
    assert lp(duel) == (7500, 7000) and grave(duel, 0) == ["Tremendous Fire"]
    assert sorted((e["player"], e["amount"]) for e in of_type(duel, "damage")) == [(0, 500), (1, 1000)]


def test_tremendous_fire_both_at_zero_is_a_draw():
    """Q: I have 500 LP and my opponent 1000; I activate Tremendous Fire. A: both players reach 0
    at once: the duel is a draw."""
    duel = _fire(lps=(500, 1000))
    assert duel.result["winner"] is None and lp(duel) == (0, 0)


def test_tremendous_fire_at_low_lp_loses_for_its_player_alone():
    """Q: I have 500 LP and my opponent 5000; I activate Tremendous Fire. A: I reach 0 and lose."""
    duel = _fire(lps=(500, 5000))
    assert duel.result["winner"] == 1 and lp(duel) == (0, 4000)


def test_tremendous_fire_with_my_des_wombat():
    """Q: I control a face-up Des Wombat and activate Tremendous Fire. A: the 500 damage to me
    becomes 0 (Des Wombat stops effect damage to its controller from any card, my own too); my
    opponent still takes 1000."""
    duel = _fire(wombat=0)
    assert lp(duel) == (8000, 7000)


def test_tremendous_fire_against_des_wombat():
    """Q: my opponent controls a face-up Des Wombat. A: they take nothing; I still take 500."""
    duel = _fire(wombat=1)
    assert lp(duel) == (7500, 8000)
