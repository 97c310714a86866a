"""Final Flame (73134081): a Normal Spell that deals 600 damage to the opponent.

Sources: the card's text (LOB 2002 and today's say the same, in our words); yugioh-wiki.net
《火あぶりの刑》. Seed 000 §勝負判定條件: a player whose LP reach 0 loses at the next state check.
Imperial Order negates Spell effects (its text)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_final_flame_deals_600_to_the_opponent():
    """Q: I activate Final Flame. A: my opponent loses 600 LP; Final Flame is in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Final Flame")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Final Flame", player=0, request="idle")
    _finish(s)
    assert lp(duel) == (8000, 7400) and grave(duel, 0) == ["Final Flame"]


def test_final_flame_wins_at_600_lp():
    """Q: my opponent has 600 LP; I activate Final Flame. A: their LP reach 0: I win the duel."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(8000, 600))
    table.hand(0, "Final Flame")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Final Flame", player=0, request="idle")
    _finish(s)
    assert duel.result["winner"] == 0 and duel.result["reason"] == "lp"


def test_final_flame_under_imperial_order_deals_nothing():
    """Q: Imperial Order is face-up on my own side; I activate Final Flame. A: Imperial Order
    negates every Spell's effect, mine too: no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Final Flame")
    table.spell_trap(0, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Final Flame", player=0, request="idle")
    _finish(s)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Final Flame"]
    assert [e["name"] for e in of_type(duel, "negated")] == ["Final Flame"]
