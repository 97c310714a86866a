"""Round 48e (a whole-engine random sample): which cards a view shows Xyz Materials under."""
from duelist.testing.scenario import Table


def test_only_the_xyz_monster_shows_materials_in_the_view():
    """seed 004 §XYZ怪兽的XYZ素材 (公开情报) and docs/protocol.md "Views": a monster with Xyz
    Materials lists them under `materials`, for both players; a monster beside it with none
    (Battle Ox), a card in a Spell & Trap Zone and a card in the GY list no `materials`."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Gem-Knight Pearl", materials=["Celtic Guardian", "Vorse Raider"])
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(0, "Dust Tornado")
    table.grave(0, "Koumori Dragon")
    duel = table.build()
    for viewer in (0, 1):
        mine = duel.view(viewer)["players"][0]
        shown = {m.get("name"): m for m in mine["monsters"] if m is not None}
        assert [c["name"] for c in shown["Gem-Knight Pearl"]["materials"]] == ["Celtic Guardian", "Vorse Raider"]
        assert "materials" not in shown["Battle Ox"]
        assert all("materials" not in m for m in duel.view(viewer)["players"][1]["monsters"] if m is not None)
        assert all("materials" not in c for c in mine["spells"] if c is not None)
        assert all("materials" not in c for c in mine["grave"])
