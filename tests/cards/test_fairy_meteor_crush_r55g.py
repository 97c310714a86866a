"""Fairy Meteor Crush (97687912): an Equip Spell for any face-up monster; attacking a Defense
Position monster, the equipped monster deals piercing battle damage.

Sources: the card's text (PSV 2002 and today's say the same, in our words); yugioh-wiki.net
《メテオ・ストライク》: it may equip either player's face-up monster; no damage when the DEF is
not lower than the ATK. Seed 004 §伤害的判定 (a face-down defender is flipped and its DEF used).
Imperial Order negates the effects of Spells on the field (its text): no piercing while it
applies. Seed 000 §裝備魔法: an Equip Spell needs a face-up monster to be activated."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _equip_and_attack(table, attacker, defender):
    table.hand(0, "Fairy Meteor Crush")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fairy Meteor Crush", player=0, request="idle")
    s.pick("target", attacker, player=0)
    _finish(s)
    s.pick("battle", player=0, request="idle")
    _finish(s)
    s.pick("attack", attacker, target=defender, player=0, request="battle")
    _finish(s)
    return duel


def test_fairy_meteor_crush_pierces_a_face_down_defender():
    """Q: my Summoned Skull (2500) equipped with Fairy Meteor Crush attacks a face-down Mystical
    Elf (DEF 2000). A: the Elf is destroyed and my opponent takes 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(0, "Summoned Skull")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = _equip_and_attack(table, skull, elf)
    assert lp(duel) == (8000, 7500) and grave(duel, 1) == ["Mystical Elf"]


def test_fairy_meteor_crush_no_damage_into_a_higher_def():
    """Q: my Battle Ox (1700) with Fairy Meteor Crush attacks a Defense Position Mystical Elf (DEF
    2000). A: no piercing damage; I take the 300 as usual."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = _equip_and_attack(table, ox, elf)
    assert lp(duel) == (7700, 8000) and elf.card(duel).location == "mzone"


def test_fairy_meteor_crush_under_imperial_order_does_not_pierce():
    """Q: my opponent's Imperial Order is face-up; my Summoned Skull with Fairy Meteor Crush
    attacks a face-down Mystical Elf. A: the Equip Spell's effect is negated: the Elf is destroyed
    but no battle damage is dealt."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(0, "Summoned Skull")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = _equip_and_attack(table, skull, elf)
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Mystical Elf"]


def test_fairy_meteor_crush_needs_a_face_up_monster():
    """Q: the only monsters on the field are face-down. May I activate Fairy Meteor Crush? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Fairy Meteor Crush")
    table.monster(0, "Battle Ox", position="set")
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", "Fairy Meteor Crush")


def test_fairy_meteor_crush_on_the_opponents_monster():
    """Q: I equip my opponent's Summoned Skull with Fairy Meteor Crush; in their turn it attacks my
    face-down Mystical Elf. A: the piercing works for the monster it equips, whoever controls it:
    I take 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Fairy Meteor Crush")
    skull = table.monster(1, "Summoned Skull")
    elf = table.monster(0, "Mystical Elf", position="set")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fairy Meteor Crush", player=0, request="idle")
    s.pick("target", skull, player=0)
    _finish(s)
    s.end_turn()
    while duel.request.kind != "idle" or duel.request.player != 1:
        s.pick("pass")
    s.pick("battle", player=1, request="idle")
    _finish(s)
    s.pick("attack", skull, target=elf, player=1, request="battle")
    _finish(s)
    assert lp(duel) == (7500, 8000) and grave(duel, 0) == ["Mystical Elf"]
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Fairy Meteor Crush"]
