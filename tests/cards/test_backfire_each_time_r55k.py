"""Backfire (82705573): a judge's second look (round 55k) at "each time" over two battles.

Sources: yugioh-wiki.net 《バックファイア》 (today's text: each time a face-up FIRE monster of
yours is destroyed and sent to the GY, a mandatory trigger; by battle or by a card effect). Two
FIRE monsters destroyed in two separate battles are two happenings: two activations. (Two
destroyed together by one Dark Hole give one activation in this engine: our reading of "each
time", no FAQ found by round 55k; see test_backfire_r55i.py.)"""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_backfire_burns_twice_for_two_battles():
    """Q: my face-up Backfire; my opponent's Summoned Skull destroys my Darkfire Soldier #1 (FIRE),
    then their second Summoned Skull destroys my Great Angus (FIRE).
    A: two happenings: 500 twice, my opponent at 7000."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Backfire", face_down=False)
    soldier = table.monster(0, "Darkfire Soldier #1")
    angus = table.monster(0, "Great Angus")
    skull_a = table.monster(1, "Summoned Skull")
    skull_b = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", skull_a, target=soldier, player=1)
    _finish(s)
    s.pick("attack", skull_b, target=angus, player=1)
    _finish(s)
    assert sorted(grave(duel, 0)) == ["Darkfire Soldier #1", "Great Angus"]
    assert lp(duel)[1] == 7000
    assert [e["amount"] for e in of_type(duel, "damage") if e.get("player") == 1] == [500, 500]
