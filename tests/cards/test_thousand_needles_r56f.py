"""Thousand Needles (33977496): when it is attacked in Defense Position by a monster whose ATK is
lower than its DEF (1800), the attacker is destroyed at the end of the Damage Step (round 56t: the
series' ruling; see test_thousand_needles_timing_r56t.py).

Sources: the card's text (in our words); the "Thousand Needles" series' effect and Konami's OCG
ruling on Des Kangaroo (the same effect): a trigger effect (a chain link) at the end of the
Damage Step, its destruction made if the ATK is still lower. Only an attack
on it in Defense Position counts: in Attack Position, or as the attacker, nothing happens. Skill
Drain negates the effects of face-up monsters on the field (its text), so the attacker survives."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _attack(position, attacker="Battle Ox", skill_drain=False):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    needles = table.monster(0, "Thousand Needles", position=position)
    table.monster(1, attacker)
    if skill_drain:
        table.spell_trap(0, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=needles, player=1, request="battle")
    _pass_all(s)
    return duel


def test_thousand_needles_destroys_a_weaker_attacker():
    """Q: Battle Ox (1700) attacks my Thousand Needles in face-up Defense Position (DEF 1800).
    A: my opponent takes 100 battle damage and Battle Ox is destroyed at the end of the Damage Step."""
    duel = _attack("defense")
    assert lp(duel) == (8000, 7900)
    assert grave(duel, 1) == ["Battle Ox"]
    assert field_monsters(duel, 0) == ["Thousand Needles"]
    assert [e["name"] for e in duel.log if e["type"] == "destroyed"] == ["Battle Ox"]


def test_thousand_needles_set_and_flipped_by_the_attack():
    """Q: Battle Ox attacks my Set Thousand Needles. A: it is flipped face-up in Defense Position
    and its effect still destroys Battle Ox."""
    duel = _attack("set")
    assert grave(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000, 7900)


def test_thousand_needles_in_attack_position_does_nothing():
    """Q: Hitotsu-Me Giant (1200) attacks my Thousand Needles in Attack Position (ATK 1000).
    A: Thousand Needles is destroyed by battle (200 damage to me); its effect does not apply."""
    duel = _attack("attack", attacker="Hitotsu-Me Giant")
    assert grave(duel, 0) == ["Thousand Needles"]
    assert field_monsters(duel, 1) == ["Hitotsu-Me Giant"]
    assert lp(duel) == (7800, 8000)


def test_thousand_needles_a_stronger_attacker_survives():
    """Q: Mad Dog of Darkness (1900) attacks my Thousand Needles in Defense Position (DEF 1800).
    A: Thousand Needles is destroyed; Mad Dog of Darkness stays."""
    duel = _attack("defense", attacker="Mad Dog of Darkness")
    assert grave(duel, 0) == ["Thousand Needles"]
    assert field_monsters(duel, 1) == ["Mad Dog of Darkness"]


def test_thousand_needles_under_skill_drain():
    """Q: Skill Drain is face-up when Battle Ox attacks my Thousand Needles in Defense Position.
    A: Battle Ox is not destroyed; my opponent still takes the 100 battle damage."""
    duel = _attack("defense", skill_drain=True)
    assert field_monsters(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000, 7900)
