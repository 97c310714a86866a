"""Des Kangaroo (78613627): when it is attacked in Defense Position by a monster whose ATK is
lower than its DEF (1700), the attacker is destroyed at the end of the Damage Step (round 56t:
Konami's OCG ruling; see test_des_kangaroo_timing_r56t.py).

Sources: the card's text (2004 and today's, in our words); Konami's OCG rulings read it as a
trigger effect, no target, at the end of the Damage Step. "Lower" is strict: an attacker whose ATK equals its DEF
survives (no damage either: seed 004 §伤害的判定)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _attack(attacker, position="defense"):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    kangaroo = table.monster(0, "Des Kangaroo", position=position)
    table.monster(1, attacker)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=kangaroo, player=1, request="battle")
    _pass_all(s)
    return duel


def test_des_kangaroo_destroys_a_weaker_attacker():
    """Q: Celtic Guardian (1400) attacks my Des Kangaroo in Defense Position (DEF 1700).
    A: my opponent takes 300 and Celtic Guardian is destroyed at the end of the Damage Step."""
    duel = _attack("Celtic Guardian")
    assert lp(duel) == (8000, 7700)
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert field_monsters(duel, 0) == ["Des Kangaroo"]


def test_des_kangaroo_equal_atk_survives():
    """Q: Battle Ox (1700) attacks my Des Kangaroo in Defense Position (DEF 1700). A: nothing is
    destroyed and no one takes damage: the ATK is not lower."""
    duel = _attack("Battle Ox")
    assert lp(duel) == (8000, 8000)
    assert field_monsters(duel, 1) == ["Battle Ox"]
    assert field_monsters(duel, 0) == ["Des Kangaroo"]


def test_des_kangaroo_in_attack_position_does_nothing():
    """Q: Celtic Guardian (1400) attacks my Des Kangaroo in Attack Position (ATK 1500). A: Celtic
    Guardian is destroyed by battle (100 damage to my opponent), not by the effect: one
    destruction, by battle."""
    duel = _attack("Celtic Guardian", position="attack")
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert [e["reason"] for e in duel.log if e["type"] == "destroyed"] == ["battle"]
    assert lp(duel) == (8000, 7900)
