"""Royal Magical Library (70791313): each Spell Card (either player's) activated while it is
face-up gives it a Spell Counter when that Spell resolves, 3 at most; in its controller's Main
Phase they may remove 3 of them (a cost) to draw 1 card, as often as they have 3.

Sources: the card's texts in our words (the 2005-era TCG text, MFC-074 / DR1-EN129: each time a
Spell Card is activated, place 1 Spell Counter on this card (max. 3); remove 3 Spell Counters to
draw 1 card; today's the same: no ERAS entry); yugioh-wiki.net 《王立魔法図書館》: the counter is
placed once the Spell resolves (a Spell whose activation is negated gives none), either
player's Spells count, 3 at most, the removal is a cost and the draw an ignition effect with no
limit a turn -- the same counting as the Skilled Magicians (its rulings are quoted for them:
tests/cards/test_skilled_white_magician_rulings_r40a.py); a draw effect needs a card in the Deck
(seed 000 §起動效果: a cost is paid on activation)."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table

LIBRARY = "Royal Magical Library"
SPELL = "Dian Keto the Cure Master"


def _counters(duel, ref):
    return (ref.card(duel).marks or {}).get("spell_counter", 0)


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _with_spells(count, deck=("Battle Ox", "Celtic Guardian", "Mystical Elf")):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    library = table.monster(0, LIBRARY, position="defense")
    table.hand(0, *([SPELL] * count))
    table.deck(0, list(deck))
    duel = table.build()
    s = Script(duel)
    for _ in range(count):
        s.pick("activate", SPELL, request="idle", first=True)
        _pass_all(s)
    return duel, s, library


def test_royal_magical_library_gets_a_counter_per_spell_3_at_most():
    """Q: I activate four Dian Keto the Cure Master with Royal Magical Library face-up: how many
    Spell Counters does it hold? A: 3: one per Spell that resolved, 3 at most."""
    duel, s, library = _with_spells(4)
    assert _counters(duel, library) == 3
    assert [e["count"] for e in of_type(duel, "counter")] == [1, 2, 3]
    assert duel.players[0].lp == 8000 + 4000


def test_royal_magical_library_removes_3_counters_to_draw():
    """Q: with 3 Spell Counters I use Royal Magical Library. A: its 3 counters are removed (the
    cost) and I draw the top card of my Deck (Battle Ox); it stays face-up with 0 counters, and
    is not offered again until it has 3."""
    duel, s, library = _with_spells(3)
    s.pick("activate", LIBRARY, request="idle")
    _pass_all(s)
    assert hand(duel, 0) == ["Battle Ox"] and _counters(duel, library) == 0
    assert [e["count"] for e in of_type(duel, "counter")] == [1, 2, 3, 0]
    assert not s.has("activate", LIBRARY)


def test_royal_magical_library_needs_3_counters_and_a_card_in_the_deck():
    """Q: may I use Royal Magical Library with 2 counters, or with 3 and an empty Deck? A: no in
    both cases: the cost needs 3 counters, and a draw needs a card to draw."""
    duel, s, library = _with_spells(2)
    assert _counters(duel, library) == 2 and not s.has("activate", LIBRARY)
    duel, s, library = _with_spells(3, deck=())
    assert _counters(duel, library) == 3 and not s.has("activate", LIBRARY)


def test_royal_magical_library_no_counter_for_a_spell_negated_by_magic_jammer():
    """Q: my opponent negates my Dian Keto the Cure Master with Magic Jammer. A: the Spell never
    resolves: my Royal Magical Library gets no counter (and I gain no LP)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    library = table.monster(0, LIBRARY, position="defense")
    table.hand(0, SPELL)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SPELL, request="idle")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Celtic Guardian", player=1)           # Magic Jammer's discard
    _pass_all(s)
    assert grave(duel, 0) == [SPELL] and duel.players[0].lp == 8000
    assert _counters(duel, library) == 0 and not of_type(duel, "counter")
