"""Little Chimera (68658728), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 2 FIRE Beast. While it is face-up, every face-up FIRE monster on the field "
               "(itself included) gains 500 ATK and every face-up WATER monster loses 400 ATK.")

# The 2005 text (MRD-117) does what today's does: no ERAS entry (Milus Radiant's mirror).
EFFECTS = [K.attribute_field_booster("FIRE", "WATER")]
