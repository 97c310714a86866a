"""Scroll of Bewitchment (10352095), Equip Spell: declare 1 Attribute as you activate it; the
equipped monster becomes that Attribute.

Sources, in our words: the card's texts (LON-048, 2003, and today's: the same; no ERAS entry);
yugioh-wiki.net 《幻惑の巻物》 (OCG: 「属性を1つ宣言して発動できる。装備モンスターは宣言した属性になる」):
any face-up monster, either player's, may be equipped; the Attribute is changed only while it
is equipped, and cards that read an Attribute read the new one (the wiki's use with Attribute
supports); seed 000 §裝備魔法: the Equip Spell goes when its monster leaves or turns face-down,
and the change ends with it."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SCROLL = "Scroll of Bewitchment"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _declare(s, attribute):
    s.answer([o for o in s.duel.request.options if o.label == "Option %s" % attribute][0])


def _equip(table, target, attribute):
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SCROLL, player=0)
    if duel.request.kind == "option":
        _declare(s, attribute)
        s.pick("target", target, player=0)
    else:
        s.pick("target", target, player=0)
        _declare(s, attribute)
    _resolve(s)
    return duel, s


def test_scroll_of_bewitchment_changes_the_attribute():
    """Q: I activate Scroll of Bewitchment declaring LIGHT and equip it to my opponent's Battle Ox
    (EARTH). A: Battle Ox is LIGHT while equipped (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, SCROLL)
        ox = table.monster(1, "Battle Ox")
        duel, s = _equip(table, ox, "LIGHT")
        assert duel.attribute(ox.card(duel)) == "LIGHT", rules
        assert duel.players[0].szone[0].name == SCROLL, rules


def test_scroll_of_bewitchment_needs_a_face_up_monster():
    """Q: the only monster on the field is a face-down Mystical Elf. May I activate Scroll of
    Bewitchment? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SCROLL)
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", SCROLL)


def test_scroll_of_bewitchment_gone_the_attribute_comes_back():
    """Q: my equipped Scroll of Bewitchment (Battle Ox made WATER) is destroyed by my opponent's
    Mystical Space Typhoon. A: Battle Ox is EARTH again."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SCROLL)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel, s = _equip(table, ox, "WATER")
    assert duel.attribute(ox.card(duel)) == "WATER"
    s.pick("battle", player=0)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", SCROLL, player=1)
    _resolve(s)
    assert grave(duel, 0) == [SCROLL] and duel.attribute(ox.card(duel)) == "EARTH"


def test_scroll_of_bewitchment_under_mystic_plasma_zone():
    """Q: Mystic Plasma Zone (DARK monsters +500 ATK, -400 DEF) is face-up; I make my Battle Ox
    (1700/1000, EARTH) DARK with Scroll of Bewitchment. A: it is a DARK monster now: 2200 ATK,
    600 DEF."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Mystic Plasma Zone")
    table.hand(0, SCROLL)
    ox = table.monster(0, "Battle Ox")
    duel, s = _equip(table, ox, "DARK")
    card = ox.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (2200, 600)
