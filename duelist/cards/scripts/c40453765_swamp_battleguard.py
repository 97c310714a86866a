"""Swamp Battleguard (40453765), Effect Monster."""
from duelist.cards.scripts.c20394040_lava_battleguard import LAVA_BATTLEGUARD, partner_boost

DESCRIPTION = ("Level 5 EARTH Warrior. It gains 500 ATK for each face-up \"Lava Battleguard\" its "
               "controller controls.")


# (the 2005 text, MRD-063, and today's do the same: no ERAS entry)
EFFECTS = [partner_boost(LAVA_BATTLEGUARD)]
