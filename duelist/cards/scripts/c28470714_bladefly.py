"""Bladefly (28470714), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 2 WIND Insect (600/700). While it is face-up on the field, every face-up WIND "
               "monster on the field (either side, itself included) gains 500 ATK, and every face-up "
               "EARTH monster loses 400 ATK.")

# the 2005 MRD print does what today's does: no ERAS entry
EFFECTS = [K.attribute_field_booster("WIND", "EARTH")]
