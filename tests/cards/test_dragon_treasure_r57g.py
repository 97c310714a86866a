"""Dragon Treasure (1435851), Equip Spell: a Dragon monster only; it gains 300 ATK and 300 DEF.

Sources: the card's text (LOB-092, 2002, and today's agree: no ERAS entry); seed 000 §裝備魔法 (an Equip
Spell targets a face-up monster it can equip, either player's; it is sent to the GY once its monster
no longer meets its condition, leaves the field or turns face-down); the rule the engine applies to
a Type changed on the field (tests/rules/test_type_and_attribute_changes.py: DNA Surgery). Default
preset (MR5). The positions and checks are the Type boosters' own (tests/cards/type_booster_equips.py)."""

from tests.cards.type_booster_equips import (destroyed_or_its_monster_turned_face_down,
                                           equips_only_its_type_either_side,
                                           goes_when_its_monster_becomes_another_type,
                                           not_activated_without_its_type)

EQUIP, MONSTER = "Dragon Treasure", "Koumori Dragon"
PRINTED, BOOSTED = (1500, 1200), (1800, 1500)


def test_dragon_treasure_equips_only_a_dragon_monster_either_side():
    """Q: I activate Dragon Treasure; I control Koumori Dragon (Dragon, 1500 / 1200) and Battle Ox (Beast-Warrior);
    my opponent controls another Koumori Dragon. A: both Koumori Dragons are targets, Battle Ox is not; mine
    becomes 1800 / 1500."""
    equips_only_its_type_either_side(EQUIP, MONSTER, PRINTED, BOOSTED)


def test_dragon_treasure_not_activated_without_a_dragon_monster():
    """Q: only Battle Ox and a Set Koumori Dragon are on the field. A: Dragon Treasure cannot be activated."""
    not_activated_without_its_type(EQUIP, MONSTER)


def test_dragon_treasure_goes_when_its_monster_becomes_another_type():
    """Q: my Koumori Dragon holds Dragon Treasure; my opponent activates DNA Surgery declaring Warrior. A: it is
    no Dragon now: Dragon Treasure is sent to my GY, and Koumori Dragon is back at 1500 / 1200."""
    goes_when_its_monster_becomes_another_type(EQUIP, MONSTER, PRINTED, "Warrior")


def test_dragon_treasure_destroyed_or_its_monster_turned_face_down():
    """Q: my opponent destroys Dragon Treasure with Mystical Space Typhoon (1); another time, turns my
    Koumori Dragon face-down with Book of Moon (2). A: (1) Koumori Dragon is back at 1500 / 1200; (2)
    Dragon Treasure is sent to my GY."""
    destroyed_or_its_monster_turned_face_down(EQUIP, MONSTER, PRINTED)
