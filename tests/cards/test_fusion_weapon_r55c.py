"""Fusion Weapon (27967615), Equip Spell: only a Level 6 or lower Fusion Monster; it gains 1500
ATK and 1500 DEF.

Sources: the card's text (SOD 2005 and today's agree); our reading of it, not a ruling found
this round: the Level is the one the monster has now (a Level 7 Fusion Monster whose Level was
lowered can be equipped, and the Equip Spell goes once the Level is above 6 again), as a
condition on the equipped monster is read for Type and Attribute changes; seed 000 §裝備魔法 (an Equip
Spell whose monster no longer meets its condition, leaves the field or turns face-down is sent to
the GY). Default preset (MR5)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_fusion_weapon_equips_only_a_level_6_or_lower_fusion_monster():
    """Q: I activate Fusion Weapon; I control Flame Swordsman (Level 5 Fusion), Thousand Dragon
    (Level 7 Fusion) and Battle Ox (Level 4, no Fusion). A: only Flame Swordsman is a target; it
    becomes 3300 / 3100."""
    table = Table(turn=3)
    swordsman = table.monster(0, "Flame Swordsman")
    table.monster(0, "Thousand Dragon")
    table.monster(0, "Battle Ox")
    table.hand(0, "Fusion Weapon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fusion Weapon")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Flame Swordsman"]
    s.pick("target", "Flame Swordsman")
    _resolve(duel, s)
    assert (duel.atk(swordsman.card(duel)), duel.defense(swordsman.card(duel))) == (3300, 3100)


def test_fusion_weapon_equips_a_level_6_fusion_monster():
    """Q: my only monster is Dark Flare Knight (Level 6 Fusion, 2200 / 800). A: it is a target:
    3700 / 2300."""
    table = Table(turn=3)
    knight = table.monster(0, "Dark Flare Knight")
    table.hand(0, "Fusion Weapon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fusion Weapon")
    s.pick("target", "Dark Flare Knight")
    _resolve(duel, s)
    assert (duel.atk(knight.card(duel)), duel.defense(knight.card(duel))) == (3700, 2300)


def test_fusion_weapon_not_activated_without_such_a_fusion_monster():
    """Q: I control only Thousand Dragon (Level 7) and Battle Ox. A: Fusion Weapon cannot be
    activated."""
    table = Table(turn=3)
    table.monster(0, "Thousand Dragon")
    table.monster(0, "Battle Ox")
    table.hand(0, "Fusion Weapon")
    duel = table.build()
    assert not Script(duel).has("activate", "Fusion Weapon")


def test_fusion_weapon_on_a_demoted_fusion_monster_goes_when_its_level_comes_back():
    """Q: Thousand Dragon (Level 7) holds Demotion (Level 5 now), so I could equip Fusion Weapon
    to it (3900 / 3500). My opponent destroys Demotion with Mystical Space Typhoon. A: the Dragon
    is Level 7 again: Fusion Weapon no longer fits and is sent to my GY; 2400 / 2000."""
    table = Table(turn=3)
    dragon = table.monster(0, "Thousand Dragon")
    table.spell_trap(0, "Demotion", face_down=False, equipped_to=dragon)
    table.hand(0, "Fusion Weapon")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fusion Weapon")
    s.pick("target", "Thousand Dragon")
    _resolve(duel, s)
    assert (duel.atk(dragon.card(duel)), duel.defense(dragon.card(duel))) == (3900, 3500)
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Demotion", player=1)
    _resolve(duel, s)
    assert sorted(grave(duel, 0)) == ["Demotion", "Fusion Weapon"]
    assert (duel.atk(dragon.card(duel)), duel.defense(dragon.card(duel))) == (2400, 2000)


def test_fusion_weapon_goes_when_its_monster_turns_face_down():
    """Q: my opponent turns Flame Swordsman with Fusion Weapon face-down with Book of Moon. A:
    Fusion Weapon is sent to my GY."""
    table = Table(turn=3)
    swordsman = table.monster(0, "Flame Swordsman")
    table.spell_trap(0, "Fusion Weapon", face_down=False, equipped_to=swordsman)
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(swordsman.card(duel)) == 3300
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Flame Swordsman", player=1)
    _resolve(duel, s)
    assert swordsman.card(duel).position == "set" and grave(duel, 0) == ["Fusion Weapon"]
