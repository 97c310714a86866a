"""Steel Shell (2370081), Equip Spell."""
from duelist.cards.common import attribute_is, equip_spell

DESCRIPTION = "Equip Spell for a WATER monster only: it gains 400 ATK and loses 200 DEF."

# The 2005 text (TP1-007) does the same: no ERAS entry.
EFFECTS = equip_spell(attribute_is("WATER"), atk=400, defense=-200)
