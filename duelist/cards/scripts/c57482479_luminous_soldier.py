"""Luminous Soldier (57482479), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 5 LIGHT Warrior (2100/1400). When it battles a DARK monster (attacking it or "
               "attacked by it), it gains 500 ATK during damage calculation only.")


# The 2005 print (TP5-EN001: +500 ATK during damage calculation only, when it battles a DARK monster)
# reads as today's: no ERAS entry.
EFFECTS = [K.battle_gain_against("DARK", 500, True, "+500 ATK in damage calculation against a DARK monster")]
