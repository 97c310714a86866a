"""Nobleman-Eater Bug: FLIP: destroy 2 targeted monsters on the field.

Sources: the card's text (2005 print, Flaming Eternity: "FLIP: select and destroy 2 monsters on
the field"; today's: "FLIP: target 2 monsters on the field; destroy them"; no era entry), in our
own words: mandatory, exactly 2 targets, itself among the candidates (yugioh-wiki.net
《使徒喰い虫》: with fewer than 2 monsters to target it does nothing). Seed 004 §怪兽的战斗规则 ›
翻转效果的发动: flipped by an attack and destroyed by it, it cannot target itself. Seed 000
§起動效果: a FLIP effect is no "only while face-up" effect: turned face-down in answer (Book of
Moon), its effect still resolves."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_nobleman_eater_bug_destroys_two_monsters():
    """Q: I Flip Summon Nobleman-Eater Bug and target my opponent's Summoned Skull and Battle Ox.
    A: both are destroyed; the Bug stays."""
    table = Table(turn=3)
    bug = table.monster(0, "Nobleman-Eater Bug", position="set")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", bug)
    s.pick("target", "Summoned Skull", player=0)
    s.pick("target", "Battle Ox", player=0)
    _pass_all(s, duel)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Summoned Skull"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
    assert field_monsters(duel, 0) == ["Nobleman-Eater Bug"]


def test_nobleman_eater_bug_with_one_other_monster_destroys_itself_too():
    """Q: only the Bug and my opponent's Summoned Skull are on the field. A: its effect is
    mandatory and needs 2 targets: it targets both, and both are destroyed."""
    table = Table(turn=3)
    bug = table.monster(0, "Nobleman-Eater Bug", position="set")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", bug)
    s.pick("target", "Summoned Skull", request="target")
    s.pick("target", bug, request="target")
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Nobleman-Eater Bug"] and grave(duel, 1) == ["Summoned Skull"]


def test_nobleman_eater_bug_alone_does_nothing():
    """Q: the Bug is the only monster on the field. A: fewer than 2 targets: its effect is not
    activated; it stays face-up."""
    table = Table(turn=3)
    bug = table.monster(0, "Nobleman-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", bug)
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Nobleman-Eater Bug"] and grave(duel, 0) == []


def test_nobleman_eater_bug_destroyed_by_the_attack_cannot_target_itself():
    """Q: my opponent's Summoned Skull attacks my Set Bug (1200 DEF) beside their Battle Ox.
    A: its destruction by that battle is decided, so it cannot target itself: it must target
    the Skull and the Ox, and both are destroyed (the Bug goes to the GY too)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    bug = table.monster(0, "Nobleman-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=bug, player=1)
    _pass_all(s, duel)
    s.expect(request="target", player=0)
    assert sorted(o.name for o in duel.request.options if o.kind == "target") == ["Battle Ox", "Summoned Skull"]
    s.pick("target", "Summoned Skull")
    s.pick("target", "Battle Ox")
    _pass_all(s, duel)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Summoned Skull"]
    assert grave(duel, 0) == ["Nobleman-Eater Bug"]


def test_nobleman_eater_bug_turned_face_down_in_answer_still_destroys():
    """Q: (Goat) my opponent answers the Bug's FLIP effect with Book of Moon on the Bug. A: a FLIP
    effect resolves though its monster is face-down again: the two targets are destroyed."""
    table = Table(rules="GOAT", turn=3)
    bug = table.monster(0, "Nobleman-Eater Bug", position="set")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", bug)
    s.pick("target", "Summoned Skull", player=0)
    s.pick("target", "Battle Ox", player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", bug, player=1)
    _pass_all(s, duel)
    assert bug.card(duel).position == "set"
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Book of Moon", "Summoned Skull"]
