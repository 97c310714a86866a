"""King Dragun's Ignition Effect ("Special Summon 1 Dragon from your hand") can be activated
only if a Dragon in its controller's hand could be Special Summoned now (seed 000 §起動效果:
an effect whose resolution could do nothing cannot be activated; the card's condition,
`ctx.any_card("hand", summonable_dragon)`, asks `ctx.can_special_summon` of each Dragon)."""

from duelist.testing.scenario import Script, Table


def _table(monsters):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "King Dragun")
    for name in monsters:
        table.monster(0, name)
    table.hand(0, "Blue-Eyes White Dragon")
    return table


def test_no_activation_with_every_main_monster_zone_taken():
    """King Dragun and four other monsters fill player 0's five Main Monster Zones; Blue-Eyes
    White Dragon is in the hand. No Dragon can be Special Summoned: King Dragun's effect is not
    offered."""
    duel = _table(["Battle Ox", "Celtic Guardian", "Gemini Elf", "Vorse Raider"]).build()
    s = Script(duel)
    assert not s.has("activate", "King Dragun")


def test_activation_with_one_zone_free():
    """The same with one zone free (three other monsters): offered, and it summons Blue-Eyes."""
    duel = _table(["Battle Ox", "Celtic Guardian", "Gemini Elf"]).build()
    s = Script(duel)
    assert s.has("activate", "King Dragun")
