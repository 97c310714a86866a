"""Gust Fan (55321970), Equip Spell: a WIND monster only; it gains 400 ATK and loses 200 DEF.

Sources, in our words: the card's text (TP1-011, 2003, and today's agree: no ERAS entry); seed 000
§裝備魔法 (it targets a face-up monster it can equip; it is sent to the GY once its monster leaves the
field or turns face-down); Book of Moon's text (the monster is changed to face-down Defense
Position)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

GF = "Gust Fan"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_gust_fan_equips_a_wind_monster_only():
    """Q: I activate Gust Fan; I control Luster Dragon (WIND, 1900/1600) and Mystical Elf (LIGHT). A:
    Luster Dragon is a target, Mystical Elf is not; it becomes 2300/1400."""
    table = Table(rules="GOAT", turn=3)
    luster = table.monster(0, "Luster Dragon")
    elf = table.monster(0, "Mystical Elf")
    table.hand(0, GF)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GF)
    assert not s.has("target", elf)
    s.pick("target", luster)
    _pass_all(duel, s)
    card = luster.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (2300, 1400)


def test_gust_fan_not_activated_without_a_face_up_wind_monster():
    """Q: only Mystical Elf (LIGHT) and a Set Luster Dragon are on the field. A: Gust Fan cannot be
    activated."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, "Mystical Elf")
    table.monster(1, "Luster Dragon", position="set")
    table.hand(0, GF)
    duel = table.build()
    assert not Script(duel).has("activate", GF)


def test_gust_fan_sent_to_the_gy_when_book_of_moon_turns_its_monster_face_down():
    """Q: my Luster Dragon holds Gust Fan; my opponent turns it face-down with Book of Moon. A: Gust Fan
    is sent to my GY; Luster Dragon stays, Set."""
    table = Table(rules="GOAT", turn=3)
    luster = table.monster(0, "Luster Dragon")
    table.spell_trap(0, GF, face_down=False, equipped_to=luster)
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", luster, player=1)
    _pass_all(duel, s)
    assert luster.card(duel).position == "set" and grave(duel, 0) == [GF]
