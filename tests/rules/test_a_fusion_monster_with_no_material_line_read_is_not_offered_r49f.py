"""Polymerization Fusion Summons only a Fusion Monster whose materials the engine knows: one
whose card data has no material line (Ultimate Flame Swordsman: our data lists none, and no
script gives them) or whose line the engine leaves unread ("3 monsters with different ATK", a
Fusion Monster made by hand) is no choice of a Fusion Spell, and the Fusion Monster beside it
is offered as ever (seed 000 §融合召喚: the Fusion Materials are exactly what the Fusion
Monster's card lists; with none known, no set of monsters is its materials).
Round 49f: extra.py `fusion_choices` without its `return []` for a line read as None (a
TypeError from `material_sets`, Polymerization's activation failing)."""

import pytest

from duelist.cards.model import CardData
from duelist.testing.scenario import Script, Table

UNREAD = CardData(code=99990003, alias=99990003, name="Made Fusion", names={}, card_type="Monster",
                  race="Fiend", attribute="DARK", kinds=("Fusion", "Effect"), level=8, atk=2800,
                  defense=2000, materials="3 monsters with different ATK")


@pytest.mark.parametrize("beside", ["Ultimate Flame Swordsman", UNREAD], ids=["no line", "unread line"])
def test_polymerization_offers_only_the_fusion_monster_whose_materials_are_known(beside):
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Polymerization", "Dark Magician", "Buster Blader")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Mystical Elf")
    table.extra(0, beside, "Dark Paladin")
    duel = table.build()
    Script(duel).pick("activate", "Polymerization", request="idle")
    while duel.request.kind == "chain":
        duel.answer(next(o for o in duel.request.options if o.kind == "pass"))
    assert duel.request.kind == "select" and duel.request.player == 0
    assert [o.name for o in duel.request.options if o.kind == "select"] == ["Dark Paladin"]
