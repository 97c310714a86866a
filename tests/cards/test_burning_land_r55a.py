"""Burning Land (24294108), Continuous Spell: its activation destroys every Field Spell on the
field (face-up or Set, both players'); while it is face-up, in each player's Standby Phase the
turn player takes 500 damage.

Sources: the card's text in our words (the 2005 TCG text, PSV-061, and today's: the same two
effects); goatrulings.com "Burning Land" (2005): it may be activated only while a Field Spell is
on the field, and it destroys a Set Field Spell too; the Judge List ruling there (Curtis
Schultz, 2005-01-21): the destruction is a one-time effect of the activation, the damage the only
lasting one; yugioh-wiki.net 《燃えさかる大地》 FAQ: the damage makes a chain link (a trigger
effect, 2010-09-06), and it may be activated while Field Barrier protects the Field Spell (no
Field Spell need be destroyed: today's text has no activation condition; ERAS "2005" adds it). A
Continuous Spell destroyed in the chain of its own activation does not apply its activation's
effect (seed 000 §永續魔法). Imperial Order negates Spell Cards on the field (its text)."""

import pytest

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _passes(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_burning_land_destroys_every_field_spell_face_up_or_set(rules):
    """Q: my opponent has a face-up Umi and I have a Set Mountain in my Field Zone (MR5: each
    player's own; under GOAT the Set one may sit beside the face-up one). I activate Burning
    Land. A: both Field Spells are destroyed; Burning Land stays face-up."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(1, "Umi")
    table.field_spell(0, "Mountain", face_down=True)
    table.hand(0, "Burning Land")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Burning Land", request="idle")
    _passes(s)
    assert grave(duel, 0) == ["Mountain"] and grave(duel, 1) == ["Umi"]
    assert duel.players[0].fzone is None and duel.players[1].fzone is None
    assert sorted(e["name"] for e in of_type(duel, "destroyed")) == ["Mountain", "Umi"]
    assert [c.name for c in duel.players[0].szone if c is not None and c.face_up] == ["Burning Land"]


def test_burning_land_2005_needs_a_field_spell_on_the_field():
    """Q: under GOAT, with no Field Spell on the field, may I activate Burning Land? A: no
    (goatrulings.com); today's text has no such condition: under MR5 I may."""
    for rules, offered in (("GOAT", False), ("MR5", True)):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, "Burning Land")
        duel = table.build()
        assert Script(duel).has("activate", "Burning Land") is offered, rules


def test_burning_land_deals_500_to_the_turn_player_in_each_standby_phase():
    """Q: my Burning Land is face-up; my opponent's turn begins, then mine. A: in my opponent's
    Standby Phase they take 500; in my Standby Phase I take 500 (the turn player, whoever controls
    Burning Land), each time by a chain link of Burning Land's."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="draw")
    table.spell_trap(0, "Burning Land", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    _passes(s)
    assert duel.players[1].lp == 7500 and duel.players[0].lp == 8000
    s.end_turn()
    _passes(s)
    assert duel.turn == 5 and duel.players[0].lp == 7500 and duel.players[1].lp == 7500
    resolved = [e["name"] for e in duel.log if e["type"] == "resolve"]
    assert resolved == ["Burning Land", "Burning Land"]


def test_burning_land_negated_by_imperial_order_deals_no_damage():
    """Q: my Burning Land is face-up and so is my opponent's Imperial Order (which negates Spell
    Cards on the field). A: in my opponent's Standby Phase Burning Land's trigger is negated as it
    resolves and deals nothing (they pay Imperial Order's 700 LP upkeep, not 500 damage)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="draw")
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.spell_trap(0, "Burning Land", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    while duel.request.kind in ("chain", "order"):
        s.pick("chain_trigger" if duel.request.kind == "order" else "pass")
    assert [e for e in of_type(duel, "damage") if e["amount"] == 500] == []
    assert [e["name"] for e in of_type(duel, "negated")] == ["Burning Land"]
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 7300


def test_burning_land_destroyed_in_its_own_chain_destroys_nothing():
    """Q: I activate Burning Land with my opponent's Umi face-up; my opponent chains Mystical Space
    Typhoon on Burning Land. A: Burning Land is destroyed before it resolves; a Continuous Spell
    whose card left the field applies nothing as its activation resolves: Umi stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Umi")
    table.hand(0, "Burning Land")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Burning Land", request="idle")
    if duel.request.player == 0:
        s.pick("pass", player=0)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Burning Land", player=1)
    _passes(s)
    assert grave(duel, 0) == ["Burning Land"] and grave(duel, 1) == ["Mystical Space Typhoon"]
    assert duel.players[1].fzone.name == "Umi"
