"""Magical Plant Mandragola: FLIP: 1 Spell Counter on each face-up card on the field that can
hold one.

Sources: the card's text (MFC 2005 "FLIP: Place 1 Spell Counter on every card on the field that
you can place a Spell Counter on"; today's "face-up card", the same in our words: a card face-down
shows no text to hold a counter, seed 000 §カウンター); a FLIP effect, not targeting, both sides;
a counter that cannot be placed (a holder at its most) is not placed (seed 000 §カウンター). A
FLIP effect starts however the monster is flipped, by an attack too (seed 000 §反轉效果)."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _counts(duel):
    return [(e["name"], e["count"]) for e in of_type(duel, "counter")]


def test_magical_plant_mandragola_counters_on_both_sides():
    """Q: I Flip Summon Mandragola; my Skilled White Magician and my opponent's Breaker (with no
    counter) are face-up. A: each gets 1 Spell Counter: Breaker is now 1900 ATK (1600 + 300)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    mandragola = table.monster(0, "Magical Plant Mandragola", position="set")
    table.monster(0, "Skilled White Magician")
    breaker = table.monster(1, "Breaker the Magical Warrior")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", mandragola)
    _resolve(s)
    assert sorted(_counts(duel)) == [("Breaker the Magical Warrior", 1), ("Skilled White Magician", 1)]
    assert duel.atk(breaker.card(duel)) == 1900


def test_magical_plant_mandragola_no_counter_beyond_the_most():
    """Q: My Breaker got its counter when Normal Summoned (it holds 1 at most); then I Flip Summon
    Mandragola. A: Breaker gets no second counter (still 1900 ATK); nothing more is announced."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    mandragola = table.monster(0, "Magical Plant Mandragola", position="set")
    table.hand(0, "Breaker the Magical Warrior")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    _resolve(s)
    s.pick("flip_summon", mandragola)
    _resolve(s)
    assert _counts(duel) == [("Breaker the Magical Warrior", 1)]
    assert duel.atk(duel.players[0].mzone[1]) == 1900


def test_magical_plant_mandragola_skips_face_down_cards():
    """Q: My opponent's Breaker is face-down when I Flip Summon Mandragola. A: no counter on it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    mandragola = table.monster(0, "Magical Plant Mandragola", position="set")
    table.monster(1, "Breaker the Magical Warrior", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", mandragola)
    _resolve(s)
    assert _counts(duel) == []


def test_magical_plant_mandragola_flipped_by_an_attack():
    """Q: My opponent's Battle Ox attacks my Set Mandragola while my Skilled White Magician is
    face-up. A: Mandragola is flipped and destroyed, and its FLIP effect still gives Skilled White
    Magician a counter."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    mandragola = table.monster(0, "Magical Plant Mandragola", position="set")
    table.monster(0, "Skilled White Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=mandragola)
    _resolve(s)
    assert _counts(duel) == [("Skilled White Magician", 1)]
    assert [c.name for c in duel.players[0].grave] == ["Magical Plant Mandragola"]


def test_magical_plant_mandragola_under_skill_drain_places_nothing():
    """Q: Skill Drain is face-up when I Flip Summon Mandragola beside my opponent's Breaker. A: the
    FLIP effect of a face-up monster on the field is negated: no counter (Breaker stays 1600)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    mandragola = table.monster(0, "Magical Plant Mandragola", position="set")
    breaker = table.monster(1, "Breaker the Magical Warrior")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", mandragola)
    _resolve(s)
    assert _counts(duel) == [] and duel.atk(breaker.card(duel)) == 1600
