"""Flying Kamakiri #1 (84834865), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 4 WIND Insect. When it is destroyed by battle and goes to the GY, its owner may "
               "Special Summon a WIND monster with 1500 or less ATK from their Deck in Attack "
               "Position (a \"when\" effect: it can miss the timing; usable in the damage step).")

# The 2005 text (its Metal Raiders-era prints) does what today's does: no ERAS entry.
EFFECTS = [K.battle_floater(lambda c: c.data.attribute == "WIND" and (c.data.atk or 0) <= 1500,
                            "Flying Kamakiri #1: Special Summon which WIND monster?", "float", attack_position=True)]
