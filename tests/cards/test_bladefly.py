"""Bladefly: while it is face-up, every face-up WIND monster on the field gains 500 ATK and every
face-up EARTH monster loses 400 ATK.

Sources: the card's text in our words (the 2005 MRD print does what today's does: no ERAS
entry); the OCG text of 《ブレードフライ》 and its mirror Witch's Apprentice's tests, our reading (both players'
monsters; Bladefly, WIND, gains too: 1100 ATK; a continuous effect, gone when it leaves the field
or Skill Drain negates it; two copies add up); seed 000 §怪獸的表示形式 (a face-down monster's
Attribute is not read: it is not changed).
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

FLY = "Bladefly"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_bladefly_wind_up_earth_down_on_both_sides():
    """Q: I control Bladefly and Harpie Lady (WIND, 1300); my opponent controls Battle Ox (EARTH,
    1700), Mystical Elf (LIGHT, 800) and a Set Celtic Guardian (EARTH): A: Bladefly 1100, Harpie
    Lady 1800, Battle Ox 1300, Mystical Elf 800, the Set Celtic Guardian 1400 (unchanged)."""
    table = Table(turn=3, turn_player=0)
    refs = [table.monster(0, FLY), table.monster(0, "Harpie Lady"), table.monster(1, "Battle Ox"),
            table.monster(1, "Mystical Elf"), table.monster(1, "Celtic Guardian", position="set")]
    duel = table.build()
    assert [duel.atk(r.card(duel)) for r in refs] == [1100, 1800, 1300, 800, 1400]


def test_bladefly_two_copies_add_up():
    """Q: two face-up Bladefly beside Battle Ox: A: each Bladefly 1600, Battle Ox 900."""
    table = Table(turn=3, turn_player=0)
    refs = [table.monster(0, FLY), table.monster(0, FLY), table.monster(0, "Battle Ox")]
    duel = table.build()
    assert [duel.atk(r.card(duel)) for r in refs] == [1600, 1600, 900]


def test_bladefly_weakened_battle_ox_loses_to_celtic_guardian():
    """Q: my opponent's Bladefly is face-up; my Celtic Guardian (1400 - 400 = 1000) attacks their
    Battle Ox (1700 - 400 = 1300): A: my Celtic Guardian is destroyed and I take 300."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    ox = table.monster(1, "Battle Ox")
    table.monster(1, FLY, position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target=ox)
    _resolve(s)
    assert grave(duel, 0) == ["Celtic Guardian"] and lp(duel) == (7700, 8000)


def test_bladefly_under_skill_drain_changes_nothing():
    """Q: my opponent's Skill Drain is face-up beside their Bladefly and Battle Ox: A: Bladefly's
    effect is negated: Bladefly 600, Battle Ox 1700; once my Mystical Space Typhoon destroys Skill
    Drain: Bladefly 1100, Battle Ox 1300."""
    table = Table(turn=3, turn_player=0)
    fly = table.monster(1, FLY)
    ox = table.monster(1, "Battle Ox")
    drain = table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    assert (duel.atk(fly.card(duel)), duel.atk(ox.card(duel))) == (600, 1700)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", drain)
    _resolve(s)
    assert (duel.atk(fly.card(duel)), duel.atk(ox.card(duel))) == (1100, 1300)
