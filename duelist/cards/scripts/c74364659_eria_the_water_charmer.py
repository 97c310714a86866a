"""Eria the Water Charmer (74364659), Flip Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Flip effect: it targets one face-up WATER monster of the opponent and takes it over; "
               "the monster goes back once this card leaves the field or is turned face-down.")

EFFECTS = K.charmer_effects("WATER")
