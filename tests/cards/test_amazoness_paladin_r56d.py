"""Amazoness Paladin (47480070): it gains 100 ATK for each face-up "Amazoness" monster its
controller has, itself included.

Sources: the card's texts in our words -- the 2005 print (Dark Revelation Volume 1, DR1-EN114:
ATK up 100 for each face-up "Amazoness" monster on your side of the field) and today's ("for
each face-up Amazoness monster you control") do the same (no ERAS entry); yugioh-wiki.net
《アマゾネスの聖戦士》 (a continuous effect counting itself; a face-down monster is no
"Amazoness" monster, it has no name while face-down: seed 000 §怪獸的表示形式). Skill Drain
negates a face-up monster's effects on the field (seed 000 §效果分類 › 其他效果). The Unfriendly
Amazon is no "Amazoness" card (its name does not hold the word)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

PALADIN = "Amazoness Paladin"


def test_amazoness_paladin_alone_counts_itself():
    """Q: Amazoness Paladin (1700) is my only monster. A: it is a face-up Amazoness monster
    itself: 1800 ATK, under both rule sets."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3)
        paladin = table.monster(0, PALADIN)
        duel = table.build()
        assert duel.atk(paladin.card(duel)) == 1800, rules


def test_amazoness_paladin_counts_only_my_face_up_amazoness():
    """Q: beside Amazoness Paladin I control a face-up Amazoness Swords Woman, a Set Amazoness
    Fighter and a face-up The Unfriendly Amazon; my opponent controls a face-up Amazoness Tiger.
    A: only the Paladin and the Swords Woman count: 1900 (a face-down card has no name, The
    Unfriendly Amazon is no Amazoness, the opponent's do not count)."""
    table = Table(rules="GOAT", turn=3)
    paladin = table.monster(0, PALADIN)
    table.monster(0, "Amazoness Swords Woman")
    table.monster(0, "Amazoness Fighter", position="set")
    table.monster(0, "The Unfriendly Amazon")
    table.monster(1, "Amazoness Tiger")
    duel = table.build()
    assert duel.atk(paladin.card(duel)) == 1900


def test_amazoness_paladin_gain_counts_in_battle():
    """Q: with Amazoness Swords Woman face-up beside it, Amazoness Paladin (1900) attacks Mad Dog
    of Darkness (1900): both have 1900 ATK. A: both are destroyed, no damage."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    table.monster(0, PALADIN)
    table.monster(0, "Amazoness Swords Woman", position="defense")
    dog = table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    Script(duel).pick("attack", PALADIN, target=dog)
    assert grave(duel, 0) == [PALADIN] and grave(duel, 1) == ["Mad Dog of Darkness"]
    assert lp(duel) == (8000, 8000)


def test_amazoness_paladin_under_skill_drain():
    """Q: my opponent has Skill Drain face-up; I control Amazoness Paladin and a face-up Amazoness
    Swords Woman. A: its effect is negated: 1700, its printed ATK."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(1, "Skill Drain", face_down=False)
    paladin = table.monster(0, PALADIN)
    table.monster(0, "Amazoness Swords Woman")
    duel = table.build()
    assert duel.atk(paladin.card(duel)) == 1700
