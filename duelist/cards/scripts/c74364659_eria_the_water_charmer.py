"""Eria the Water Charmer (74364659), Flip Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("FLIP: target 1 face-up WATER monster your opponent controls: you control it for as "
               "long as this card stays face-up on the field.")

EFFECTS = K.charmer_effects("WATER")
