"""Armor Break (79649195), Counter Trap: when an Equip Spell Card is activated, negate the
activation and destroy it.

Sources: the card's text (AST, 2004, and today's: "negate the activation of an Equip Spell Card
and destroy it", the same meaning in both eras); seed 000 §反擊陷阱 (a Counter Trap answers the
activation it names, spell speed 3); seed 000 §裝備魔法 (an Equip Spell is a Spell Card
activated face-up; a Trap that becomes an Equip Card is no Equip Spell, nor is a Union
monster's equip an activation); yugioh-wiki.net 《アーマーブレイク》: only the activation of
an Equip Spell Card, its cost (Premature Burial's 800 LP) stays paid."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters as monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_armor_break_negates_axe_of_despair():
    """Q: my opponent activates Axe of Despair on their Battle Ox; I chain Armor Break.
    A: the Axe's activation is negated and it is destroyed: Battle Ox keeps 1700 ATK, both
    cards are in the GYs."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Axe of Despair")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(0, "Armor Break")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Axe of Despair", player=1, request="idle")
    s.pick("target", ox, player=1)
    s.pick("activate", "Armor Break", player=0, request="chain")
    _finish(s)
    assert grave(duel, 1) == ["Axe of Despair"] and grave(duel, 0) == ["Armor Break"]
    assert ox.card(duel).location == S.MZONE and duel.players[1].szone == [None] * 5
    assert ox.card(duel).face_up and duel.request.kind == "idle"


def test_armor_break_keeps_premature_burials_cost_paid():
    """Q: my opponent pays 800 LP and activates Premature Burial on Summoned Skull in their GY;
    I chain Armor Break. A: nothing is revived, Premature Burial is destroyed, and the 800 LP
    stay paid (a cost is never given back)."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Premature Burial")
    table.grave(1, "Summoned Skull")
    table.spell_trap(0, "Armor Break")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial", player=1, request="idle")
    s.pick("target", "Summoned Skull", player=1)
    s.pick("activate", "Armor Break", player=0, request="chain")
    _finish(s)
    assert lp(duel) == (8000, 7200)
    assert monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Premature Burial", "Summoned Skull"]


def test_armor_break_cannot_answer_a_normal_spell():
    """Q: my opponent activates Dark Hole; may I answer it with Armor Break? A: no: Dark Hole
    is no Equip Spell. Dark Hole resolves and Armor Break stays Set."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Dark Hole")
    table.monster(0, "Battle Ox")
    brk = table.spell_trap(0, "Armor Break")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1, request="idle")
    assert monsters(duel, 0) == [] and grave(duel, 0) == ["Battle Ox"]
    assert brk.card(duel).location == S.SZONE and not brk.card(duel).face_up


def test_armor_break_cannot_answer_a_trap_that_becomes_an_equip_card():
    """Q: my opponent activates Blast with Chain, a Trap that becomes an Equip Card; may I
    answer it with Armor Break? A: no: it is a Trap Card, not an Equip Spell. It equips and
    Armor Break stays Set."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.spell_trap(1, "Blast with Chain")
    ox = table.monster(1, "Battle Ox")
    brk = table.spell_trap(0, "Armor Break")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Blast with Chain", player=1, request="idle")
    s.pick("target", ox, player=1)
    _finish(s)
    assert duel.players[1].szone[0].name == "Blast with Chain" and duel.players[1].szone[0].face_up
    assert brk.card(duel).location == S.SZONE and not brk.card(duel).face_up


def test_armor_break_against_snatch_steal_keeps_control():
    """Q: my opponent activates Snatch Steal on my Summoned Skull; I chain Armor Break.
    A: the activation is negated: I keep Summoned Skull; Snatch Steal is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Snatch Steal")
    skull = table.monster(0, "Summoned Skull")
    table.spell_trap(0, "Armor Break")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1, request="idle")
    s.pick("target", skull, player=1)
    s.pick("activate", "Armor Break", player=0, request="chain")
    _finish(s)
    assert skull.card(duel).controller == 0 and monsters(duel, 0) == ["Summoned Skull"]
    assert grave(duel, 1) == ["Snatch Steal"] and grave(duel, 0) == ["Armor Break"]
