"""Howling Insect (93107608), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 3 EARTH Insect. When it is destroyed by battle and goes to the GY, its owner may "
               "Special Summon an Insect monster with 1500 or less ATK from their Deck in Attack "
               "Position (a \"when\" effect: it can miss the timing; usable in the damage step).")

# The 2005 text (Soul of the Duelist) does what today's does: no ERAS entry. The Deck monster's
# Type is its printed Type (a card in the Deck has no other).
EFFECTS = [K.battle_floater(lambda c: c.data.race == "Insect" and (c.data.atk or 0) <= 1500,
                            "Howling Insect: Special Summon which Insect monster?", "float", attack_position=True)]
