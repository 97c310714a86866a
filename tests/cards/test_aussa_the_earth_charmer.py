"""Aussa the Earth Charmer: FLIP: target 1 EARTH monster the opponent controls; its controller
takes control of it while Aussa is face-up on the field (`kit.charmer_effects`; the shared
rulings are in tests/cards/test_hiita_the_fire_charmer.py).

Sources: the card's text (2005 LOD print and today's do the same); Metagame.com's judge article
on the Lost Millennium Charmers; seed 004 §怪兽的战斗规则 › 战斗处理时（伤害步骤）的注意 ›
翻转效果的发动 (a monster flipped by an attack activates its FLIP effect after damage
calculation; one destroyed by that battle is no longer face-up on the field when it resolves,
so a duration "while this card is face-up" never starts: our reading of the text)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _attacked_by(attacker):
    table = Table(turn=4, turn_player=1, phase="battle_step")
    aussa = table.monster(0, "Aussa the Earth Charmer", position="set")     # 500 / 1500
    table.monster(1, attacker)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=aussa)
    _resolve(s)
    return duel, s, aussa


def test_aussa_the_earth_charmer_flipped_by_an_attack_takes_the_attacker():
    """Q: my opponent's Celtic Guardian (1400 ATK, EARTH) attacks my Set Aussa (1500 DEF): A:
    Aussa is flipped and survives; my opponent takes 100; Aussa's FLIP effect then targets the
    attacker, and I control Celtic Guardian."""
    duel, s, aussa = _attacked_by("Celtic Guardian")
    s.expect(request="target", player=0)
    s.pick("target", "Celtic Guardian")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Aussa the Earth Charmer", "Celtic Guardian"]
    assert field_monsters(duel, 1) == []
    assert lp(duel) == (8000, 7900)


def test_aussa_the_earth_charmer_destroyed_by_the_attack_takes_nothing():
    """Q: my opponent's Battle Ox (1700 ATK, EARTH) attacks my Set Aussa and destroys it: A:
    its FLIP effect is still activated (it was flipped), but Aussa is no longer face-up on the
    field when it resolves: Battle Ox stays my opponent's."""
    duel, s, aussa = _attacked_by("Battle Ox")
    s.pick("target", "Battle Ox", player=0, request="target")
    _resolve(s)
    assert [e["name"] for e in duel.log if e["type"] == "resolve"] == ["Aussa the Earth Charmer"]
    assert grave(duel, 0) == ["Aussa the Earth Charmer"]
    assert field_monsters(duel, 1) == ["Battle Ox"] and field_monsters(duel, 0) == []
