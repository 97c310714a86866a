"""Elf's Light (39897277), Equip Spell."""
from duelist.cards import kit

DESCRIPTION = "Equip Spell for a LIGHT monster only: it gains 400 ATK and loses 200 DEF."

# The 2005 text (TP1-006, 2003) does the same: no ERAS entry.
EFFECTS = kit.attribute_booster("LIGHT")
