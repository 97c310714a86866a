"""Gem-Knight Ruby Tributes only another Gem- monster (round 47b's mutation round).

The card's text (Tribute 1 other "Gem-" monster: this card gains its ATK until the end of the
turn) and seed 000 §代價: a cost that names a kind of card is paid with that kind only; with no
other Gem- monster it cannot be activated, and Ruby cannot Tribute itself."""

from duelist.testing.scenario import Script, Table


def test_gem_knight_ruby_beside_a_non_gem_monster_cannot_use_its_effect():
    """Q: I control Gem-Knight Ruby and Battle Ox. May Ruby Tribute Battle Ox (or itself) to
    gain ATK? A: no: neither is another Gem- monster: its effect cannot be activated."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Gem-Knight Ruby", summon_kind="fusion")
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Gem-Knight Ruby")
