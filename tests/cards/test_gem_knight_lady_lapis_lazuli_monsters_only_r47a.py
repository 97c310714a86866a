"""Gem-Knight Lady Lapis Lazuli sends a Gem-Knight MONSTER (round 47a).

The card's text: send 1 "Gem-Knight" monster from the Deck or Extra Deck to the GY (its cost).
Gem-Knight Fusion is a "Gem-Knight" card but a Spell, not a monster (seed 000 §カードの種類), so
it is no cost for this effect."""

from duelist.testing.scenario import Script, Table


def test_lapis_lazuli_cannot_send_gem_knight_fusion():
    """Q: my Deck holds Gem-Knight Fusion and no Gem-Knight monster; my Extra Deck is empty. May
    I activate Gem-Knight Lady Lapis Lazuli's effect? A: no: Gem-Knight Fusion is a Spell, and
    I have no "Gem-Knight" monster to send."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Gem-Knight Lady Lapis Lazuli", summon_kind="fusion")
    table.monster(1, "Battle Ox", summon_kind="special")
    table.deck(0, ["Gem-Knight Fusion", "Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", "Gem-Knight Lady Lapis Lazuli")
