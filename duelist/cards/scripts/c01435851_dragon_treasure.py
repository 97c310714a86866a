"""Dragon Treasure (1435851), Equip Spell."""
from duelist.cards.common import equip_spell, race_is

DESCRIPTION = "Equip Spell for a Dragon monster only: it gains 300 ATK and 300 DEF."

# The 2005 text (LOB-092) does the same: no ERAS entry.
EFFECTS = equip_spell(race_is("Dragon"), atk=300, defense=300)
