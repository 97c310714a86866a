"""Blast with Chain (98239899): its destruction effect needs a card EFFECT to destroy it while it is
equipped. Two positions a judge is asked about: its monster turned face-down (Book of Moon), and
a face-up Jinzo on the field when it is destroyed.

Sources: the card's text in our words (DB2 2005: destroyed by the effect of another card while it
is an Equip Card; today's: destroyed by a card effect while equipped); yugioh-wiki.net 《鎖付き爆弾》
(the rules' destruction of an Equip Card whose monster is gone does not count); Seed 000 §裝備魔法
(an Equip Card whose monster leaves or is turned face-down is destroyed, and not by a card's
effect) with §通常陷阱 (a Normal Trap that becomes an Equip Card follows the Equip Spell rules).
Jinzo: its text (2005 and today's) bars the activation of Trap Cards and negates the effects of
Trap Cards on the field; no ruling found (yugioh-wiki.net, Goat rulings) on a Blast with Chain
destroyed while Jinzo negates it -- see the second test."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_blast_with_chain_monster_turned_face_down_destroys_nothing():
    """Q: my Battle Ox carries my Blast with Chain; my opponent's Book of Moon turns Battle Ox
    face-down. A: Blast with Chain can no longer be equipped to it and the rules destroy it (no
    card effect): its effect does not activate; my opponent's Summoned Skull stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Blast with Chain", face_down=False, equipped_to=ox)
    table.monster(1, "Summoned Skull")
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1, request="idle")
    s.pick("target", "Battle Ox", player=1)
    _finish(s)
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert grave(duel, 0) == ["Blast with Chain"] and grave(duel, 1) == ["Book of Moon"]
    assert [c.name for c in duel.monsters(1)] == ["Summoned Skull"]
    assert not duel.monsters(0)[0].face_up


def test_blast_with_chain_destroyed_under_jinzo_destroys_nothing():
    """Q: my Battle Ox carries my Blast with Chain; my opponent then controls a face-up Jinzo and
    destroys Blast with Chain with Mystical Space Typhoon. A (the engine's reading, in both eras; no
    ruling found): Jinzo negated Blast with Chain's effects while it was on the field, so its
    destruction starts nothing and Summoned Skull stays. DOUBTFUL: the opposite reading -- the
    effect is activated in the GY, where today's Jinzo text ("their effects on the field") does not
    reach, as a Sangan destroyed under Skill Drain still searches -- would destroy a card; a
    sourced ruling should decide it (2005 and today's may differ)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=4, turn_player=1)
        ox = table.monster(0, "Battle Ox")
        table.spell_trap(0, "Blast with Chain", face_down=False, equipped_to=ox)
        table.monster(1, "Jinzo")
        table.monster(1, "Summoned Skull")
        table.hand(1, "Mystical Space Typhoon")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", "Mystical Space Typhoon", player=1, request="idle")
        s.pick("target", "Blast with Chain", player=1)
        _finish(s)
        assert duel.request.kind == "idle" and duel.request.player == 1, rules
        assert grave(duel, 0) == ["Blast with Chain"], rules
        assert grave(duel, 1) == ["Mystical Space Typhoon"], rules
        assert [c.name for c in duel.monsters(1)] == ["Jinzo", "Summoned Skull"], rules
