"""Premature Burial destroys its own monster, not the monster of another Equip Card destroyed
with it (round 47b's mutation round).

The card's text: when this card is destroyed, destroy the equipped monster (no chain link, as
Call of the Haunted); seed 000 §裝備魔法: an Equip Card's effect concerns the monster it equips.
Heavy Storm destroying Premature Burial and Snatch Steal at once: Premature Burial's monster is
destroyed; the monster Snatch Steal took goes back to its owner's control."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_heavy_storm_destroys_premature_burials_monster_and_returns_snatch_steals():
    """Q: I revived Summoned Skull with Premature Burial and took my opponent's Battle Ox with
    Snatch Steal; then I activate Heavy Storm. What happens to the monsters? A: Summoned Skull
    is destroyed with Premature Burial; Battle Ox is not destroyed: it goes back to my
    opponent."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Summoned Skull")
    table.hand(0, "Premature Burial", "Snatch Steal", "Heavy Storm")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)

    def settle():
        while duel.request.kind in ("chain", "zone"):
            s.pick("pass") if duel.request.kind == "chain" else s.zones()

    s.pick("activate", "Premature Burial")
    s.pick("target", "Summoned Skull")
    settle()
    s.pick("activate", "Snatch Steal")
    s.pick("target", "Battle Ox")
    settle()
    assert field_monsters(duel, 0) == ["Summoned Skull", "Battle Ox"]
    s.pick("activate", "Heavy Storm")
    settle()
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Heavy Storm", "Premature Burial", "Snatch Steal", "Summoned Skull"]
