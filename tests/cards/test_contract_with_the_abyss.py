"""Contract with the Abyss: a Ritual Spell for any DARK Ritual Monster (seed 000 §儀式召喚)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_contract_with_the_abyss_ritual_summons_a_dark_ritual_monster():
    """Contract with the Abyss Ritual Summons Relinquished (DARK), Tributing a face-down
    monster; Black Luster Soldier (EARTH) in the same hand is not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Contract with the Abyss", "Relinquished", "Black Luster Soldier")
    table.monster(0, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Contract with the Abyss")
    # Relinquished is the only choice (taken at once); then the Tribute, from hand or field
    assert sorted(o.name for o in s.options("select")) == ["Battle Ox", "Black Luster Soldier"]
    s.pick("select", "Battle Ox")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Relinquished"] and duel.properly_summoned(duel.monsters(0)[0])
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Contract with the Abyss"]


def test_contract_with_the_abyss_needs_a_dark_ritual_monster_and_enough_levels():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Contract with the Abyss", "Black Luster Soldier", "Summoned Skull", "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Contract with the Abyss")
