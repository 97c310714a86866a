"""Legendary Sword (61854111), Equip Spell: a Warrior monster only; it gains 300 ATK and 300 DEF.

Sources: the card's text (LOB 2002 and today's agree); seed 000 §裝備魔法 (an Equip Spell targets a
face-up monster it can equip, either player's; it is sent to the GY once its monster no longer
meets its condition, leaves the field or turns face-down); the rule the engine applies to a Type
changed on the field (tests/rules/test_type_and_attribute_changes.py: DNA Surgery).
Default preset (MR5). The positions and checks are the Type boosters' own
(tests/cards/type_booster_equips.py)."""

from tests.cards.type_booster_equips import (destroyed_or_its_monster_turned_face_down,
                                           equips_only_its_type_either_side,
                                           goes_when_its_monster_becomes_another_type,
                                           not_activated_without_its_type)

EQUIP, MONSTER = "Legendary Sword", "Celtic Guardian"
PRINTED, BOOSTED = (1400, 1200), (1700, 1500)


def test_legendary_sword_equips_only_a_warrior_monster_either_side():
    """Q: I activate Legendary Sword; I control Celtic Guardian (Warrior, 1400 / 1200) and Battle
    Ox (Beast-Warrior);
    my opponent controls another Celtic Guardian. A: both Celtic Guardians are targets, Battle Ox is not; mine
    becomes 1700 / 1500."""
    equips_only_its_type_either_side(EQUIP, MONSTER, PRINTED, BOOSTED)


def test_legendary_sword_not_activated_without_a_warrior_monster():
    """Q: only Battle Ox and a Set monster are on the field. A: Legendary Sword cannot be activated."""
    not_activated_without_its_type(EQUIP, MONSTER)


def test_legendary_sword_goes_when_its_monster_becomes_another_type():
    """Q: my Celtic Guardian holds Legendary Sword; my opponent activates DNA Surgery declaring
    Dragon. A: it is no
    Warrior now: Legendary Sword is sent to my GY, and Celtic Guardian is back at 1400 / 1200."""
    goes_when_its_monster_becomes_another_type(EQUIP, MONSTER, PRINTED, "Dragon")


def test_legendary_sword_destroyed_or_its_monster_turned_face_down():
    """Q: my opponent destroys Legendary Sword with Mystical Space Typhoon (1); another time, turns my
    Celtic Guardian face-down with Book of Moon (2). A: (1) Celtic Guardian is back at 1400 / 1200;
    (2) Legendary Sword is sent
    to my GY."""
    destroyed_or_its_monster_turned_face_down(EQUIP, MONSTER, PRINTED)
