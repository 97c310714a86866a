"""Mystical Moon (36607978), Equip Spell."""
from duelist.cards.common import equip_spell, race_is

DESCRIPTION = "Equip Spell for a Beast monster only: it gains 300 ATK and 300 DEF."

# The 2005 text (LOB-094, 2002) does the same: no ERAS entry.
EFFECTS = equip_spell(race_is("Beast"), atk=300, defense=300)
