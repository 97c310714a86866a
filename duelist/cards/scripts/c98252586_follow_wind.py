"""Follow Wind (98252586), Equip Spell."""
from duelist.cards.common import equip_spell, race_is

DESCRIPTION = "Equip Spell for a Winged Beast monster only: it gains 300 ATK and 300 DEF."

# The 2005 text (LOB) does the same: no ERAS entry.
EFFECTS = equip_spell(race_is("Winged Beast"), atk=300, defense=300)
