"""Turtle Oath (76806714), Ritual Spell for Crab Turtle (Level 8, 2550/2500).

Sources, in our words: the card's text (Tribute monsters from your hand or field whose Levels
total 8 or more, then Ritual Summon Crab Turtle from the hand; the Magic Ruler-era text and today's do the
same: no ERAS entry); seed 000 §儀式召喚 (the Tributes' Levels must reach the Ritual Monster's;
face-down monsters on the field may be Tributed; the Ritual Monster is a Special Summon, so a
card that stops Special Summons stops it). Royal Oppression answers "a card or effect that would
Special Summon" as it is activated and negates it (Royal Oppression's text; the Ritual Spell's
activation counts: its resolution Special Summons)."""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

OATH = "Turtle Oath"
CRAB = "Crab Turtle"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_turtle_oath_ritual_summons_crab_turtle_with_a_face_down_tribute():
    """Q: I hold Turtle Oath, Crab Turtle and Battle Ox, and control a face-down Mystical Elf
    (Levels 4 + 4). A: both are Tributed and Crab Turtle is Ritual Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, OATH, CRAB, "Battle Ox")
    table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", OATH)
    _pass(s)
    while duel.request.kind == "select":
        s.pick("select", first=True)
    s.pick("option", "Defense Position", request="option")
    _pass(s)
    assert field_monsters(duel, 0) == [CRAB] and hand(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Mystical Elf", OATH]
    assert duel.properly_summoned(duel.monsters(0)[0])


def test_turtle_oath_needs_eight_levels():
    """Q: I hold Turtle Oath, Crab Turtle and Summoned Skull (Level 6) only. A: 6 does not reach 8:
    Turtle Oath cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, OATH, CRAB, "Summoned Skull")
    assert not Script(table.build()).has("activate", OATH)


def test_turtle_oath_is_negated_by_royal_oppression():
    """Q: I activate Turtle Oath; my opponent pays 800 LP for Royal Oppression. A: the activation is
    negated and Turtle Oath destroyed: nothing is Tributed, Crab Turtle stays in my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, OATH, CRAB, "Blue-Eyes White Dragon")
    table.spell_trap(1, "Royal Oppression", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", OATH)
    s.pick("activate", "Royal Oppression", player=1, request="chain")
    _pass(s)
    assert lp(duel) == (8000, 7200)
    assert sorted(hand(duel, 0)) == ["Blue-Eyes White Dragon", CRAB] and field_monsters(duel, 0) == []
    assert grave(duel, 0) == [OATH]
