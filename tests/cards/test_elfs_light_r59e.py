"""Elf's Light (39897277), Equip Spell: a LIGHT monster only; it gains 400 ATK and loses 200 DEF.

Sources, in our words: the card's text (TP1-006, 2003, and today's agree: no ERAS entry); seed 000
§裝備魔法 (an Equip Card stays only while its monster meets its condition: the state checks send it to
the GY otherwise); Homunculus the Alchemic Being's text (once per turn it takes another Attribute)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

EL = "Elf's Light"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_elfs_light_equips_a_light_monster_only():
    """Q: I activate Elf's Light; I control Mystical Elf (LIGHT, 800/2000) and Luster Dragon (WIND). A:
    Mystical Elf is a target, Luster Dragon is not; it becomes 1200/1800."""
    table = Table(rules="GOAT", turn=3)
    elf = table.monster(0, "Mystical Elf")
    luster = table.monster(0, "Luster Dragon")
    table.hand(0, EL)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", EL)
    assert not s.has("target", luster)
    s.pick("target", elf)
    _pass_all(duel, s)
    card = elf.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (1200, 1800)


def test_elfs_light_not_activated_without_a_face_up_light_monster():
    """Q: only Luster Dragon (WIND) and a Set Mystical Elf are on the field. A: Elf's Light cannot be
    activated."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, "Luster Dragon")
    table.monster(0, "Mystical Elf", position="set")
    table.hand(0, EL)
    duel = table.build()
    assert not Script(duel).has("activate", EL)


def test_elfs_light_falls_off_homunculus_turned_dark():
    """Q: my Homunculus the Alchemic Being (LIGHT, 1800) holds Elf's Light (2200); I use its effect to
    make it DARK. A: no longer LIGHT, Elf's Light is sent to my GY: Homunculus is back to 1800."""
    table = Table(rules="GOAT", turn=3)
    homunculus = table.monster(0, "Homunculus the Alchemic Being")
    table.spell_trap(0, EL, face_down=False, equipped_to=homunculus)
    duel = table.build()
    assert duel.atk(homunculus.card(duel)) == 2200
    s = Script(duel)
    s.pick("activate", "Homunculus the Alchemic Being")
    _pass_all(duel, s)
    s.answer([o for o in duel.request.options if o.name == "DARK"][0])
    _pass_all(duel, s)
    assert grave(duel, 0) == [EL] and duel.atk(homunculus.card(duel)) == 1800
