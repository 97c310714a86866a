"""Shining Angel (95956346), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 4 LIGHT Fairy. When it is destroyed by battle and goes to the GY, its owner may "
               "Special Summon a LIGHT monster with 1500 or less ATK from their Deck in Attack "
               "Position (a \"when\" effect: it can miss the timing; usable in the damage step).")

EFFECTS = [K.battle_floater(lambda c: c.data.attribute == "LIGHT" and (c.data.atk or 0) <= 1500,
                            "Shining Angel: Special Summon which LIGHT monster?", "float", attack_position=True)]
