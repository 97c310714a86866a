"""Penumbral Soldier Lady (64751286), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 6 DARK Warrior (2100/1400). When it battles a face-up LIGHT monster (attacking "
               "it or attacked by it), it gains 1000 ATK for the Damage Step.")


# The 2004 print (SOD-EN033), today's text and the OCG text 《月の女戦士》 agree: the gain lasts the
# Damage Step (a face-down LIGHT target counts once it is flipped face-up): no ERAS entry.
EFFECTS = [K.battle_gain_against("LIGHT", 1000, False, "+1000 ATK in the Damage Step against a LIGHT monster")]
