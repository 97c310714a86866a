"""Jade Insect Whistle (95214051), Normal Spell: the opponent picks an Insect monster in their own
Deck, shuffles that Deck and puts the Insect on top.

Sources, read in our words: yugioh-wiki.net 《翡翠の蟲笛》 (the OCG text: the opponent chooses 1 Insect
monster from their Deck, shuffles, and places it on top; the pick is the opponent's, not the
activating player's); the 2005 text (IOC) does the same, no ERAS entry. With no Insect in that Deck
the Deck is only shuffled, and the card can still be activated, the opponent's Deck being hidden:
our reading (no ruling found). Magic Jammer's text: it negates the activation of a Spell Card."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

JIW = "Jade Insect Whistle"
DECK = ["Battle Ox", "Hercules Beetle", "Mystical Elf", "Man-Eater Bug", "Celtic Guardian"]


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _top(duel, player):
    return duel.players[player].deck[-1].name


def _table(deck=DECK, setup=None):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, JIW)
    table.deck(1, list(deck))
    table.deck(0, ["Battle Ox"] * 3)
    if setup:
        setup(table)
    duel = table.build()
    return duel, Script(duel)


def test_jade_insect_whistle_the_opponent_puts_an_insect_on_top():
    """Q: I activate Jade Insect Whistle; my opponent's Deck holds Hercules Beetle and Man-Eater Bug
    among other monsters. A: my opponent (not I) picks one of the two Insects, here Man-Eater Bug;
    it is the top card of their Deck afterwards, the Deck keeps its 5 cards."""
    duel, s = _table()
    s.pick("activate", JIW, request="idle")
    _pass(duel, s)
    assert duel.request.kind == "select" and duel.request.player == 1
    offered = sorted(o.name for o in duel.request.options if o.kind == "select")
    assert offered == ["Hercules Beetle", "Man-Eater Bug"]
    s.pick("select", "Man-Eater Bug", player=1)
    assert _top(duel, 1) == "Man-Eater Bug"
    assert sorted(c.name for c in duel.players[1].deck) == sorted(DECK)
    assert grave(duel, 0) == [JIW]


def test_jade_insect_whistle_with_no_insect_only_shuffles():
    """Q: my opponent's Deck holds no Insect. May I activate Jade Insect Whistle, and what happens? A:
    yes (their Deck is hidden); nothing is picked, their Deck keeps its cards."""
    deck = ["Battle Ox", "Mystical Elf", "Celtic Guardian"]
    duel, s = _table(deck=deck)
    s.pick("activate", JIW, request="idle")
    _pass(duel, s)
    assert duel.request.kind == "idle"
    assert sorted(c.name for c in duel.players[1].deck) == sorted(deck) and grave(duel, 0) == [JIW]


def test_jade_insect_whistle_needs_a_card_in_the_opponents_deck():
    """Q: my opponent's Deck is empty. May I activate Jade Insect Whistle? A: no: nothing could be
    placed (our reading)."""
    duel, s = _table(deck=[])
    assert not s.has("activate", JIW)


def test_jade_insect_whistle_negated_by_magic_jammer():
    """Q: I activate Jade Insect Whistle; my opponent chains Magic Jammer, discarding Battle Ox. A: the
    Whistle's activation is negated: no pick, the top card of their Deck is unchanged."""
    duel, s = _table(setup=lambda t: (t.spell_trap(1, "Magic Jammer"), t.hand(1, "Battle Ox")))
    top = _top(duel, 1)
    s.pick("activate", JIW, request="idle")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    while duel.request.kind in ("discard", "select", "target"):
        s.pick(duel.request.options[0].kind, "Battle Ox", player=1)
    _pass(duel, s)
    assert duel.request.kind == "idle"
    assert _top(duel, 1) == top and hand(duel, 1) == []
    assert sorted(grave(duel, 0)) == [JIW] and sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer"]
