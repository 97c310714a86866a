"""A Ritual Spell that names its Ritual Monster summons that monster only (`ritual_targets`
with the Spell's passcodes). Black Luster Ritual is for Black Luster Soldier and Black Illusion
Ritual for Relinquished: another Ritual Monster in the hand, with Tributes enough for it, does
not let the Spell be activated."""

from duelist.testing.scenario import Script, Table


def test_black_luster_ritual_cannot_be_activated_for_relinquished():
    """Q: my hand holds Black Luster Ritual and Relinquished (a Level 1 Ritual Monster) and I
    control Battle Ox. May I activate Black Luster Ritual to Ritual Summon Relinquished? A: no:
    Black Luster Ritual summons Black Luster Soldier only; with no Soldier in the hand it cannot
    be activated (Black Illusion Ritual, Relinquished's own Spell, can)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", "Relinquished")
    table.monster(0, "Battle Ox")
    assert not Script(table.build()).has("activate", "Black Luster Ritual")
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Black Illusion Ritual", "Relinquished")
    table.monster(0, "Battle Ox")
    assert Script(table.build()).has("activate", "Black Illusion Ritual")
