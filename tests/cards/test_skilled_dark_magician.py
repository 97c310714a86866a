"""Skilled Dark Magician (73752131): each Spell Card activated (either player's) that resolves
while it is face-up gives it a Spell Counter (3 at most); with 3, its controller may Tribute it
(a cost) in their Main Phase to Special Summon 1 Dark Magician from their hand, Deck or GY.

Sources: the card's text (DR1, 2005, as Pojo's Card of the Day of 2005-07-20 quotes it: "Each
time you or your opponent activates 1 Spell Card, put 1 Spell Counter on this card (max 3) ...
Special Summon 1 Dark Magician from your hand, Deck, or Graveyard in face-up Attack or Defense
Position by offering this monster with 3 Spell Counters as a Tribute during your Main Phase";
today's: the counter "when that Spell resolves"); the yugioh wiki's Spell Counter rulings page
(it names Skilled Dark Magician among the cards that gain a Spell Counter when a Spell Card is
activated, with Skilled White Magician, citing Konami's FAQ on each). Its counters are Skilled
White Magician's, the same text, whose 2005 text was reviewed as playing the same (docs/cards.md;
its tests: a negated Spell gives none, tests/cards/test_skilled_white_magician_rulings_r40a.py)."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _counters(duel, ref):
    return (ref.card(duel).marks or {}).get("spell_counter", 0)


def _with_spells(count, deck=("Battle Ox", "Dark Magician", "Battle Ox"), grave_cards=(), rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    magician = table.monster(0, "Skilled Dark Magician")
    table.hand(0, *(["Dian Keto the Cure Master"] * count))
    table.deck(0, list(deck))
    for name in grave_cards:
        table.grave(0, name)
    duel = table.build()
    s = Script(duel)
    for _ in range(count):
        s.pick("activate", "Dian Keto the Cure Master", request="idle", first=True)
        while duel.request.kind == "chain":
            s.pick("pass")
    return duel, s, magician


def test_skilled_dark_magician_gets_a_counter_per_spell_3_at_most():
    """Q: I activate four Dian Keto the Cure Master with Skilled Dark Magician face-up: how many
    Spell Counters does it hold? A: 3: one per Spell that resolved, 3 at most."""
    duel, s, magician = _with_spells(4)
    assert _counters(duel, magician) == 3
    assert [e["count"] for e in of_type(duel, "counter")] == [1, 2, 3]


def test_skilled_dark_magician_tributed_with_3_counters_summons_dark_magician_from_the_deck():
    """Q: with 3 counters I Tribute Skilled Dark Magician: what happens? A: it goes to the GY
    (the cost) and I Special Summon Dark Magician from my Deck, in the position I choose (2005:
    "face-up Attack or Defense Position"): here Defense."""
    duel, s, magician = _with_spells(3)
    s.pick("activate", "Skilled Dark Magician", request="idle")
    s.pick("select", "Dark Magician", player=0)
    s.answer([o for o in s.expect(request="option", player=0).options if o.name == "Defense Position"][0])
    assert field_monsters(duel, 0) == ["Dark Magician"] and duel.monsters(0)[0].position == "defense"
    assert grave(duel, 0) == ["Dian Keto the Cure Master"] * 3 + ["Skilled Dark Magician"]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox", "Battle Ox"]


def test_skilled_dark_magician_needs_3_counters_and_a_dark_magician():
    """Q: may I Tribute Skilled Dark Magician with 2 counters, or with 3 but no Dark Magician in my
    hand, Deck or GY? A: no, neither: the cost needs 3 counters and the effect a Dark Magician.
    With 3 counters and a Dark Magician only in my GY, yes."""
    duel, s, _ = _with_spells(2)
    assert not s.has("activate", "Skilled Dark Magician")
    duel, s, _ = _with_spells(3, deck=("Battle Ox",) * 3)
    assert not s.has("activate", "Skilled Dark Magician")
    duel, s, _ = _with_spells(3, deck=("Battle Ox",) * 3, grave_cards=("Dark Magician",))
    assert s.has("activate", "Skilled Dark Magician")


def test_skilled_dark_magician_counts_the_opponents_spell():
    """Q: in my opponent's turn they activate Pot of Greed: does my Skilled Dark Magician get a
    counter? A: yes: any player's Spell Card counts."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    magician = table.monster(0, "Skilled Dark Magician")
    table.hand(1, "Pot of Greed")
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert _counters(duel, magician) == 1


def test_skilled_dark_magician_gets_no_counter_from_a_spell_magic_jammer_negates():
    """Q: my opponent negates my Pot of Greed with Magic Jammer: does my Skilled Dark Magician
    get a counter? A: no: a negated Spell never resolves (Konami FAQ, Spell Counter rulings)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    magician = table.monster(0, "Skilled Dark Magician")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 4)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=0)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Celtic Guardian", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert _counters(duel, magician) == 0 and not of_type(duel, "counter")
    assert grave(duel, 0) == ["Pot of Greed"]
