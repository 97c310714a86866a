"""UFO Turtle (60806437), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 4 FIRE Machine. When it is destroyed by battle and goes to the GY, its owner may "
               "Special Summon a FIRE monster with 1500 or less ATK from their Deck in Attack "
               "Position (a \"when\" effect: it can miss the timing; usable in the damage step).")

# The 2005 text (its Metal Raiders-era prints) does what today's does: no ERAS entry.
EFFECTS = [K.battle_floater(lambda c: c.data.attribute == "FIRE" and (c.data.atk or 0) <= 1500,
                            "UFO Turtle: Special Summon which FIRE monster?", "float", attack_position=True)]
