"""Elemental HERO Thunder Giant (61204971) and Dark Paladin (98502113): "cannot be Special Summoned
except by Fusion Summon" (both prints, 2005 and today's: Dark Paladin's 2005 text "can only be
Special Summoned by Fusion Summon" says the same), declared by their scripts as
SUMMON_CONDITION = "fusion_only".

Sources: Yugioh Wiki (fandom) "Fusion Summon condition" (such a monster cannot be Special
Summoned by Metamorphosis or Cyber-Stein, nor revived); seed 000 §特殊召喚 (an effect may Special
Summon a Fusion Monster from the Extra Deck only if its summoning conditions allow it) and
§融合召喚 (Metamorphosis' summon is not a Fusion Summon); goatformat.com / Metagame.com (2005:
Polymerization Fusion Summons them)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_elemental_hero_thunder_giant_not_brought_out_by_metamorphosis():
    """Q: I control Summoned Skull (Level 6); my Extra Deck holds only Elemental HERO Thunder
    Giant (Level 6). May I activate Metamorphosis? A: no: Metamorphosis' summon is not a Fusion
    Summon, so no Fusion Monster of my Extra Deck could come out: it cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Metamorphosis")
    table.monster(0, "Summoned Skull")
    table.extra(0, "Elemental HERO Thunder Giant")
    duel = table.build()
    assert not Script(duel).has("activate", "Metamorphosis")


def test_elemental_hero_thunder_giant_passed_by_for_another_level_6_fusion():
    """Q: the same, with Ojama King (Level 6, no such condition) beside Thunder Giant in my Extra
    Deck. A: Metamorphosis offers Ojama King alone, and it comes out; Summoned Skull is in the GY
    and Thunder Giant stays in the Extra Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Metamorphosis")
    table.monster(0, "Summoned Skull")
    table.extra(0, "Elemental HERO Thunder Giant", "Ojama King")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Metamorphosis")
    s.pick("select", "Summoned Skull")
    assert [o.name for o in duel.request.options] == ["Ojama King"]
    s.pick("select", "Ojama King")
    s.pick("option", "Defense Position", request="option")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Ojama King"]
    assert "Summoned Skull" in grave(duel, 0)
    assert [c.name for c in duel.players[0].extra] == ["Elemental HERO Thunder Giant"]


def test_dark_paladin_still_fusion_summoned_by_polymerization():
    """Q: I activate Polymerization with Dark Magician and Buster Blader in my hand. A: the
    condition asks for a Fusion Summon, and this is one: Dark Paladin comes out, its materials and
    Polymerization go to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Polymerization", "Dark Magician", "Buster Blader")
    table.extra(0, "Dark Paladin")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    _resolve(s)
    while duel.request.kind in ("select", "yes_no", "option"):
        s.answer(duel.request.options[0])
    _resolve(s)
    assert field_monsters(duel, 0) == ["Dark Paladin"]
    assert duel.monsters(0)[0].summon_kind == "fusion"
    assert sorted(grave(duel, 0)) == ["Buster Blader", "Dark Magician", "Polymerization"]
