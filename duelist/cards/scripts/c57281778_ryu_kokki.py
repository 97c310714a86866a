"""Ryu Kokki (57281778), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 6 DARK Zombie. A Warrior or Spellcaster that fought it does not survive the "
               "battle: once the battle is over, that monster is destroyed (even if this card itself "
               "fell in that battle).")

RACES = ("Warrior", "Spellcaster")

# The card acts "at the end of the Damage Step" (the engine's "damage_step_end" happening),
# even if it was destroyed in that battle (then from the GY).
EFFECTS = [K.destroys_what_it_battled(RACES, "destroy the Warrior or Spellcaster")]
