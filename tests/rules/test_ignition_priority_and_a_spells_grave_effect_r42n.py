"""Goat format's priority for Ignition Effects and a Spell Card's effect activated from the GY
(`Rules("custom", ignition_priority=True)`: GOAT's priority switched on for rules whose card
pool holds Indomitable Gladiator Beast).

Sources: goatformat.com, "Basic Mechanics", Goat Format Rule #4 (in our own words: when a Summon
or a chain has finished resolving, the turn player may activate a fast effect or a monster's
Ignition Effect before the opponent may answer; nothing else changes). Indomitable Gladiator
Beast is a Quick-Play Spell whose second effect is activated from the GY at spell speed 1 (an
Ignition-type effect of a Spell Card, not a monster's), so it waits for the open game state.

Round 42n (mutation testing of stop 42's engine lines): `_ignition_priority_options` without
its Monster Card test (its Spell & Trap Zone test kept)."""

from duelist.engine.rules import Rules
from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def test_a_spells_grave_effect_waits_for_the_open_game_state():
    """Q (custom rules with GOAT's priority): Indomitable Gladiator Beast and two other
    Gladiator Beast cards are in my GY; I Normal Summon Tribe-Infecting Virus. May I use the
    Spell's GY effect before my opponent may answer the Summon with Trap Hole? A: no: rule 4's
    priority is for fast effects and monsters' Ignition Effects. I am asked first with the
    Virus's effect only; the Spell's GY effect is offered once the game state is open."""
    table = Table(rules=Rules("custom", ignition_priority=True), turn=3, turn_player=0)
    table.hand(0, "Tribe-Infecting Virus", "Pot of Greed")
    table.grave(0, "Indomitable Gladiator Beast", "Gladiator Beast Bestiari", "Gladiator Beast Laquari")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tribe-Infecting Virus")
    s.expect(request="chain", player=0)
    assert s.has("activate", "Tribe-Infecting Virus")
    assert not s.has("activate", "Indomitable Gladiator Beast")
    s.pick("pass", player=0)
    s.expect(request="chain", player=1)
    assert s.has("activate", "Trap Hole")
    s.pick("pass", player=1)
    s.expect(request="idle", player=0)
    assert s.has("activate", "Indomitable Gladiator Beast")
    s.pick("activate", "Indomitable Gladiator Beast")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            duel.answer(0)
    assert "Indomitable Gladiator Beast" in hand(duel, 0)
