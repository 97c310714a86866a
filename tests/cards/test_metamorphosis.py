"""Metamorphosis (46411259), Normal Spell: as a cost, Tribute 1 monster you control; Special
Summon from your Extra Deck 1 Fusion Monster with the same Level (not a Fusion Summon).

Rules cited: seed 000 §特殊召喚 (an effect may Special Summon a Fusion Monster from the Extra
Deck only if its summoning conditions allow it), §融合召喚 (it is not a Fusion Summon), and the
card's text: only a monster whose Level some Fusion Monster of your Extra Deck shares may be
Tributed. The script asks the summon question once per Level, and only until one Fusion
Monster of that Level may come out (issue 11); these rulings pin that down.
"""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _table():
    return Table(rules="GOAT", turn=3, turn_player=0)


def _tribute_choices(s):
    return sorted(o.name for o in s.duel.request.options)


def test_only_a_monster_whose_level_a_fusion_monster_shares_may_be_tributed():
    """Summoned Skull (Level 6) matches Ojama King, Gemini Elf (Level 4) matches no Fusion
    Monster: only Summoned Skull is offered as the Tribute; Ojama King comes out."""
    table = _table()
    table.hand(0, "Metamorphosis")
    table.monster(0, "Summoned Skull")
    table.monster(0, "Gemini Elf")
    table.extra(0, "Dark Balter the Terrible", "Ojama King")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Metamorphosis")
    assert _tribute_choices(s) == ["Summoned Skull"]
    s.pick("select", "Summoned Skull")
    assert [o.name for o in duel.request.options] == ["Ojama King"]     # Level 6 only
    s.pick("select", "Ojama King")
    s.pick("option", "Defense Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Gemini Elf", "Ojama King"]
    assert "Summoned Skull" in grave(duel, 0)


def test_no_activation_when_no_fusion_monster_shares_a_level():
    """Gemini Elf (Level 4) and a Level 5 and a Level 6 Fusion Monster: nothing to Tribute,
    so Metamorphosis cannot be activated."""
    table = _table()
    table.hand(0, "Metamorphosis")
    table.monster(0, "Gemini Elf")
    table.extra(0, "Dark Balter the Terrible", "Ojama King")
    duel = table.build()
    assert not Script(duel).has("activate", "Metamorphosis")


def test_a_fusion_monster_that_must_first_be_fusion_summoned_does_not_count():
    """Gem-Knight Ruby (Level 6) must first be Fusion Summoned: an effect cannot Special
    Summon it from the Extra Deck, so Summoned Skull's Level matches nothing Metamorphosis
    could bring out, and it cannot be activated."""
    table = _table()
    table.hand(0, "Metamorphosis")
    table.monster(0, "Summoned Skull")
    table.extra(0, "Gem-Knight Ruby")
    duel = table.build()
    assert not Script(duel).has("activate", "Metamorphosis")


def test_a_later_fusion_monster_of_the_level_still_counts():
    """Gem-Knight Ruby (first in the Extra Deck) may not come out, Ojama King (also Level 6)
    may: Summoned Skull may be Tributed, and only Ojama King is offered."""
    table = _table()
    table.hand(0, "Metamorphosis")
    table.monster(0, "Summoned Skull")
    table.extra(0, "Gem-Knight Ruby", "Ojama King")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Metamorphosis")
    assert _tribute_choices(s) == ["Summoned Skull"]
    s.pick("select", "Summoned Skull")
    assert [o.name for o in duel.request.options] == ["Ojama King"]


def test_two_monsters_of_the_same_level_are_both_offered():
    """Two Level 6 monsters and one Level 6 Fusion Monster: either may be the Tribute (the
    Level is settled once for both)."""
    table = _table()
    table.hand(0, "Metamorphosis")
    table.monster(0, "Summoned Skull")
    table.monster(0, "Summoned Skull")
    table.monster(0, "Gemini Elf")
    table.extra(0, "Ojama King")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Metamorphosis")
    assert _tribute_choices(s) == ["Summoned Skull", "Summoned Skull"]


def test_with_five_monsters_the_tributed_monsters_zone_takes_the_fusion_monster():
    """Five monsters fill the Main Monster Zones: Metamorphosis may still be activated, as its
    cost (Tributing Summoned Skull) is paid on activation and frees a zone before Ojama King
    is Special Summoned at resolution (seed 000 §怪獸區域: the summoned monster needs a free
    zone then; §特殊召喚)."""
    table = _table()
    table.hand(0, "Metamorphosis")
    table.monster(0, "Summoned Skull")
    for name in ("Gemini Elf", "Vorse Raider", "Giant Soldier of Stone", "Mystical Elf"):
        table.monster(0, name)
    table.extra(0, "Ojama King")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Metamorphosis")
    assert _tribute_choices(s) == ["Summoned Skull"]
    s.pick("select", "Summoned Skull")
    s.pick("select", "Ojama King")
    s.pick("option", "Defense Position", request="option")
    assert "Ojama King" in field_monsters(duel, 0)
    assert len(field_monsters(duel, 0)) == 5
    assert "Summoned Skull" in grave(duel, 0)
