"""Ballista of Rampart Smashing: an Equip Spell for any face-up monster; when the equipped
monster attacks a face-down Defense Position monster, it gains 1500 ATK during that damage
calculation only.

Sources: the card's text (the 2005 RDS print, "when the monster equipped with this card attacks
a face-down Defense Position monster, increase its ATK by 1500 points during damage calculation
only", does what today's does: no ERAS entry); seed 004 §怪兽的战斗规则 › 战斗处理时（伤害步骤）
(a face-down attack target is flipped face-up in the Damage Step before damage calculation: the
gain is read then, the attack having been on a face-down monster); seed 000 §裝備魔法 (an Equip
Spell's effect applies only while it is equipped and its effect is not negated: Imperial
Order)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _attack(target, position):
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Hitotsu-Me Giant")                  # 1200 ATK
    table.hand(0, "Ballista of Rampart Smashing")
    defender = table.monster(1, target, position=position)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ballista of Rampart Smashing")
    s.pick("target", "Hitotsu-Me Giant")
    _resolve(s)
    s.pick("battle")
    _resolve(s)
    s.pick("attack", "Hitotsu-Me Giant", target=defender)
    _resolve(s)
    return duel, s, None


def _battle_atk(duel):
    return [e["atk"] for e in duel.log if e["type"] == "battle"]


def test_ballista_of_rampart_smashing_adds_1500_against_a_face_down_defender():
    """Q: my Hitotsu-Me Giant (1200) with Ballista attacks a Set Mystical Elf (2000 DEF): A: it
    is 2700 during damage calculation: Mystical Elf is destroyed, no damage; afterwards it is
    back to 1200."""
    duel, s, _ = _attack("Mystical Elf", "set")
    assert _battle_atk(duel) == [2700]
    assert grave(duel, 1) == ["Mystical Elf"] and lp(duel) == (8000, 8000)
    assert field_monsters(duel, 0) == ["Hitotsu-Me Giant"]
    assert duel.atk(duel.players[0].mzone[0]) == 1200


def test_ballista_of_rampart_smashing_adds_nothing_against_a_face_up_defender():
    """Q: the same attack on a face-up Defense Position Mystical Elf: A: no gain (it was not
    face-down): 1200 into 2000 DEF, I take 800."""
    duel, s, _ = _attack("Mystical Elf", "defense")
    assert _battle_atk(duel) == [1200]
    assert field_monsters(duel, 1) == ["Mystical Elf"] and lp(duel) == (7200, 8000)


def test_ballista_of_rampart_smashing_adds_nothing_against_an_attack_position_monster():
    """Q: the equipped Hitotsu-Me Giant attacks a face-up Attack Position Battle Ox (1700): A: no
    gain: it is destroyed and I take 500."""
    duel, s, _ = _attack("Battle Ox", "attack")
    assert _battle_atk(duel) == [1200]
    assert grave(duel, 0) == ["Hitotsu-Me Giant", "Ballista of Rampart Smashing"] and lp(duel) == (7500, 8000)


def test_ballista_of_rampart_smashing_negated_by_imperial_order_adds_nothing():
    """Q: my Hitotsu-Me Giant is equipped with Ballista, and my opponent's Imperial Order is
    face-up: I attack a Set Mystical Elf: A: Ballista's effect is negated: 1200 into 2000 DEF,
    I take 800 and the Elf survives."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    giant = table.monster(0, "Hitotsu-Me Giant")
    table.spell_trap(0, "Ballista of Rampart Smashing", face_down=False, equipped_to=giant)
    table.spell_trap(1, "Imperial Order", face_down=False)
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Hitotsu-Me Giant", target=elf)
    _resolve(s)
    assert _battle_atk(duel) == [1200]
    assert field_monsters(duel, 1) == ["Mystical Elf"] and lp(duel) == (7200, 8000)


def test_ballista_of_rampart_smashing_equipped_by_the_table_works_in_the_battle_step():
    """Q: the same without Imperial Order: A: 2700 during damage calculation: the Set Elf is
    destroyed."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    giant = table.monster(0, "Hitotsu-Me Giant")
    table.spell_trap(0, "Ballista of Rampart Smashing", face_down=False, equipped_to=giant)
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Hitotsu-Me Giant", target=elf)
    _resolve(s)
    assert _battle_atk(duel) == [2700]
    assert grave(duel, 1) == ["Mystical Elf"] and lp(duel) == (8000, 8000)
