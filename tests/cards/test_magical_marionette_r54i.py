"""Magical Marionette (8034697): each Spell Card activated (either player's) that resolves while it
is face-up gives it a Spell Counter (no limit); it gains 200 ATK for each; in its controller's Main
Phase they may remove 2 of them (a cost) to target 1 monster on the field and destroy it.

Sources: the card's texts in our words (the 2005 TCG text, DR1/MFC: a Spell Counter each time a
Spell Card is activated, +200 ATK for each, remove 2 to destroy 1 monster on the field; the OCG
text 《魔法の操り人形》 the same, its destruction targeting, face-down monsters included; today's
the same: no ERAS entry); yugioh-wiki.net's Spell Counter page (the counter as the Spell resolves,
none for a negated Spell, as Skilled Dark Magician's). Skill Drain (its text: the effects of
face-up monsters on the field are negated) stops the ATK gain and the counting, as for Skilled
White Magician (tests/cards/test_skilled_white_magician_under_skill_drain.py)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

MM = "Magical Marionette"


def _counters(duel, ref):
    return (ref.card(duel).marks or {}).get("spell_counter", 0)


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _charged(spells, rules="GOAT", skill_drain=False):
    table = Table(rules=rules, turn=3, turn_player=0)
    puppet = table.monster(0, MM)
    table.monster(1, "Summoned Skull")
    table.monster(1, "Mystical Elf", position="set")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, *(["Dian Keto the Cure Master"] * spells))
    duel = table.build()
    s = Script(duel)
    for _ in range(spells):
        s.pick("activate", "Dian Keto the Cure Master", request="idle", first=True)
        _resolve(s)
    return duel, s, puppet


def test_magical_marionette_gains_200_atk_per_counter():
    """Q: I activate four Dian Keto the Cure Master with Magical Marionette (2000) face-up. A: it
    holds 4 Spell Counters (no limit) and has 2800 ATK."""
    duel, s, puppet = _charged(4)
    assert _counters(duel, puppet) == 4 and duel.atk(puppet.card(duel)) == 2800


def test_magical_marionette_removes_2_to_destroy_a_face_down_monster():
    """Q: with 3 counters (2600 ATK) I remove 2 and target my opponent's face-down Mystical Elf. A:
    it is destroyed (any monster on the field, face-down too); 1 counter is left: 2200 ATK."""
    duel, s, puppet = _charged(3)
    s.pick("activate", MM, request="idle")
    elf = [c for c in duel.monsters(1) if c.name == "Mystical Elf"][0]
    s.pick("target", elf.uid, player=0)
    _resolve(s)
    assert grave(duel, 1) == ["Mystical Elf"]
    assert _counters(duel, puppet) == 1 and duel.atk(puppet.card(duel)) == 2200


def test_magical_marionette_needs_2_counters():
    """Q: Magical Marionette holds 1 Spell Counter. May I use its destruction? A: no: the cost is 2
    counters."""
    duel, s, puppet = _charged(1)
    assert not s.has("activate", MM) and duel.atk(puppet.card(duel)) == 2200


def test_magical_marionette_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up; I activate two Dian Keto with Magical Marionette
    face-up. A: its effects are negated: no counter is placed, it stays at 2000 ATK and has no
    destruction to use."""
    duel, s, puppet = _charged(2, skill_drain=True)
    assert _counters(duel, puppet) == 0 and duel.atk(puppet.card(duel)) == 2000
    assert not s.has("activate", MM)


def test_magical_marionette_today_the_same():
    """Q: under today's rules, do 2 counters destroy Summoned Skull the same way? A: yes."""
    duel, s, puppet = _charged(2, rules="MR5")
    s.pick("activate", MM, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    _resolve(s)
    assert grave(duel, 1) == ["Summoned Skull"] and duel.atk(puppet.card(duel)) == 2000
