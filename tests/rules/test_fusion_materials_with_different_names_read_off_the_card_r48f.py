"""A Fusion Monster's material line that asks for materials "with different names" is met only by
materials whose names all differ, also where the materials are read off their printed facts
alone, with no duel (engine/extra.py `material_sets(slots, pool)` without `duel`, as the Fusion
material tests read a line): Guardian Chimera's "3 monsters with different names" (seed 000
§融合召喚: the Fusion Materials are what the Fusion Monster's card lists).
Round 48f: extra.py `_share_value` lost its `data = card.data` (a NameError without a duel)."""

from duelist.cards.db import find_card
from duelist.engine.extra import fusion_spec, material_sets
from duelist.testing.scenario import Table


def test_three_monsters_with_different_names_are_one_set_and_two_of_a_name_are_none():
    table = Table(turn=3)
    refs = table.hand(0, "Battle Ox", "Celtic Guardian", "Mystical Elf", "Battle Ox")
    duel = table.build()
    ox, guardian, elf, ox2 = [r.card(duel) for r in refs]
    slots = fusion_spec(find_card("Guardian Chimera"))
    assert material_sets(slots, [ox, guardian, elf]) == [[ox, guardian, elf]]
    assert material_sets(slots, [ox, elf, ox2]) == []
