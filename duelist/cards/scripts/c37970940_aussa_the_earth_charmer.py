"""Aussa the Earth Charmer (37970940), Flip Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Flip effect: it targets one face-up EARTH monster of the opponent and takes it over; "
               "the monster goes back once this card leaves the field or is turned face-down.")

EFFECTS = K.charmer_effects("EARTH")
