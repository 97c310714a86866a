"""Lightning Blade (55226821), Equip Spell: a Warrior monster only; it gains 800 ATK, and every
WATER monster on the field loses 500 ATK and DEF.

Sources, in our words: the card's text (LON-022, 2003, and today's agree: no ERAS entry); seed 000
§裝備魔法 (it targets a face-up monster it can equip, either side); Umi's text (face-up WATER
monsters gain 200 ATK and DEF: both changes add up); the loss reaches WATER monsters on both sides,
our reading of "all WATER monsters on the field"."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

LB = "Lightning Blade"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_lightning_blade_warrior_gains_and_water_monsters_lose():
    """Q: I equip Lightning Blade to my Celtic Guardian (Warrior, 1400); my Kairyu-Shin and my
    opponent's Kairyu-Shin (WATER, 1800/1500) are face-up. A: Celtic Guardian is 2200; both Kairyu-Shin
    are 1300/1000."""
    table = Table(rules="GOAT", turn=3)
    celtic = table.monster(0, "Celtic Guardian")
    mine = table.monster(0, "Kairyu-Shin")
    theirs = table.monster(1, "Kairyu-Shin")
    table.hand(0, LB)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", LB)
    assert not s.has("target", mine)
    s.pick("target", celtic)
    _pass_all(duel, s)
    assert _stats(duel, celtic) == (2200, 1200)
    assert _stats(duel, mine) == (1300, 1000) and _stats(duel, theirs) == (1300, 1000)


def test_lightning_blade_needs_a_face_up_warrior():
    """Q: only Battle Ox (Beast-Warrior) and a Set Celtic Guardian are on the field. A: no Warrior is a
    target: Lightning Blade cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian", position="set")
    table.hand(0, LB)
    duel = table.build()
    assert not Script(duel).has("activate", LB)


def test_lightning_blade_under_umi_then_destroyed():
    """Q: under Umi my opponent's Kairyu-Shin is 2000/1700; my Celtic Guardian holds Lightning Blade.
    Then my opponent destroys Lightning Blade with Mystical Space Typhoon. A: with both, Kairyu-Shin is
    1500/1200; once Lightning Blade is gone, 2000/1700 again, and Celtic Guardian 1400."""
    table = Table(rules="GOAT", turn=3)
    table.field_spell(1, "Umi")
    kairyu = table.monster(1, "Kairyu-Shin")
    celtic = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, LB, face_down=False, equipped_to=celtic)
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    assert _stats(duel, kairyu) == (1500, 1200)
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", LB, player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == [LB]
    assert _stats(duel, kairyu) == (2000, 1700) and _stats(duel, celtic) == (1400, 1200)
