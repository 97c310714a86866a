"""Pyramid Turtle (77044671), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 4 EARTH Zombie. When a battle destroys it and it lands in the GY, its owner "
               "may call a Zombie whose DEF is 2000 or less straight from the Deck onto the field "
               "(a \"when\" effect: it can miss the timing; usable in the damage step).")

EFFECTS = [K.battle_floater(lambda c: c.data.race == "Zombie" and (c.data.defense or 0) <= 2000,
                            "Pyramid Turtle: Special Summon which Zombie?", "summon a Zombie")]
