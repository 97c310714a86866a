"""Cyclon Laser (5494820): Equip Spell for Gradius only: +300 ATK, and piercing battle damage.

Sources, in our words: the card's text (LON-095, 2003, and today's print agree; no ERAS entry); the OCG
text 《サイクロンレーザー》 (equip only to Gradius; +300 ATK; when it attacks a Defense Position monster
whose DEF is lower than its ATK, the difference is battle damage). Seed 000 §裝備魔法: destroyed when
the monster leaves the field or turns face-down. Imperial Order negates Spells on the field (its text):
no gain and no piercing while it applies."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

CL = "Cyclon Laser"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _equip(table, monster):
    table.hand(0, CL)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CL, player=0, request="idle")
    s.pick("target", monster, player=0)
    _finish(s)
    return duel, s


def test_cyclon_laser_gradius_gains_300_and_pierces_a_face_down_defender():
    """Q: my Gradius (1200) equipped with Cyclon Laser attacks a face-down Hitotsu-Me Giant (DEF 1000).
    A: Gradius has 1500 ATK: the Giant is destroyed and my opponent takes 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    gradius = table.monster(0, "Gradius")
    giant = table.monster(1, "Hitotsu-Me Giant", position="set")
    duel, s = _equip(table, gradius)
    assert duel.atk(gradius.card(duel)) == 1500
    s.pick("battle")
    _finish(s)
    s.pick("attack", "Gradius", target=giant, request="battle")
    _finish(s)
    assert lp(duel) == (8000, 7500) and grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_cyclon_laser_equips_only_gradius():
    """Q: I control a face-up Battle Ox and no Gradius. A: Cyclon Laser cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, CL)
    duel = table.build()
    assert not Script(duel).has("activate", CL)


def test_cyclon_laser_may_equip_the_opponents_gradius():
    """Q: only my opponent controls a face-up Gradius. A: "equip only to Gradius", any Gradius: I may
    equip theirs; it then has 1500 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    gradius = table.monster(1, "Gradius")
    duel, _s = _equip(table, gradius)
    assert duel.atk(gradius.card(duel)) == 1500


def test_cyclon_laser_destroyed_when_gradius_is_turned_face_down():
    """Q: my opponent turns my equipped Gradius face-down with Book of Moon. A: the Equip Spell is
    destroyed (seed 000 §裝備魔法)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    gradius = table.monster(0, "Gradius")
    table.spell_trap(1, "Book of Moon")
    duel, s = _equip(table, gradius)
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", gradius, player=1)
    _finish(s)
    assert gradius.card(duel).position == "set" and grave(duel, 0) == [CL]


def test_cyclon_laser_under_imperial_order_neither_gains_nor_pierces():
    """Q: Imperial Order is face-up; my Gradius equipped with Cyclon Laser attacks a face-down
    Hitotsu-Me Giant (DEF 1000). A: the Spell's effects are negated: Gradius
    has 1200 ATK, the Giant is destroyed, no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    gradius = table.monster(0, "Gradius")
    giant = table.monster(1, "Hitotsu-Me Giant", position="set")
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.spell_trap(0, CL, face_down=False, equipped_to=gradius)
    duel = table.build()
    s = Script(duel)
    assert duel.atk(gradius.card(duel)) == 1200
    s.pick("battle")
    _finish(s)
    s.pick("attack", "Gradius", target=giant, request="battle")
    _finish(s)
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Hitotsu-Me Giant"]
