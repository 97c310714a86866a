"""Enraged Muka Muka (91862578), Effect Monster."""
from duelist.cards.scripts.c46657337_muka_muka import gains_per_hand_card

DESCRIPTION = ("Level 5 EARTH Rock (1200/600). While face-up it gains 400 ATK and 400 DEF for each "
               "card in its controller's hand, counted anew whenever the hand changes.")


# as Muka Muka's, 400 a card; the 2005 SOD print reads as today's: no ERAS entry
EFFECTS = [gains_per_hand_card(400)]
