"""Anti-Spell (53112492): a Counter Trap activated when a Spell Card is activated; its cost takes 2
Spell Counters off cards its player controls (one card or two); it negates that activation and
destroys the Spell.

Sources: the card's texts in our words (the 2005 TCG text, DR1/MFC: remove 2 Spell Counters from
your side of the field to negate a Spell Card's activation and destroy it; the OCG text
《対抗魔術》 the same, the counters its activation cost; today's the same: no ERAS entry);
yugioh-wiki.net 《対抗魔術》: "Magic Jammer with 2 Spell Counters as its cost", the counters may
come from any card of its player's field (Skilled Dark Magician's among them). Seed 000 §反擊陷阱:
a Counter Trap answers the activation at the top of the chain. A negated Spell gives Skilled Dark
Magician no counter (its tests: tests/cards/test_skilled_white_magician_rulings_r40a.py)."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table

ANTI = "Anti-Spell"


def _counters(duel, ref):
    return (ref.card(duel).marks or {}).get("spell_counter", 0)


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _charged(spells, breaker=False, rules="GOAT", opponent_card="Mystical Space Typhoon"):
    """Player 0's turn: Skilled Dark Magician gets one counter per Dian Keto; Breaker (Normal
    Summoned) one; Anti-Spell and a Mirror Force Set; then player 0 goes to the Battle Phase,
    and player 1 may answer with their Set card."""
    table = Table(rules=rules, turn=3, turn_player=0)
    sdm = table.monster(0, "Skilled Dark Magician")
    table.hand(0, *(["Dian Keto the Cure Master"] * spells))
    if breaker:
        table.hand(0, "Breaker the Magical Warrior")
    table.spell_trap(0, ANTI)
    force = table.spell_trap(0, "Mirror Force")
    table.spell_trap(1, opponent_card)
    duel = table.build()
    s = Script(duel)
    for _ in range(spells):
        s.pick("activate", "Dian Keto the Cure Master", request="idle", first=True)
        _resolve(s)
    if breaker:
        s.pick("summon", "Breaker the Magical Warrior", request="idle")
        _resolve(s)
    return duel, s, sdm, force


def _mst_on(s, target):
    s.pick("battle", request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", target, player=1)


def test_anti_spell_negates_mystical_space_typhoon():
    """Q: my Skilled Dark Magician holds 2 Spell Counters; my opponent activates Mystical Space
    Typhoon on my Set Mirror Force, and I answer with Anti-Spell, removing both counters. A: the
    Typhoon is negated and destroyed: Mirror Force stays Set; the Magician holds 0 counters and
    gets none for the negated Spell."""
    duel, s, sdm, force = _charged(2)
    assert _counters(duel, sdm) == 2
    _mst_on(s, force)
    s.pick("activate", ANTI, player=0, request="chain")
    s.pick("select", "Skilled Dark Magician", player=0)
    s.pick("select", "Skilled Dark Magician", player=0)
    _resolve(s)
    assert _counters(duel, sdm) == 0
    assert force.card(duel).location == "szone" and not force.card(duel).face_up
    assert grave(duel, 1) == ["Mystical Space Typhoon"]
    assert grave(duel, 0) == ["Dian Keto the Cure Master"] * 2 + [ANTI]
    assert [e["count"] for e in of_type(duel, "counter")] == [1, 2, 1, 0]


def test_anti_spell_needs_2_spell_counters():
    """Q: my Skilled Dark Magician holds only 1 Spell Counter when my opponent activates Mystical
    Space Typhoon on my Mirror Force. May I activate Anti-Spell? A: no, its cost cannot be paid;
    the Typhoon resolves and Mirror Force is destroyed; the Magician's counter stays, and the
    Typhoon that resolved gives it a second one."""
    duel, s, sdm, force = _charged(1)
    _mst_on(s, force)
    if duel.request.kind == "chain" and duel.request.player == 0:
        assert not s.has("activate", ANTI)
    _resolve(s)
    assert grave(duel, 0) == ["Dian Keto the Cure Master", "Mirror Force"] and _counters(duel, sdm) == 2


def test_anti_spell_takes_the_counters_from_two_cards():
    """Q: my Skilled Dark Magician holds 1 Spell Counter and my Breaker the Magical Warrior 1 (its
    Normal Summon; 1900 ATK with it). May Anti-Spell take one from each? A: yes: the Typhoon is
    negated, both cards hold 0 counters and Breaker is back to 1600 ATK."""
    duel, s, sdm, force = _charged(1, breaker=True)
    breaker = [c for c in duel.monsters(0) if c.name == "Breaker the Magical Warrior"][0]
    assert breaker.marks.get("spell_counter") == 1 and _counters(duel, sdm) == 1
    _mst_on(s, force)
    s.pick("activate", ANTI, player=0, request="chain")
    s.pick("select", "Breaker the Magical Warrior", player=0)
    s.pick("select", "Skilled Dark Magician", player=0)
    _resolve(s)
    assert grave(duel, 1) == ["Mystical Space Typhoon"]
    assert _counters(duel, sdm) == 0 and (breaker.marks or {}).get("spell_counter", 0) == 0
    assert duel.atk(breaker) == 1600


def test_anti_spell_does_not_answer_a_trap():
    """Q: with 2 counters on my Skilled Dark Magician, my opponent activates Dust Tornado (a Trap)
    on my Mirror Force. May I activate Anti-Spell? A: no: it answers only a Spell Card's
    activation; Mirror Force is destroyed and the counters stay."""
    duel, s, sdm, force = _charged(2, opponent_card="Dust Tornado")
    s.pick("battle", request="idle")
    s.pick("activate", "Dust Tornado", player=1, request="chain")
    s.pick("target", force, player=1)
    if duel.request.kind == "chain" and duel.request.player == 0:
        assert not s.has("activate", ANTI)
    _resolve(s)
    while duel.request.kind == "yes_no":       # Dust Tornado's optional Set from the hand
        s.pick("no")
    assert "Mirror Force" in grave(duel, 0) and _counters(duel, sdm) == 2


def test_anti_spell_today_the_same():
    """Q: under today's rules, does Anti-Spell negate the Typhoon the same way? A: yes (one text
    in both eras)."""
    duel, s, sdm, force = _charged(2, rules="MR5")
    _mst_on(s, force)
    s.pick("activate", ANTI, player=0, request="chain")
    s.pick("select", "Skilled Dark Magician", player=0)
    s.pick("select", "Skilled Dark Magician", player=0)
    _resolve(s)
    assert grave(duel, 1) == ["Mystical Space Typhoon"] and _counters(duel, sdm) == 0
