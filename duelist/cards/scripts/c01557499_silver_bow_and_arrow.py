"""Silver Bow and Arrow (1557499), Equip Spell."""
from duelist.cards.common import equip_spell, race_is

DESCRIPTION = "Equip Spell for a Fairy monster only: it gains 300 ATK and 300 DEF."

# The 2005 text (LOB-091) does the same: no ERAS entry.
EFFECTS = equip_spell(race_is("Fairy"), atk=300, defense=300)
