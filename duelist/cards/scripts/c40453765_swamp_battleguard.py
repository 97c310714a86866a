"""Swamp Battleguard (40453765), Effect Monster."""
from duelist.cards.scripts.c20394040_lava_battleguard import LAVA_BATTLEGUARD, partner_boost

DESCRIPTION = ("Level 5 EARTH Warrior. Its ATK rises by 500 per \"Lava Battleguard\" face-up on its "
               "controller's side of the field.")


# (the 2005 text, MRD-063, and today's do the same: no ERAS entry)
EFFECTS = [partner_boost(LAVA_BATTLEGUARD)]
