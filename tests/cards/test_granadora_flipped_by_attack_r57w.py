"""Granadora (13944422): a judge's review (round 57w) of its LP gain when it is flipped by an attack.

Sources, in our words: the card's text (IOC-030 and today's: the gain is for a Normal, Flip or
Special Summon); the game rule that a Set monster turned face-up by an attack is flipped, not Flip
Summoned (seed 004 §战斗处理时（伤害步骤）的注意 · 向背面表示攻击: the attacked Set monster is turned
face-up in Defense Position in the damage step, before damage calculation; no summon happens)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

GRANADORA = "Granadora"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind in ("chain", "yes_no"):
        kind = s.duel.request.kind
        s.pick("no" if kind == "yes_no" else "pass", player=s.duel.request.player)


def test_granadora_flipped_by_an_attack_gains_nothing():
    """Q: my opponent's Leghul (300) attacks my Set Granadora (DEF 700). A: Granadora is turned
    face-up by the attack, which is no Flip Summon: I gain nothing (8000); my opponent takes 400 and
    Granadora stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    granadora = table.monster(0, GRANADORA, position="set")
    table.monster(1, "Leghul")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Leghul", target=granadora, player=1)
    _pass(s)
    assert lp(duel) == (8000, 7600)
    assert [c.name for c in duel.monsters(0)] == [GRANADORA] and duel.monsters(0)[0].face_up
