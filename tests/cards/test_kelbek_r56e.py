"""Kelbek (54878498): a monster that attacks it returns to its owner's hand after damage
calculation (a mandatory trigger; damage is calculated).

Sources: the card's text (DCR-078, 2004, and today's, in our words); yugioh-wiki.net 《ケルベク》
(a trigger effect activated after damage calculation, the bounce made then; it works in Attack
Position too; the same effect as Wall of Illusion's); seed 004 §伤害步骤 (after damage calculation
a monster destroyed by the battle is still on the field: Kelbek destroyed by the battle still
returns the attacker). Both presets play the same text."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

KELBEK = "Kelbek"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _attack(rules=None, attacker="Battle Ox", position="attack", skill_drain=False):
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    kelbek = table.monster(0, KELBEK, position=position)
    table.monster(1, attacker)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=kelbek)
    _pass(s)
    return duel


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_kelbek_returns_the_attacker_after_damage(rules):
    """Q: my opponent's Battle Ox (1700) attacks my Kelbek in Defense Position (DEF 1800). A: my
    opponent takes 100; then Battle Ox returns to their hand."""
    duel = _attack(rules, position="defense")
    assert lp(duel) == (8000, 7900)
    assert hand(duel, 1) == ["Battle Ox"] and field_monsters(duel, 1) == []
    assert field_monsters(duel, 0) == [KELBEK]


def test_kelbek_destroyed_by_the_battle_still_returns_the_attacker():
    """Q: my opponent's Summoned Skull (2500) attacks my Kelbek in Attack Position (1500). A: I take
    1000 and Kelbek is destroyed, but after damage calculation it is still on the field: Skull
    returns to my opponent's hand."""
    duel = _attack(attacker="Summoned Skull")
    assert lp(duel) == (7000, 8000)
    assert grave(duel, 0) == [KELBEK] and hand(duel, 1) == ["Summoned Skull"]


def test_kelbek_attacker_destroyed_by_the_battle_goes_to_the_gy():
    """Q: my opponent's Hitotsu-Me Giant (1200) attacks my Kelbek in Attack Position (1500). A: the
    Giant is destroyed by the battle and goes to the GY, not to the hand; my opponent takes 300."""
    duel = _attack(attacker="Hitotsu-Me Giant")
    assert lp(duel) == (8000, 7700)
    assert grave(duel, 1) == ["Hitotsu-Me Giant"] and hand(duel, 1) == []


def test_kelbek_attacking_returns_nothing():
    """Q: my Kelbek attacks my opponent's Set Mystical Elf (DEF 2000). A: only a monster that
    attacks Kelbek returns: Mystical Elf stays; I take 500."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, KELBEK)
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", KELBEK, target=elf)
    _pass(s)
    assert lp(duel) == (7500, 8000)
    assert field_monsters(duel, 1) == ["Mystical Elf"] and hand(duel, 1) == []


def test_kelbek_under_skill_drain():
    """Q: Skill Drain is face-up; Battle Ox attacks my Kelbek in Defense Position. A: Kelbek's
    effect is negated: Battle Ox stays on the field."""
    duel = _attack(position="defense", skill_drain=True)
    assert lp(duel) == (8000, 7900)
    assert field_monsters(duel, 1) == ["Battle Ox"] and hand(duel, 1) == []
