"""Follow Wind (98252586), Equip Spell: a Winged Beast monster only; it gains 300 ATK and 300 DEF.

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

EQUIP, MONSTER = "Follow Wind", "Harpie Lady"
PRINTED, BOOSTED = (1300, 1400), (1600, 1700)


def test_follow_wind_equips_only_a_winged_beast_monster_either_side():
    """Q: I activate Follow Wind; I control Harpie Lady (Winged Beast, 1300 / 1400) and Battle Ox
    (Beast-Warrior);
    my opponent controls another Harpie Lady. A: both Harpie Ladys are targets, Battle Ox is not; mine
    becomes 1600 / 1700."""
    equips_only_its_type_either_side(EQUIP, MONSTER, PRINTED, BOOSTED)


def test_follow_wind_not_activated_without_a_winged_beast_monster():
    """Q: only Battle Ox and a Set monster are on the field. A: Follow Wind cannot be activated."""
    not_activated_without_its_type(EQUIP, MONSTER)


def test_follow_wind_goes_when_its_monster_becomes_another_type():
    """Q: my Harpie Lady holds Follow Wind; my opponent activates DNA Surgery declaring Warrior. A: it is no
    Winged Beast now: Follow Wind is sent to my GY, and Harpie Lady is back at 1300 / 1400."""
    goes_when_its_monster_becomes_another_type(EQUIP, MONSTER, PRINTED, "Warrior")


def test_follow_wind_destroyed_or_its_monster_turned_face_down():
    """Q: my opponent destroys Follow Wind with Mystical Space Typhoon (1); another time, turns my
    Harpie Lady face-down with Book of Moon (2). A: (1) Harpie Lady is back at 1300 / 1400; (2)
    Follow Wind is sent
    to my GY."""
    destroyed_or_its_monster_turned_face_down(EQUIP, MONSTER, PRINTED)
