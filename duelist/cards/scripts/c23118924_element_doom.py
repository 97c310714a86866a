"""Element Doom (23118924), Effect Monster."""
from duelist.cards.scripts.c65260293_element_magician import element_effects

DESCRIPTION = ("Level 4 DARK Fiend. While a face-up EARTH monster is on the field (either side), an "
               "Effect Monster it destroys by battle has its effects negated (those it activates in the "
               "GY that battle sent it to, and the FLIP effect of a Set one flipped by that battle). "
               "While a face-up WIND monster is on the field, when its attack destroys an opponent's "
               "monster by battle, its controller may let it attack once more in a row.")


# One meaning in both eras (the 2005 text, FET: the same two Attribute effects, "on the field"):
# no ERAS entry.
EFFECTS = element_effects("EARTH", "WIND")
