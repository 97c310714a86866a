"""Tribute Doll (2903036): a Normal Spell whose cost Tributes 1 monster its player controls; it
Special Summons 1 Level 7 monster from the hand, which cannot attack that turn.

Sources: the card's text (DR1 2004 "The monster cannot attack during the turn it is Special
Summoned" and today's say the same, in our words). The Tribute is a cost (seed 000 §發動與代價): a
negated activation (Solemn Judgment) keeps the Tribute in the GY and the monster in the hand. It is
a Special Summon by an effect, so the turn's Normal Summon is still there (seed 000 §特殊召喚)."""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _doll(s, tribute="Battle Ox", monster="Dark Magician"):
    s.pick("activate", "Tribute Doll", player=0, request="idle")
    s.pick("select", tribute, player=0, request="select")
    _pass_all(s)
    s.pick("select", monster, player=0, request="select")
    s.pick("option", "Attack Position", player=0, request="option")
    _pass_all(s)


def test_tribute_doll_summons_a_level_7_that_cannot_attack():
    """Q: I Tribute Battle Ox for Tribute Doll and Special Summon Dark Magician. May it attack this
    turn? A: no; and I may still Normal Summon Celtic Guardian this turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Tribute Doll", "Dark Magician", "Celtic Guardian")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    _doll(s)
    assert field_monsters(duel, 0) == ["Dark Magician"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Tribute Doll"]
    s.pick("summon", "Celtic Guardian", player=0, request="idle")
    _pass_all(s)
    s.pick("battle", player=0, request="idle")
    _pass_all(s)
    assert not s.has("attack", "Dark Magician")
    assert s.has("attack", "Celtic Guardian")


def test_tribute_doll_needs_a_level_7_in_the_hand():
    """Q: my hand holds Summoned Skull (Level 6) and Gaia The Fierce Knight is in my GY. May I
    activate Tribute Doll? A: no: only a Level 7 monster in the hand may be summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Tribute Doll", "Summoned Skull")
    table.grave(0, "Gaia The Fierce Knight")
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Tribute Doll")


def test_tribute_doll_needs_a_monster_to_tribute():
    """Q: I control no monster (my opponent does) and hold Dark Magician. May I activate Tribute
    Doll? A: no: its cost Tributes a monster I control."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Tribute Doll", "Dark Magician")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Tribute Doll")


def test_tribute_doll_with_every_zone_full():
    """Q: my five Monster Zones are full. May I activate Tribute Doll? A: yes: the Tribute frees
    a zone for Dark Magician."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Tribute Doll", "Dark Magician")
    for name in ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon"]:
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    _doll(s)
    assert "Dark Magician" in field_monsters(duel, 0) and len(field_monsters(duel, 0)) == 5


def test_tribute_doll_negated_by_solemn_judgment():
    """Q: my opponent answers Tribute Doll with Solemn Judgment. A: the activation is negated:
    Battle Ox stays in my GY (its Tribute was the cost), Dark Magician stays in my hand, and my
    opponent paid half their LP."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Tribute Doll", "Dark Magician")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribute Doll", player=0, request="idle")
    s.pick("select", "Battle Ox", player=0, request="select")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    _pass_all(s)
    assert field_monsters(duel, 0) == []
    assert hand(duel, 0) == ["Dark Magician"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Tribute Doll"]
    assert lp(duel) == (8000, 4000)
