"""Raise Body Heat (51267887), Equip Spell."""
from duelist.cards.common import equip_spell, race_is

DESCRIPTION = "Equip Spell for a Dinosaur monster only: it gains 300 ATK and 300 DEF."

# The 2005 text (LOB) does the same: no ERAS entry.
EFFECTS = equip_spell(race_is("Dinosaur"), atk=300, defense=300)
