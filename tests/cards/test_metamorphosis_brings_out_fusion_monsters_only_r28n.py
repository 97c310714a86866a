"""Metamorphosis: "Tribute 1 monster; Special Summon from your Extra Deck 1 Fusion Monster with
the same Level as the Tributed monster." Only a Fusion Monster: a Synchro Monster of that
Level in the Extra Deck is not one it can bring out, so with no Fusion Monster of the Level it
is not offered, and beside one it offers the Fusion Monster alone."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_metamorphosis_is_not_offered_with_only_a_synchro_monster_of_the_level():
    """Summoned Skull (Level 6); Drill Warrior (a Level 6 Synchro Monster) in the Extra Deck."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Metamorphosis")
    table.monster(0, "Summoned Skull")
    table.extra(0, "Drill Warrior")
    duel = table.build()
    assert not Script(duel).has("activate", "Metamorphosis")


def test_metamorphosis_offers_the_fusion_monster_and_not_the_synchro_monster_of_the_level():
    """Summoned Skull (Level 6); Drill Warrior and Ojama King (a Level 6 Fusion Monster) in the
    Extra Deck: only Ojama King may be chosen, and it comes out."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Metamorphosis")
    table.monster(0, "Summoned Skull")
    table.extra(0, "Drill Warrior", "Ojama King")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Metamorphosis")
    s.pick("select", "Summoned Skull")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert s.has("select", "Ojama King") and not s.has("select", "Drill Warrior")
    s.pick("select", "Ojama King")
    if duel.request.kind == "option":
        s.pick("option", "Defense Position", request="option")
    assert field_monsters(duel, 0) == ["Ojama King"]
    assert [c.name for c in duel.players[0].extra] == ["Drill Warrior"]
