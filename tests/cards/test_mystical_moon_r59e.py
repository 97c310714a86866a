"""Mystical Moon (36607978), Equip Spell: a Beast monster only; it gains 300 ATK and 300 DEF.

Sources, in our words: the card's text (LOB-094, 2002, and today's agree: no ERAS entry); seed 000
§裝備魔法 (an Equip Spell targets a face-up monster it can equip, either player's; it is sent to the
GY once its monster no longer meets its condition, leaves the field or turns face-down); the rule
the engine applies to a Type changed on the field (tests/rules/test_type_and_attribute_changes.py:
DNA Surgery). Default preset (MR5); the positions and checks are the Type boosters' own
(tests/cards/type_booster_equips.py)."""

from tests.cards.type_booster_equips import (destroyed_or_its_monster_turned_face_down,
                                           equips_only_its_type_either_side,
                                           goes_when_its_monster_becomes_another_type,
                                           not_activated_without_its_type)

EQUIP, MONSTER = "Mystical Moon", "Silver Fang"
PRINTED, BOOSTED = (1200, 800), (1500, 1100)


def test_mystical_moon_equips_only_a_beast_monster_either_side():
    """Q: I activate Mystical Moon; I control Silver Fang (Beast, 1200 / 800) and Battle Ox
    (Beast-Warrior, no Beast); my opponent controls another Silver Fang. A: both Silver Fangs are
    targets, Battle Ox is not; mine becomes 1500 / 1100."""
    equips_only_its_type_either_side(EQUIP, MONSTER, PRINTED, BOOSTED)


def test_mystical_moon_not_activated_without_a_beast_monster():
    """Q: only Battle Ox and a Set Silver Fang are on the field. A: Mystical Moon cannot be
    activated."""
    not_activated_without_its_type(EQUIP, MONSTER)


def test_mystical_moon_goes_when_its_monster_becomes_another_type():
    """Q: my Silver Fang holds Mystical Moon; my opponent activates DNA Surgery declaring Dragon. A: it
    is no Beast now: Mystical Moon is sent to my GY, and Silver Fang is back at 1200 / 800."""
    goes_when_its_monster_becomes_another_type(EQUIP, MONSTER, PRINTED, "Dragon")


def test_mystical_moon_destroyed_or_its_monster_turned_face_down():
    """Q: my opponent destroys Mystical Moon with Mystical Space Typhoon (1); another time, turns my
    Silver Fang face-down with Book of Moon (2). A: (1) Silver Fang is back at 1200 / 800; (2) Mystical
    Moon is sent to my GY."""
    destroyed_or_its_monster_turned_face_down(EQUIP, MONSTER, PRINTED)
