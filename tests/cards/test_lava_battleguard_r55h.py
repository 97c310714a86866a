"""Lava Battleguard (20394040) and Swamp Battleguard (40453765): each gains 500 ATK for each
face-up partner ("Swamp Battleguard" for Lava, "Lava Battleguard" for Swamp) its controller
controls.

Sources: the card's texts read in our words (the 2005 prints, Metal Raiders MRD-115 and MRD-063,
and today's do the same: no ERAS entry); yugioh-wiki.net 《バーバリアン１号》 / 《バーバリアン２号》:
continuous effects that count the face-up partners on their controller's own field (not the
opponent's, not a face-down one); two partners give 1000; Skill Drain negates them (seed 000
§效果分類)."""

from duelist.testing.scenario import Script, Table

LAVA = "Lava Battleguard"
SWAMP = "Swamp Battleguard"


def _atk(duel, ref):
    return duel.atk(ref.card(duel))


def test_lava_battleguard_with_one_swamp_battleguard():
    """Q: I control Lava Battleguard (1550) and Swamp Battleguard (1800), both face-up. A: each
    gains 500: Lava 2050, Swamp 2300."""
    table = Table(rules="GOAT", turn=3)
    lava = table.monster(0, LAVA)
    swamp = table.monster(0, SWAMP)
    duel = table.build()
    assert (_atk(duel, lava), _atk(duel, swamp)) == (2050, 2300)


def test_swamp_battleguard_with_two_lava_battleguards():
    """Q: I control Swamp Battleguard and two face-up Lava Battleguards. A: Swamp gains 1000
    (2800); each Lava gains 500 for the one Swamp (2050)."""
    table = Table(rules="GOAT", turn=3)
    swamp = table.monster(0, SWAMP)
    lava1 = table.monster(0, LAVA)
    lava2 = table.monster(0, LAVA)
    duel = table.build()
    assert _atk(duel, swamp) == 2800
    assert (_atk(duel, lava1), _atk(duel, lava2)) == (2050, 2050)


def test_lava_battleguard_the_opponents_or_a_face_down_swamp_does_not_count():
    """Q: my opponent controls a face-up Swamp Battleguard, and my own Swamp Battleguard is Set.
    A: neither counts: my Lava Battleguard keeps 1550; the opponent's Swamp keeps 1800."""
    table = Table(rules="GOAT", turn=3)
    lava = table.monster(0, LAVA)
    table.monster(0, SWAMP, position="set")
    their_swamp = table.monster(1, SWAMP)
    duel = table.build()
    assert _atk(duel, lava) == 1550 and _atk(duel, their_swamp) == 1800


def test_swamp_battleguard_gain_goes_when_the_lava_leaves():
    """Q: my Lava Battleguard (2050 beside my Swamp) is destroyed by my opponent's Smashing Ground
    (it destroys my face-up monster with the highest DEF: the Lava, 1800 against 1500).
    A: my Swamp Battleguard drops back to 1800."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    lava = table.monster(0, LAVA)
    swamp = table.monster(0, SWAMP)
    table.hand(1, "Smashing Ground")
    duel = table.build()
    assert _atk(duel, swamp) == 2300
    s = Script(duel)
    s.pick("activate", "Smashing Ground")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lava.card(duel).location == "grave"
    assert _atk(duel, swamp) == 1800


def test_lava_battleguard_under_skill_drain():
    """Q: my opponent controls a face-up Skill Drain; I control both Battleguards. A: no gains:
    1550 and 1800."""
    table = Table(rules="GOAT", turn=3)
    lava = table.monster(0, LAVA)
    swamp = table.monster(0, SWAMP)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert (_atk(duel, lava), _atk(duel, swamp)) == (1550, 1800)
