"""Element Saurus (92755808), Effect Monster."""
from duelist.cards.scripts.c65260293_element_magician import element_effects

DESCRIPTION = ("Level 4 DARK Dinosaur. While a face-up FIRE monster is on the field (either side), it "
               "gains 500 ATK. While a face-up EARTH monster is on the field, an Effect Monster it "
               "destroys by battle has its effects negated (those it activates in the GY that battle "
               "sent it to, and the FLIP effect of a Set one flipped by that battle).")


# One meaning in both eras (the 2005 text, RDS: the same two Attribute effects, "on the field"):
# no ERAS entry.
EFFECTS = element_effects("FIRE", "EARTH")
