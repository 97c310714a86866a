"""Bujin Regalia - The Jewel (Normal Trap that becomes an Equip Card on a Rank 4 Xyz Monster).
Card behaviour: current OCG/TCG text and rulings; Xyz Materials: seed 004 §XYZ素材 (attached
materials are stacked, public, and not cards on the field)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

JEWEL = "Bujin Regalia - The Jewel"
PEARL = "Gem-Knight Pearl"            # Rank 4, 2600 ATK


def _idle(s, duel):
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass", first=True)


def _table():
    table = Table(rules="MR5", turn=3, turn_player=0)
    pearl = table.monster(0, PEARL, materials=["Celtic Guardian", "Mystical Elf"])
    table.monster(0, "Number 17: Leviathan Dragon", materials=["Dandylion"])     # Rank 3
    table.spell_trap(0, JEWEL)
    table.hand(0, "Bujin Yamato", "Battle Ox")
    return table, pearl


def test_bujin_regalia_the_jewel_equips_a_rank_4_xyz_and_adds_300_atk_per_material():
    """Only the Rank 4 Xyz Monster is a legal target (not the Rank 3 one); equipped, it has
    2600 + 2 x 300 ATK, and the Trap stays on the field as its Equip Card."""
    table, pearl = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", JEWEL)
    assert [o.name for o in s.options("target")] == [PEARL]
    s.pick("target", PEARL)
    _idle(s, duel)
    assert duel.atk(pearl.card(duel)) == 2600 + 600 and grave(duel, 0) == []


def test_bujin_regalia_the_jewel_attaches_a_bujin_from_the_hand_once_per_turn():
    """Once per turn it attaches 1 Bujin monster from the hand (Bujin Yamato, not Battle Ox) to
    the equipped monster: 3 materials, 2600 + 900 ATK; not a second time this turn."""
    table, pearl = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", JEWEL)
    s.pick("target", PEARL)
    _idle(s, duel)
    s.pick("activate", JEWEL)
    s.pick("select", "Bujin Yamato", request="select")      # Battle Ox is no Bujin: not offered
    _idle(s, duel)
    card = pearl.card(duel)
    assert [m.name for m in duel.materials_of(card)] == ["Celtic Guardian", "Mystical Elf", "Bujin Yamato"]
    assert hand(duel, 0) == ["Battle Ox"] and duel.atk(card) == 2600 + 900
    assert not s.has("activate", JEWEL)


def test_bujin_regalia_the_jewel_is_destroyed_when_the_opponent_takes_its_monster():
    """It may only equip an Xyz Monster its controller has: chained to Change of Heart, it
    equips Gem-Knight Pearl first; when Change of Heart gives Pearl to the opponent, the Equip
    Card is destroyed (Pearl keeps its materials: seed 004 §XYZ素材, control change)."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    pearl = table.monster(0, PEARL, materials=["Celtic Guardian", "Mystical Elf"])
    table.spell_trap(0, JEWEL)
    table.hand(1, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", PEARL, player=1)
    s.pick("activate", JEWEL, player=0, request="chain")
    s.pick("target", PEARL, player=0)
    _idle(s, duel)
    card = pearl.card(duel)
    assert card.controller == 1 and len(duel.materials_of(card)) == 2
    assert JEWEL in grave(duel, 0) and duel.atk(card) == 2600
