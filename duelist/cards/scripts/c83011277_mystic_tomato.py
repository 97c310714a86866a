"""Mystic Tomato (83011277), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 4 Plant. When it is destroyed by battle and goes to the GY, its owner may "
               "Special Summon a DARK monster with 1500 or less ATK from their Deck in Attack "
               "Position (a \"when\" effect: it can miss the timing; usable in the damage step).")

EFFECTS = [K.battle_floater(lambda c: c.data.attribute == "DARK" and (c.data.atk or 0) <= 1500,
                            "Mystic Tomato: Special Summon which DARK monster?", "float", attack_position=True)]
