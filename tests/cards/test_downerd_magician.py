"""Downerd Magician (Rank 4 Xyz): 200 ATK per material, piercing, 1 material detached after
each battle. Its "overlay onto" Xyz Summon is in tests/rules/test_xyz.py (seed 004 XYZ召唤).
Card behaviour: current OCG/TCG text and rulings (the ③ trigger activates even with no
material, and detaches one only if there is one)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _battle(s, duel, target):
    s.pick("battle")
    s.pick("attack", "Downerd Magician", target=target)
    while duel.request is not None and duel.request.kind != "battle":
        if duel.request.kind == "select":
            s.pick("select", "Mystical Elf")          # the material its controller detaches
        else:
            s.pick("pass", first=True)


def test_downerd_magician_pierces_and_detaches_one_material_after_battle():
    """With 2 materials it has 2500 ATK; attacking a 2000 DEF monster inflicts 500; after
    damage calculation 1 material is detached (to the GY) and it has 2300 ATK."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    downerd = table.monster(0, "Downerd Magician", materials=["Mystical Elf", "Breaker the Magical Warrior"])
    table.monster(1, "Giant Soldier of Stone", position="defense")    # DEF 2000
    duel = table.build()
    s = Script(duel)
    assert duel.atk(downerd.card(duel)) == 2500
    _battle(s, duel, "Giant Soldier of Stone")
    assert duel.players[1].lp == 8000 - 500
    card = downerd.card(duel)
    assert len(duel.materials_of(card)) == 1 and duel.atk(card) == 2300
    assert grave(duel, 0) == ["Mystical Elf"]


def test_downerd_magician_without_materials_detaches_nothing():
    """With no material its trigger still resolves and changes nothing: 2100 ATK."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    downerd = table.monster(0, "Downerd Magician", summon_kind="xyz")
    table.monster(1, "Celtic Guardian", position="defense")    # DEF 1200
    duel = table.build()
    s = Script(duel)
    _battle(s, duel, "Celtic Guardian")
    assert duel.players[1].lp == 8000 - 900 and duel.atk(downerd.card(duel)) == 2100
    assert grave(duel, 0) == []
