"""Blast Magician (21051146): each Spell Card activated (either player's) that resolves while it is
face-up gives it a Spell Counter, with no limit; in its controller's Main Phase they may remove any
number of them (a cost) to target 1 face-up monster on the field with ATK up to 700 x that number,
and destroy it.

Sources: the card's texts in our words (the 2005 TCG text, FET: "Each time a Spell Card is
activated, put 1 Spell Counter on this card ... remove any number of Spell Counters from this card
to destroy 1 face-up monster with ATK less than or equal to the number of Spell Counters removed x
700"; the OCG text 《ブラッド・マジシャン－煉獄の魔術師－》 and today's: the counter when that Spell
resolves, a Main Phase effect that targets: no ERAS entry); yugioh-wiki.net's Spell Counter page
(these counters, as Skilled Dark Magician's, are placed as the Spell resolves; a negated Spell
gives none). Seed 000 §對象: a target turned face-down before resolution no longer fits "face-up
monster": the effect does nothing, and the cost stays paid."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

BM = "Blast Magician"


def _counters(duel, ref):
    return (ref.card(duel).marks or {}).get("spell_counter", 0)


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _charged(spells, book=False, rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    magician = table.monster(0, BM)
    table.monster(1, "Battle Ox")                              # 1700
    table.monster(1, "Hitotsu-Me Giant")                       # 1200
    table.monster(1, "Mystical Elf", position="set")           # face-down
    table.hand(0, *(["Dian Keto the Cure Master"] * spells))
    if book:
        table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    for _ in range(spells):
        s.pick("activate", "Dian Keto the Cure Master", request="idle", first=True)
        _resolve(s)
    return duel, s, magician


def test_blast_magician_counts_every_spell_with_no_limit():
    """Q: I activate four Dian Keto the Cure Master with Blast Magician face-up. How many Spell
    Counters does it hold? A: 4: one per Spell that resolved, no limit (Skilled Dark Magician
    stops at 3)."""
    duel, s, magician = _charged(4)
    assert _counters(duel, magician) == 4
    assert [e["count"] for e in of_type(duel, "counter")] == [1, 2, 3, 4]


def test_blast_magician_removes_3_to_destroy_battle_ox():
    """Q: with 3 counters I remove all 3 (up to 2100 ATK) and target Battle Ox (1700). A: Battle
    Ox is destroyed; Blast Magician holds 0 counters."""
    duel, s, magician = _charged(3)
    s.pick("activate", BM, request="idle")
    s.pick("option", "3", player=0)
    s.pick("target", "Battle Ox", player=0)
    _resolve(s)
    assert grave(duel, 1) == ["Battle Ox"] and _counters(duel, magician) == 0
    assert len(duel.monsters(1)) == 2


def test_blast_magician_two_counters_reach_only_1400_atk_face_up():
    """Q: with 3 counters I remove 2 (up to 1400 ATK). Which monsters may I target? A: only face-up
    ones with 1400 or less ATK: Hitotsu-Me Giant (1200) and Blast Magician itself (1400); not
    Battle Ox (1700), not the face-down Mystical Elf. One counter is left."""
    duel, s, magician = _charged(3)
    s.pick("activate", BM, request="idle")
    s.pick("option", "2", player=0)
    assert [o.card for o in duel.request.options if o.kind == "target"] == \
        [magician.uid(duel), [c for c in duel.monsters(1) if c.name == "Hitotsu-Me Giant"][0].uid]
    s.pick("target", "Hitotsu-Me Giant", player=0)
    _resolve(s)
    assert grave(duel, 1) == ["Hitotsu-Me Giant"] and _counters(duel, magician) == 1


def test_blast_magician_cannot_remove_too_few_counters():
    """Q: Blast Magician holds 1 counter (700 ATK at most) and no face-up monster has 700 or less
    ATK. May I use its effect? A: no: no face-up monster is within reach (1 counter is no cost
    that could destroy anything)."""
    duel, s, magician = _charged(1)
    assert not s.has("activate", BM)


def test_blast_magician_target_flipped_face_down_by_book_of_moon():
    """Q: I remove 3 counters targeting Battle Ox; my opponent chains Book of Moon turning Battle
    Ox face-down. A: Battle Ox is no longer a face-up monster: nothing is destroyed, and the 3
    counters stay removed (a cost); Book of Moon, a Spell that resolved, gives Blast Magician a
    new counter."""
    duel, s, magician = _charged(3, book=True)
    s.pick("activate", BM, request="idle")
    s.pick("option", "3", player=0)
    s.pick("target", "Battle Ox", player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _resolve(s)
    assert grave(duel, 1) == ["Book of Moon"] and _counters(duel, magician) == 1
    assert sorted(c.name for c in duel.monsters(1)) == ["Battle Ox", "Hitotsu-Me Giant", "Mystical Elf"]


def test_blast_magician_today_the_same():
    """Q: under today's rules, do 3 counters destroy Battle Ox the same way? A: yes."""
    duel, s, magician = _charged(3, rules="MR5")
    s.pick("activate", BM, request="idle")
    s.pick("option", "3", player=0)
    s.pick("target", "Battle Ox", player=0)
    _resolve(s)
    assert grave(duel, 1) == ["Battle Ox"] and field_monsters(duel, 0) == [BM]
