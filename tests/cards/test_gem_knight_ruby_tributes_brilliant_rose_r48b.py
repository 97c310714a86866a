"""Gem-Knight Ruby may Tribute Brilliant Rose, a "Gem-" monster by its archetype, not by its
name (round 48b's mutation round).

Gem-Knight Ruby's text (Tribute 1 other "Gem-" monster you control: this card gains that
monster's ATK) and Brilliant Rose's (this card is always treated as a "Gem-Knight" card; the
card database lists it in the "Gem-" and "Gem-Knight" archetypes): Brilliant Rose is a "Gem-"
monster whatever its name, and Ruby may Tribute it. (Brilliant Rose's own effect has no script:
it is only Tributed here.)"""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_gem_knight_ruby_tributes_brilliant_rose_and_gains_its_atk():
    """Q: I control Gem-Knight Ruby and Brilliant Rose. May Ruby Tribute Brilliant Rose? A: yes:
    Ruby gains Brilliant Rose's ATK and is alone on my field."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    ruby = table.monster(0, "Gem-Knight Ruby", summon_kind="fusion")
    rose = table.monster(0, "Brilliant Rose")
    duel = table.build()
    gain = duel.atk(rose.card(duel))
    s = Script(duel)
    s.pick("activate", "Gem-Knight Ruby")
    if duel.request.kind == "select":
        s.pick("select", "Brilliant Rose")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Gem-Knight Ruby"]
    assert duel.atk(ruby.card(duel)) == 2500 + gain
