"""Milus Radiant (7489323), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 1 EARTH Beast. While it is face-up, every face-up EARTH monster on the field "
               "(itself included) gains 500 ATK and every face-up WIND monster loses 400 ATK.")

# The 2005 text (MRD-110) does what today's does: no ERAS entry.
EFFECTS = [K.attribute_field_booster("EARTH", "WIND")]
