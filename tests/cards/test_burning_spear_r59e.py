"""Burning Spear (18937875), Equip Spell: a FIRE monster only; it gains 400 ATK and loses 200 DEF.

Sources, in our words: the card's text (TP1-010, 2003, and today's agree: no ERAS entry); seed 000
§裝備魔法 (an Equip Spell targets a face-up monster it can equip, either player's; it stays only while
that monster meets its condition); Scroll of Bewitchment's text (the equipped monster is of the
declared Attribute: a monster made FIRE is a FIRE monster for Burning Spear, our reading)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

BS = "Burning Spear"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_burning_spear_equips_a_fire_monster_either_side():
    """Q: I activate Burning Spear; I control Flame Manipulator (FIRE, 900/1000) and Battle Ox (EARTH);
    my opponent controls Great Angus (FIRE, 1800/600). A: both FIRE monsters are targets, Battle Ox is
    not; Great Angus becomes 2200/400."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, "Flame Manipulator")
    ox = table.monster(0, "Battle Ox")
    angus = table.monster(1, "Great Angus")
    table.hand(0, BS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", BS)
    assert s.has("target", "Flame Manipulator") and not s.has("target", ox)
    s.pick("target", angus)
    _pass_all(duel, s)
    assert _stats(duel, angus) == (2200, 400)


def test_burning_spear_not_activated_without_a_face_up_fire_monster():
    """Q: only Battle Ox and a Set Flame Manipulator are on the field. A: Burning Spear cannot be
    activated."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, "Battle Ox")
    table.monster(0, "Flame Manipulator", position="set")
    table.hand(0, BS)
    duel = table.build()
    assert not Script(duel).has("activate", BS)


def test_burning_spear_on_a_monster_made_fire_by_scroll_of_bewitchment():
    """Q: my Battle Ox (EARTH) holds Scroll of Bewitchment naming FIRE; I activate Burning Spear, then my
    opponent destroys the Scroll with Mystical Space Typhoon. A: as a FIRE monster Battle Ox takes
    Burning Spear (2100 ATK); back to EARTH, Burning Spear no longer fits and is sent to my GY."""
    table = Table(rules="GOAT", turn=3)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Scroll of Bewitchment", BS)
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scroll of Bewitchment")
    while duel.request.kind == "option":
        opts = [o for o in duel.request.options if o.name == "FIRE"]
        s.answer(opts[0])
    s.pick("target", ox)
    _pass_all(duel, s)
    s.pick("activate", BS)
    s.pick("target", ox)
    _pass_all(duel, s)
    assert duel.atk(ox.card(duel)) == 2100
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Scroll of Bewitchment", player=1)
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == [BS, "Scroll of Bewitchment"]
    assert duel.atk(ox.card(duel)) == 1700
