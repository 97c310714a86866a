"""Silver Bow and Arrow (1557499), Equip Spell: a Fairy monster only; it gains 300 ATK and 300 DEF.

Sources: the card's text (LOB-091, 2002, and today's agree: no ERAS entry); seed 000 §裝備魔法 (an Equip
Spell targets a face-up monster it can equip, either player's; it is sent to the GY once its monster
no longer meets its condition, leaves the field or turns face-down); the rule the engine applies to
a Type changed on the field (tests/rules/test_type_and_attribute_changes.py: DNA Surgery). Default
preset (MR5). The positions and checks are the Type boosters' own (tests/cards/type_booster_equips.py)."""

from tests.cards.type_booster_equips import (destroyed_or_its_monster_turned_face_down,
                                           equips_only_its_type_either_side,
                                           goes_when_its_monster_becomes_another_type,
                                           not_activated_without_its_type)

EQUIP, MONSTER = "Silver Bow and Arrow", "Dunames Dark Witch"
PRINTED, BOOSTED = (1800, 1050), (2100, 1350)


def test_silver_bow_and_arrow_equips_only_a_fairy_monster_either_side():
    """Q: I activate Silver Bow and Arrow; I control Dunames Dark Witch (Fairy, 1800 / 1050) and Battle Ox (Beast-Warrior);
    my opponent controls another Dunames Dark Witch. A: both Dunames Dark Witchs are targets, Battle Ox is not; mine
    becomes 2100 / 1350."""
    equips_only_its_type_either_side(EQUIP, MONSTER, PRINTED, BOOSTED)


def test_silver_bow_and_arrow_not_activated_without_a_fairy_monster():
    """Q: only Battle Ox and a Set Dunames Dark Witch are on the field. A: Silver Bow and Arrow cannot be activated."""
    not_activated_without_its_type(EQUIP, MONSTER)


def test_silver_bow_and_arrow_goes_when_its_monster_becomes_another_type():
    """Q: my Dunames Dark Witch holds Silver Bow and Arrow; my opponent activates DNA Surgery declaring Warrior. A: it is
    no Fairy now: Silver Bow and Arrow is sent to my GY, and Dunames Dark Witch is back at 1800 / 1050."""
    goes_when_its_monster_becomes_another_type(EQUIP, MONSTER, PRINTED, "Warrior")


def test_silver_bow_and_arrow_destroyed_or_its_monster_turned_face_down():
    """Q: my opponent destroys Silver Bow and Arrow with Mystical Space Typhoon (1); another time, turns my
    Dunames Dark Witch face-down with Book of Moon (2). A: (1) Dunames Dark Witch is back at 1800 / 1050; (2)
    Silver Bow and Arrow is sent to my GY."""
    destroyed_or_its_monster_turned_face_down(EQUIP, MONSTER, PRINTED)
