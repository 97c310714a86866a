"""Gust Fan (55321970), Equip Spell."""
from duelist.cards import kit

DESCRIPTION = "Equip Spell for a WIND monster only: it gains 400 ATK and loses 200 DEF."

# The 2005 text (TP1-011, 2003) does the same: no ERAS entry.
EFFECTS = kit.attribute_booster("WIND")
