"""Element Valkyrie (97623219), Effect Monster."""
from duelist.cards.scripts.c65260293_element_magician import element_effects

DESCRIPTION = ("Level 4 LIGHT Fairy. While a face-up FIRE monster is on the field (either side), it "
               "gains 500 ATK. While a face-up WATER monster is on the field, its control cannot change.")


# One meaning in both eras (the 2005 text, FET: the same two Attribute effects, "on the field"):
# no ERAS entry.
EFFECTS = element_effects("FIRE", "WATER")
