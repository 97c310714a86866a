"""Sage's Stone (13604200): only while you control a face-up Dark Magician Girl: Special Summon 1 Dark
Magician from your hand or Deck.

Sources, in our words: the card's text (ROD-EN003, 2005, and today's print agree; no ERAS entry); the
OCG text 《賢者の宝石》 (activated only while a face-up Dark Magician Girl is on your side; Special
Summon 1 Dark Magician from the hand or Deck). Our readings: the Girl is a condition of the activation,
so turned face-down in answer it does not stop the summon; an opponent's Girl or a face-down one does
not count; it needs a Dark Magician it can summon and a free Monster Zone."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

SS = "Sage's Stone"
DMG = "Dark Magician Girl"
DM = "Dark Magician"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _summon(s):
    if s.duel.request.kind == "select":
        s.pick("select", DM)
    if s.duel.request.kind == "option":
        s.pick("option", "Attack Position")


def _names(duel, p):
    return sorted(c.name for c in duel.monsters(p))


def test_sages_stone_summons_dark_magician_from_the_deck():
    """Q: I control a face-up Dark Magician Girl; Dark Magician is in my Deck. A: Sage's Stone Special
    Summons it from the Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, DMG)
    table.hand(0, SS)
    table.deck(0, ["Battle Ox", DM, "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SS)
    _pass_all(s)
    _summon(s)
    _pass_all(s)
    assert _names(duel, 0) == [DM, DMG] and grave(duel, 0) == [SS]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Celtic Guardian"]


def test_sages_stone_summons_dark_magician_from_the_hand():
    """Q: same, with Dark Magician in my hand and none in my Deck. A: it comes from my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, DMG)
    table.hand(0, SS, DM)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SS)
    _pass_all(s)
    _summon(s)
    _pass_all(s)
    assert _names(duel, 0) == [DM, DMG] and hand(duel, 0) == []


def test_sages_stone_needs_my_own_face_up_dark_magician_girl():
    """Q: my Dark Magician Girl is face-down, and my opponent controls a face-up one; Dark Magician is in
    my Deck. A: Sage's Stone cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, DMG, position="set")
    table.monster(1, DMG)
    table.hand(0, SS)
    table.deck(0, [DM])
    duel = table.build()
    assert not Script(duel).has("activate", SS)


def test_sages_stone_needs_a_dark_magician_to_summon():
    """Q: my face-up Dark Magician Girl is there but no Dark Magician is in my hand or Deck (one is in
    my GY). A: Sage's Stone cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, DMG)
    table.hand(0, SS)
    table.grave(0, DM)
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", SS)


def test_sages_stone_girl_turned_face_down_by_book_of_moon_in_answer():
    """Q: my opponent answers Sage's Stone with Book of Moon on my Dark Magician Girl. A: the Girl was
    needed to activate it only: Dark Magician is still Special Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    girl = table.monster(0, DMG)
    table.hand(0, SS)
    table.deck(0, [DM])
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SS)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", girl, player=1)
    _pass_all(s)
    _summon(s)
    _pass_all(s)
    assert girl.card(duel).position == "set" and _names(duel, 0) == [DM, DMG]
