"""Gem-Knight Lady Lapis Lazuli may send Brilliant Rose (round 48c).

The card's text: send 1 "Gem-Knight" monster from the Deck or Extra Deck to the GY (its cost).
Brilliant Rose is a "Gem-Knight" monster by its archetype (its card text says it is treated as
one), though its name does not begin with "Gem-Knight": with it the only such monster in the
Deck, the effect may be activated."""

from duelist.testing.scenario import Script, Table


def test_lapis_lazuli_may_activate_with_only_brilliant_rose_to_send():
    """Q: my Deck holds Brilliant Rose and no other Gem-Knight monster; my opponent has a Special
    Summoned Battle Ox. May I activate Gem-Knight Lady Lapis Lazuli's effect? A: yes: Brilliant
    Rose is a "Gem-Knight" monster."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Gem-Knight Lady Lapis Lazuli", summon_kind="fusion")
    table.monster(1, "Battle Ox", summon_kind="special")
    table.deck(0, ["Brilliant Rose", "Battle Ox"])
    duel = table.build()
    assert Script(duel).has("activate", "Gem-Knight Lady Lapis Lazuli")
