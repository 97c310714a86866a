"""Gem-Knight Ruby's Tribute-for-ATK effect is once per turn (round 47b's mutation round).

The card's text ("once per turn": its ignition effect may be activated once each turn, seed 000
§起動效果 and §效果的發動次數 / 一回合一次), whatever Gem- monsters are left to Tribute."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_gem_knight_ruby_cannot_tribute_a_second_gem_monster_the_same_turn():
    """Q: I control Gem-Knight Ruby, Gem-Knight Garnet and Gem-Knight Sapphire. After Ruby
    Tributes Garnet, may it Tribute Sapphire this turn too? A: no, once per turn: Ruby has
    2500 + 1900 ATK and Sapphire stays."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    ruby = table.monster(0, "Gem-Knight Ruby", summon_kind="fusion")
    table.monster(0, "Gem-Knight Garnet")
    table.monster(0, "Gem-Knight Sapphire")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gem-Knight Ruby")
    s.pick("select", "Gem-Knight Garnet")
    assert duel.atk(ruby.card(duel)) == 2500 + 1900
    assert not s.has("activate", "Gem-Knight Ruby")
    assert field_monsters(duel, 0) == ["Gem-Knight Ruby", "Gem-Knight Sapphire"]
