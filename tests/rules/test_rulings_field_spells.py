"""Rulings on replacing a Field Spell, by rule set."""

import pytest

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["MR1", "MR2", "GOAT"])
def test_a_new_field_spell_destroys_your_own_old_one_before_mr3(rules):
    """seed 004 §地形魔法卡: whoever already has a Field Spell on the field and uses another,
    the old one is destroyed (MR1, MR2 and the 2005 GOAT format)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(0, "Yami")
    table.hand(0, "Sogen")
    duel = table.build()
    Script(duel).pick("activate", "Sogen")
    assert grave(duel, 0) == ["Yami"]
    assert [(e["name"], e["reason"]) for e in of_type(duel, "destroyed")] == [("Yami", "rule")]


@pytest.mark.parametrize("rules", ["MR3", "MR4", "MR5"])
def test_a_new_field_spell_sends_your_old_one_to_the_gy_from_mr3(rules):
    """seed 000 §大師規則3 (2014 change): the card already in your Field Zone is sent to the
    GY; it is not destroyed."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(0, "Yami")
    table.hand(0, "Sogen")
    duel = table.build()
    Script(duel).pick("activate", "Sogen")
    assert grave(duel, 0) == ["Yami"]
    assert of_type(duel, "destroyed") == []
