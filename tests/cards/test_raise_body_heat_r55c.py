"""Raise Body Heat (51267887), Equip Spell: a Dinosaur monster only; it gains 300 ATK and 300 DEF.

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

EQUIP, MONSTER = "Raise Body Heat", "Two-Headed King Rex"
PRINTED, BOOSTED = (1600, 1200), (1900, 1500)


def test_raise_body_heat_equips_only_a_dinosaur_either_side():
    """Q: I activate Raise Body Heat; I control Two-Headed King Rex (Dinosaur, 1600 / 1200) and
    Battle Ox (Beast-Warrior);
    my opponent controls another Two-Headed King Rex. A: both Two-Headed King Rexs are targets,
    Battle Ox is not; mine
    becomes 1900 / 1500."""
    equips_only_its_type_either_side(EQUIP, MONSTER, PRINTED, BOOSTED)


def test_raise_body_heat_not_activated_without_a_dinosaur_monster():
    """Q: only Battle Ox and a Set monster are on the field. A: Raise Body Heat cannot be activated."""
    not_activated_without_its_type(EQUIP, MONSTER)


def test_raise_body_heat_goes_when_its_monster_becomes_another_type():
    """Q: my Two-Headed King Rex holds Raise Body Heat; my opponent activates DNA Surgery declaring
    Warrior. A: it is no
    Dinosaur now: Raise Body Heat is sent to my GY, and Two-Headed King Rex is back at 1600 / 1200."""
    goes_when_its_monster_becomes_another_type(EQUIP, MONSTER, PRINTED, "Warrior")


def test_raise_body_heat_destroyed_or_its_monster_turned_face_down():
    """Q: my opponent destroys Raise Body Heat with Mystical Space Typhoon (1); another time, turns my
    Two-Headed King Rex face-down with Book of Moon (2). A: (1) Two-Headed King Rex is back at 1600
    / 1200; (2) Raise Body Heat is sent
    to my GY."""
    destroyed_or_its_monster_turned_face_down(EQUIP, MONSTER, PRINTED)
