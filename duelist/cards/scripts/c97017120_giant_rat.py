"""Giant Rat (97017120), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 4 EARTH Beast. When it is destroyed by battle and goes to the GY, its owner may "
               "Special Summon an EARTH monster with 1500 or less ATK from their Deck in Attack "
               "Position (a \"when\" effect: it can miss the timing; usable in the damage step).")

EFFECTS = [K.battle_floater(lambda c: c.data.attribute == "EARTH" and (c.data.atk or 0) <= 1500,
                            "Giant Rat: Special Summon which EARTH monster?", "float", attack_position=True)]
