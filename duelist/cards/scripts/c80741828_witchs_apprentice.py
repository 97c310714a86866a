"""Witch's Apprentice (80741828), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 2 DARK Spellcaster. While it is face-up on the field, every face-up DARK "
               "monster on the field (either side, itself included) gains 500 ATK, and every face-up "
               "LIGHT monster loses 400 ATK.")

# (the 2005 text, MRD-121, and today's do the same: no ERAS entry)
EFFECTS = [K.attribute_field_booster("DARK", "LIGHT")]
