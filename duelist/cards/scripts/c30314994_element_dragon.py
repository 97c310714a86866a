"""Element Dragon (30314994), Effect Monster."""
from duelist.cards.scripts.c65260293_element_magician import element_effects

DESCRIPTION = ("Level 4 LIGHT Dragon. While a face-up FIRE monster is on the field (either side), it "
               "gains 500 ATK. While a face-up WIND monster is on the field, when its attack destroys an "
               "opponent's monster by battle, its controller may let it attack once more in a row.")


# One meaning in both eras (the 2005 text, SOD: the same two Attribute effects, "on the field"):
# no ERAS entry.
EFFECTS = element_effects("FIRE", "WIND")
