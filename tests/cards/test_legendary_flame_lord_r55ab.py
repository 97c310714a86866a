"""Incandescent Ordeal (33031674) and Legendary Flame Lord (60258960): the Ritual Spell Ritual
Summons the Level 7 Flame Lord with Tributes of 7 or more Levels; the Flame Lord gets a Spell
Counter for each Spell Card activated while it is face-up (no limit), and its controller may
remove 3 to destroy every other monster on the field.

Sources: the cards' texts in our words (Dark Crisis DCR-081 / DCR-085 and today's texts do the
same: the counter is placed as that Spell resolves, the Skilled Magicians' ruling, as for Royal
Magical Library; no ERAS entry): no limit to its counters (the text names none); a Spell whose
activation is negated never resolves and places none (Skilled White Magician's counting); the
counters removed are the cost; every monster but itself, both sides; seed 000 §儀式召喚."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

LORD = "Legendary Flame Lord"
ORDEAL = "Incandescent Ordeal"
SPELL = "Dian Keto the Cure Master"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _counters(duel, ref):
    return (ref.card(duel).marks or {}).get("spell_counter", 0)


def _lord_with_spells(count, table=None):
    table = table or Table(rules="GOAT", turn=3, turn_player=0)
    lord = table.monster(0, LORD, summon_kind="ritual")
    table.hand(0, *([SPELL] * count))
    return table, lord


def _activate_spells(s, count):
    for _ in range(count):
        s.pick("activate", SPELL, request="idle", first=True)
        _pass(s)


def test_incandescent_ordeal_summons_legendary_flame_lord():
    """Q: I activate Incandescent Ordeal with the Flame Lord, Battle Ox (4) and Giant Soldier of
    Stone (3) in my hand. A: both are Tributed (7 Levels) and the Flame Lord is Ritual Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, ORDEAL, LORD, "Battle Ox", "Giant Soldier of Stone")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", ORDEAL)
    _pass(s)
    while duel.request.kind == "select":
        s.pick("select", first=True)
    s.pick("option", "Attack Position", request="option")
    _pass(s)
    assert field_monsters(duel, 0) == [LORD]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Giant Soldier of Stone", ORDEAL]


def test_incandescent_ordeal_needs_seven_levels():
    """Q: besides the Flame Lord my hand holds only Battle Ox (Level 4). A: Incandescent Ordeal
    cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, ORDEAL, LORD, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", ORDEAL)


def test_legendary_flame_lord_counts_spells_with_no_limit():
    """Q: I activate four Dian Keto the Cure Master with the Flame Lord face-up. A: 4 Spell
    Counters, one as each Spell resolves (no limit of 3)."""
    table, lord = _lord_with_spells(4)
    duel = table.build()
    _activate_spells(Script(duel), 4)
    assert _counters(duel, lord) == 4
    assert [e["count"] for e in of_type(duel, "counter")] == [1, 2, 3, 4]


def test_legendary_flame_lord_removes_three_to_destroy_every_other_monster():
    """Q: with 3 Spell Counters I use the Flame Lord's effect; I control Battle Ox and my
    opponent Celtic Guardian and a face-down Mystical Elf. A: the 3 counters are removed (the
    cost); every other monster, mine too, is destroyed; the Flame Lord stays."""
    table, lord = _lord_with_spells(3)
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    _activate_spells(s, 3)
    s.pick("activate", LORD, request="idle")
    _pass(s)
    assert field_monsters(duel, 0) == [LORD] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Mystical Elf"]
    assert "Battle Ox" in grave(duel, 0)
    assert _counters(duel, lord) == 0


def test_legendary_flame_lord_needs_three_counters():
    """Q: the Flame Lord holds 2 Spell Counters. A: its effect cannot be activated."""
    table, lord = _lord_with_spells(2)
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    _activate_spells(s, 2)
    assert _counters(duel, lord) == 2
    assert not s.has("activate", LORD)


def test_legendary_flame_lord_no_counter_for_a_negated_spell():
    """Q: I activate Dian Keto the Cure Master; my opponent answers with Magic Jammer. A: the
    Spell's activation is negated: it never resolves, the Flame Lord gets no counter."""
    table, lord = _lord_with_spells(1)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SPELL, request="idle")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=1)
    _pass(s)
    assert sorted(grave(duel, 0)) == [SPELL]
    assert duel.players[0].lp == 8000
    assert _counters(duel, lord) == 0
