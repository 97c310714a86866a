"""Armed Dragon LV3 (00980973), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 3 WIND Dragon. In its controller's Standby Phase they may send this face-up "
               "card to the GY (a cost) to Special Summon an \"Armed Dragon LV5\" from their hand "
               "or Deck.")

LV5 = 46384672


# The 2005 text (SOD) and today's do the same: no ERAS entry.
EFFECTS = [K.standby_level_up(LV5, "Armed Dragon LV5")]
