"""Ritual Weapon (54351224), Equip Spell: a Ritual Monster of Level 6 or lower only; it gains 1500
ATK and 1500 DEF.

Sources, in our words: the card's text (SOD-EN048, 2004, and today's agree: no ERAS entry); seed 000
§裝備魔法 (an Equip Card stays only while its monster meets its condition); the Level it reads is the
Level now (Demotion's text: the equipped monster is 2 Levels lower), our reading as for Fusion
Weapon (tests/cards/test_fusion_weapon_r55c.py)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

RW = "Ritual Weapon"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_ritual_weapon_equips_a_level_6_ritual_monster_only():
    """Q: I activate Ritual Weapon; I control Dokurorider (Ritual, Level 6, 1900/1850), Magician of
    Black Chaos (Ritual, Level 8) and Battle Ox (Level 4, no Ritual). A: only Dokurorider is a target;
    it becomes 3400/3350."""
    table = Table(rules="GOAT", turn=3)
    doku = table.monster(0, "Dokurorider", summon_kind="ritual")
    mbc = table.monster(0, "Magician of Black Chaos", summon_kind="ritual")
    ox = table.monster(0, "Battle Ox")
    table.hand(0, RW)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", RW)
    assert not s.has("target", mbc) and not s.has("target", ox)
    s.pick("target", doku)
    _pass_all(duel, s)
    card = doku.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (3400, 3350)


def test_ritual_weapon_not_activated_without_such_a_monster():
    """Q: only Magician of Black Chaos (Level 8) and a Set Dokurorider are on the field. A: Ritual
    Weapon cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, "Magician of Black Chaos", summon_kind="ritual")
    table.monster(1, "Dokurorider", position="set", summon_kind="ritual")
    table.hand(0, RW)
    duel = table.build()
    assert not Script(duel).has("activate", RW)


def test_ritual_weapon_on_a_demoted_ritual_monster_goes_when_its_level_comes_back():
    """Q: my Magician of Black Chaos (Level 8) holds Demotion (Level 6 now), so I equip Ritual Weapon
    to it (4300 ATK); my opponent destroys Demotion with Mystical Space Typhoon. A: Level 8 again, it no
    longer fits: Ritual Weapon goes to my GY with Demotion; the Magician is 2800 again."""
    table = Table(rules="GOAT", turn=3)
    mbc = table.monster(0, "Magician of Black Chaos", summon_kind="ritual")
    table.spell_trap(0, "Demotion", face_down=False, equipped_to=mbc)
    table.hand(0, RW)
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", RW)
    s.pick("target", mbc)
    _pass_all(duel, s)
    assert duel.atk(mbc.card(duel)) == 4300
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Demotion", player=1)
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == ["Demotion", RW] and duel.atk(mbc.card(duel)) == 2800
