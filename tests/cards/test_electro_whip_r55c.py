"""Electro-Whip (37820550), Equip Spell: a Thunder monster only; it gains 300 ATK and 300 DEF.

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

EQUIP, MONSTER = "Electro-Whip", "Kaminari Attack"
PRINTED, BOOSTED = (1900, 1400), (2200, 1700)


def test_electro_whip_equips_only_a_thunder_monster_either_side():
    """Q: I activate Electro-Whip; I control Kaminari Attack (Thunder, 1900 / 1400) and Battle Ox
    (Beast-Warrior);
    my opponent controls another Kaminari Attack. A: both Kaminari Attacks are targets, Battle Ox is not; mine
    becomes 2200 / 1700."""
    equips_only_its_type_either_side(EQUIP, MONSTER, PRINTED, BOOSTED)


def test_electro_whip_not_activated_without_a_thunder_monster():
    """Q: only Battle Ox and a Set monster are on the field. A: Electro-Whip cannot be activated."""
    not_activated_without_its_type(EQUIP, MONSTER)


def test_electro_whip_goes_when_its_monster_becomes_another_type():
    """Q: my Kaminari Attack holds Electro-Whip; my opponent activates DNA Surgery declaring
    Warrior. A: it is no
    Thunder now: Electro-Whip is sent to my GY, and Kaminari Attack is back at 1900 / 1400."""
    goes_when_its_monster_becomes_another_type(EQUIP, MONSTER, PRINTED, "Warrior")


def test_electro_whip_destroyed_or_its_monster_turned_face_down():
    """Q: my opponent destroys Electro-Whip with Mystical Space Typhoon (1); another time, turns my
    Kaminari Attack face-down with Book of Moon (2). A: (1) Kaminari Attack is back at 1900 / 1400;
    (2) Electro-Whip is sent
    to my GY."""
    destroyed_or_its_monster_turned_face_down(EQUIP, MONSTER, PRINTED)
