"""Bowganian (52090844): in each of its controller's Standby Phases the opponent takes 600
damage (a mandatory trigger).

Sources: the card's texts in our words (the 2005 print, Invasion of Chaos IOC-029, and today's do
the same: no ERAS entry); yugioh-wiki.net 《ボーガニアン》 (a trigger effect in its controller's
own Standby Phase only, while face-up; Des Wombat makes effect damage to its controller 0);
seed 004 §准备阶段."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

BOWGANIAN = "Bowganian"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_bowganian_burns_600_in_my_standby_phase():
    """Q: my turn begins with Bowganian face-up. A: in my Standby Phase my opponent takes 600."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
    table.monster(0, BOWGANIAN)
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    _resolve(s)
    assert lp(duel) == (8000, 7400)
    assert [e["name"] for e in of_type(duel, "chain")] == [BOWGANIAN]


def test_bowganian_does_nothing_in_the_opponents_standby_phase():
    """Q: my opponent's turn begins while my Bowganian is face-up. A: nothing: only my own
    Standby Phases."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="draw")
    table.monster(0, BOWGANIAN)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    _resolve(s)
    assert lp(duel) == (8000, 8000) and of_type(duel, "chain") == []


def test_bowganian_face_down_does_nothing():
    """Q: my Bowganian is Set as my turn begins. A: it must be face-up: no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
    table.monster(0, BOWGANIAN, position="set")
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    _resolve(s)
    assert lp(duel) == (8000, 8000)


def test_bowganian_against_des_wombat():
    """Q: my opponent controls Des Wombat as my Standby Phase comes with Bowganian face-up. A:
    the effect resolves, but the damage to Des Wombat's controller is 0."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
    table.monster(0, BOWGANIAN)
    table.monster(1, "Des Wombat", position="defense")
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    _resolve(s)
    assert lp(duel) == (8000, 8000)
    assert [e["name"] for e in of_type(duel, "chain")] == [BOWGANIAN]
