"""An Xyz Monster may be a Link Material (a Link Material line asks for monsters, not Levels;
seed 001, the paragraph on 連接怪獸). Number 39: Utopia used for Proxy Dragon ("2 monsters") goes
to the GY as Link Material, and its Xyz Materials, left with no Xyz Monster, go to the GY too
(seed 004 §XYZ召唤: XYZ召唤的怪兽不在场上存在的场合, the overlaid materials are sent to the GY) --
not as Link Materials: Proxy Dragon had two materials, Utopia and Mad Dog of Darkness.

Sources: yugioh-wiki 「リンク素材」 (Xyz Monsters may be Link Materials); yugioh-wiki 「エクシーズ素材」
(when the Xyz Monster leaves the field, its materials are sent to the GY)."""

from duelist.testing.scenario import Script, Table


def test_utopia_as_link_material_sends_its_xyz_materials_to_the_gy_as_no_link_material():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Number 39: Utopia", materials=["Celtic Guardian", "Battle Ox"], summon_kind="xyz")
    table.monster(0, "Mad Dog of Darkness")
    table.extra(0, "Proxy Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("link_summon", "Proxy Dragon")
    s.pick("select", "Number 39: Utopia")
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert [c.name for c in duel.monsters(0)] == ["Proxy Dragon"]
    moves = {e["name"]: e.get("reason") for e in duel.log if e["type"] == "to_grave"}
    assert moves == {"Number 39: Utopia": "link_material", "Mad Dog of Darkness": "link_material",
                     "Celtic Guardian": "xyz_left", "Battle Ox": "xyz_left"}
