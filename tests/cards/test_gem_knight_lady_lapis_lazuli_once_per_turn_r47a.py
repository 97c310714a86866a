"""Gem-Knight Lady Lapis Lazuli's effect is once per turn (round 47a).

The card's text: once per turn, send a "Gem-Knight" monster from the Deck or Extra Deck to the
GY to deal 500 damage for each Special Summoned monster on the field."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_lapis_lazuli_cannot_use_its_effect_twice_in_a_turn():
    """Q: I used Gem-Knight Lady Lapis Lazuli's effect (sending Gem-Knight Garnet); another
    Gem-Knight is still in my Deck. May I use it again this turn? A: no, once per turn."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Gem-Knight Lady Lapis Lazuli", summon_kind="fusion")
    table.deck(0, ["Gem-Knight Garnet", "Gem-Knight Sapphire", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gem-Knight Lady Lapis Lazuli")
    s.pick("select", "Gem-Knight Garnet")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert grave(duel, 0) == ["Gem-Knight Garnet"] and duel.players[1].lp == 7500
    assert not s.has("activate", "Gem-Knight Lady Lapis Lazuli")
