"""Spell Canceller (84636823): while it is face-up on the field, no Spell Card can be activated
(by either player), and the effects of the Spell Cards on the field are negated.

Sources: the card's texts in our words (the 2005-era TCG text and today's say the same: no ERAS
entry); yugioh-wiki.net 《マジック・キャンセラー》 (a continuous effect: both players' Spell Cards
cannot be activated and every Spell Card on the field has its effects negated, already active
Equip / Continuous Spells included -- "a Psycho Shocker for Spells without Imperial Order's
cost"); seed 000 §永續效果 (a continuous effect applies from the moment the monster is face-up on
the field: once its Normal Summon succeeded, the answers to that Summon already meet the lock);
Skill Drain's text (the effects of face-up monsters on the field are negated). The lock's rule:
tests/rules/test_spell_activation_lock_r55s.py."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

CANCELLER = "Spell Canceller"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_spell_canceller_negates_an_equip_spell_already_on_the_field():
    """Q: my Battle Ox carries a face-up Axe of Despair (2700 ATK); my opponent controls a face-up
    Spell Canceller. What is the Ox's ATK, and may I activate my Pot of Greed? A: 1700: the Axe
    stays on the field but its effect is negated; Pot of Greed cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=ox)
    table.hand(0, "Pot of Greed")
    table.monster(1, CANCELLER)
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    assert duel.atk(ox.card(duel)) == 1700
    assert [c.name for c in duel.players[0].szone if c] == ["Axe of Despair"]
    assert not s.has("activate", "Pot of Greed")


def test_spell_canceller_summoned_bars_book_of_moon_but_not_trap_hole():
    """Q: I Tribute Summon Spell Canceller (tributing Battle Ox); my opponent has a Set Book of Moon
    (Set on an earlier turn) and a Set Trap Hole. May they answer the Summon with Book of Moon? May
    they chain Book of Moon to their own Trap Hole? A: no to both: the Canceller is face-up on the
    field from the Summon's success, its lock already applies, and it is still there while the
    chain is built. Trap Hole (a Trap) may be activated: the Canceller is destroyed, Book of Moon
    stays Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CANCELLER)
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", CANCELLER, request="idle")
    s.pick("tribute", "Battle Ox")
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.expect("chain", player=1)
    assert not s.has("activate", "Book of Moon")
    s.pick("activate", "Trap Hole", player=1)
    s.pick("target", CANCELLER, player=1)
    while duel.request.kind == "chain":
        assert not s.has("activate", "Book of Moon")
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Battle Ox", CANCELLER]
    assert grave(duel, 1) == ["Trap Hole"]
    assert [c.name for c in duel.players[1].szone if c] == ["Book of Moon"]


def test_spell_canceller_gone_lets_spells_be_activated_again():
    """Q: my opponent's Spell Canceller is face-up; I activate my Set Ring of Destruction on it
    (a Trap: not locked). Once it is destroyed, may I activate Pot of Greed? A: yes: the lock ended
    with the Canceller; both players took 1800 (GOAT's Ring of Destruction) and I draw 2."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, CANCELLER)
    table.spell_trap(0, "Ring of Destruction")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Pot of Greed")
    s.pick("activate", "Ring of Destruction", request="idle")
    if duel.request.kind == "target":
        s.pick("target", CANCELLER)
    _pass_all(s)
    assert grave(duel, 1) == [CANCELLER]
    assert (duel.players[0].lp, duel.players[1].lp) == (8000 - 1800, 8000 - 1800)
    s.pick("activate", "Pot of Greed", request="idle")
    _pass_all(s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Battle Ox"]


def test_spell_canceller_under_skill_drain_locks_nothing():
    """Q: my face-up Skill Drain negates the effects of face-up monsters; my opponent controls a
    face-up Spell Canceller. May I activate Pot of Greed? A: yes: the Canceller's effects are
    negated, its lock with them; I draw 2."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, CANCELLER)
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", request="idle")
    _pass_all(s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Battle Ox"]
    assert grave(duel, 0) == ["Pot of Greed"] and field_monsters(duel, 1) == [CANCELLER]
