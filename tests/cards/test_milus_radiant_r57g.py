"""Milus Radiant (7489323), Level 1 EARTH Beast, 300 / 250: while it is face-up, every face-up EARTH
monster on the field gains 500 ATK and every face-up WIND monster loses 400 ATK.

Sources, in our words: the card's texts (MRD-110, 2002: "all EARTH monsters on the field increase
their ATK by 500 points; all WIND monsters decrease their ATK by 400 points"; today's the same: no
ERAS entry): both players' monsters, itself included (it is EARTH); seed 000 §怪獸的表示形式 (a
face-down monster's ATK is not changed; a face-down Milus Radiant applies nothing); ATK never goes
below 0 (seed 000 §永續效果, the engine's rule); Skill Drain's text (it negates the effects of
face-up monsters on the field: the changes stop)."""

from duelist.testing.scenario import Table

MR = "Milus Radiant"


def _atk(duel, ref):
    return duel.atk(ref.card(duel))


def test_milus_radiant_changes_earth_and_wind_on_both_sides():
    """Q: I control Milus Radiant and Battle Ox (EARTH); my opponent controls Gemini Elf (EARTH),
    Harpie Lady (WIND, 1300), Dark Magician (DARK) and a Set Battle Ox. A: Milus 800, my Battle Ox
    2200, Gemini Elf 2400, Harpie Lady 900, Dark Magician 2500; the Set one is left alone."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    milus = table.monster(0, MR)
    ox = table.monster(0, "Battle Ox")
    elf = table.monster(1, "Gemini Elf")
    harpie = table.monster(1, "Harpie Lady")
    dm = table.monster(1, "Dark Magician")
    set_ox = table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    assert [_atk(duel, r) for r in (milus, ox, elf, harpie, dm)] == [800, 2200, 2400, 900, 2500]
    assert set_ox.card(duel).position == "set" and duel.atk(set_ox.card(duel)) == 1700


def test_milus_radiant_face_down_applies_nothing_and_wind_stops_at_zero():
    """Q: (1) my Milus Radiant is Set; my opponent has Harpie Lady (1300). (2) two face-up Milus
    Radiant beside Harpie Lady; (3) four. A: (1) Harpie Lady keeps 1300; (2) the effects add up:
    Harpie Lady 500, each Milus 300 + 1000 = 1300; (3) she stops at 0 (1300 - 1600: no ATK below
    0), each Milus 2300."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, MR, position="set")
    harpie = table.monster(1, "Harpie Lady")
    duel = table.build()
    assert _atk(duel, harpie) == 1300

    table = Table(rules="GOAT", turn=3, turn_player=0)
    first = table.monster(0, MR)
    second = table.monster(0, MR)
    harpie = table.monster(1, "Harpie Lady")
    duel = table.build()
    assert [_atk(duel, r) for r in (first, second, harpie)] == [1300, 1300, 500]

    table = Table(rules="GOAT", turn=3, turn_player=0)
    milus = [table.monster(0, MR) for _ in range(4)]
    harpie = table.monster(1, "Harpie Lady")
    duel = table.build()
    assert _atk(duel, harpie) == 0 and _atk(duel, milus[0]) == 2300


def test_milus_radiant_under_skill_drain():
    """Q: Skill Drain is face-up while Milus Radiant, Battle Ox and Harpie Lady are on the field. A:
    Milus Radiant's effect is negated: 300, 1700 and 1300."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    milus = table.monster(0, MR)
    ox = table.monster(0, "Battle Ox")
    harpie = table.monster(1, "Harpie Lady")
    duel = table.build()
    assert [_atk(duel, r) for r in (milus, ox, harpie)] == [300, 1700, 1300]
