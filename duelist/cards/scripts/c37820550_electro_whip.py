"""Electro-Whip (37820550), Equip Spell."""
from duelist.cards.common import equip_spell, race_is

DESCRIPTION = "Equip Spell for a Thunder monster only: it gains 300 ATK and 300 DEF."

# The 2005 text (LOB) does the same: no ERAS entry.
EFFECTS = equip_spell(race_is("Thunder"), atk=300, defense=300)
