"""Goat format's priority for Ignition Effects played by custom rules that also have Pendulum
Zones (`Rules("custom", ignition_priority=True)`: a switch any rules may turn on; its other
settings are today's, Pendulum Zones on the ends).

Sources: goatformat.com, "Basic Mechanics", Goat Format Rule #4 (in our own words: when a Summon
or a chain has finished resolving, the turn player may activate a fast effect or a monster's
Ignition Effect before the opponent may answer; nothing else changes). Seed 000 §魔法卡 ›
當作魔法卡的靈擺怪獸: a Pendulum Monster activated in the Pendulum Zone is activated as a Spell
Card (spell speed 1), and its Pendulum Effects are a Spell Card's effects. So the priority that
rule 4 gives covers neither: activating a Pendulum Monster card from the hand is a Spell Card's
activation, which waits for the open game state as any Normal Spell does.

Round 42m (mutation testing of round 41c's open entries): `_ignition_priority_options` taking
every effect of a Monster Card in the Main Phase column, not only its Ignition Effects."""

from duelist.engine.rules import Rules
from duelist.testing.scenario import Script, Table


def _virus_summoned(pendulum_zone=None):
    """Turn 3, player 0's Main Phase 1 under custom rules with GOAT's ignition priority:
    player 0 Normal Summons Tribe-Infecting Virus, holding Flash Knight (a Pendulum Monster
    whose card may be activated in a Pendulum Zone) and Pot of Greed; `pendulum_zone`: a
    Pendulum Monster already in player 0's left Pendulum Zone. Player 1 controls Celtic
    Guardian and has Trap Hole Set."""
    table = Table(rules=Rules("custom", ignition_priority=True), turn=3, turn_player=0)
    table.hand(0, "Tribe-Infecting Virus", "Flash Knight", "Pot of Greed")
    if pendulum_zone is not None:
        table.pendulum(0, pendulum_zone, "left")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tribe-Infecting Virus")
    return duel, s


def test_a_pendulum_monster_in_the_hand_waits_for_the_open_game_state():
    """Q (custom rules: GOAT's priority, today's Pendulum Zones): I Normal Summon Tribe-Infecting
    Virus; I hold Flash Knight. May I activate Flash Knight in my Pendulum Zone before my
    opponent may answer the Summon with Trap Hole? A: no: that is a Spell Card's activation
    (seed 000), and rule 4's priority is for fast effects and monsters' Ignition Effects only.
    I am asked first with the Virus's effect; Flash Knight is offered once the game state is
    open, after my opponent has passed on the Summon."""
    duel, s = _virus_summoned()
    s.expect(request="chain", player=0)
    assert s.has("activate", "Tribe-Infecting Virus")
    assert not s.has("activate", "Flash Knight")
    assert not s.has("activate", "Pot of Greed")
    s.pick("pass", player=0)
    s.expect(request="chain", player=1)
    assert s.has("activate", "Trap Hole")
    s.pick("pass", player=1)
    s.expect(request="idle", player=0)
    assert s.has("activate", "Flash Knight") and s.has("activate", "Tribe-Infecting Virus")


def test_a_pendulum_effect_is_not_a_monsters_ignition_effect():
    """Q (the same rules): Dragonpit Magician is in my left Pendulum Zone; its Pendulum Effect
    (discard a Pendulum Monster: destroy a Spell or Trap) is an Ignition-like effect. After I
    Normal Summon Tribe-Infecting Virus, may I use it before my opponent may answer the Summon?
    A: no: in the Pendulum Zone Dragonpit Magician is a Spell Card and its Pendulum Effect a
    Spell Card's effect (seed 000), not a monster's Ignition Effect: only the Virus's effect is
    offered with priority; Dragonpit Magician's waits for the open game state."""
    duel, s = _virus_summoned(pendulum_zone="Dragonpit Magician")
    s.expect(request="chain", player=0)
    assert s.has("activate", "Tribe-Infecting Virus")
    assert not s.has("activate", "Dragonpit Magician")
