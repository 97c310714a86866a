"""A Fusion Substitute Monster stands in for a named material of a Fusion Monster with effects
of its own, unless that Fusion Monster says its Fusion Summon takes only the materials it lists
(Ryu Senshi, Dark Balter the Terrible) (seed 000 §融合召喚: the materials the Fusion Monster's
card lists; King of the Swamp's text: it may be any one named Fusion Material). Dark Flare
Knight ("Dark Magician" + "Flame Swordsman", an effect of its own, no such clause): King of the
Swamp stands in for Dark Magician, and Polymerization makes Dark Flare Knight with Flame
Swordsman.

Round 38m's mutant: extra.py `fusion_choices` with the `getattr(script.module,
"LISTED_MATERIALS_ONLY", False)` test dropped (no Fusion Monster with a script of its own taking
a substitute)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_king_of_the_swamp_stands_in_for_dark_magician():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Polymerization", "King of the Swamp", "Flame Swordsman")
    table.extra(0, "Dark Flare Knight")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", "Dark Flare Knight")
    for _ in range(6):
        if duel.request.kind == "idle":
            break
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        elif duel.request.kind == "select":
            s.pick("select", first=True)
        else:
            s.pick("pass")
    assert field_monsters(duel, 0) == ["Dark Flare Knight"]
    assert sorted(grave(duel, 0)) == ["Flame Swordsman", "King of the Swamp", "Polymerization"]
