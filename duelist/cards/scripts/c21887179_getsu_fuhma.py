"""Getsu Fuhma (21887179), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 4 DARK Warrior, 1700 / 1200. A Fiend or Zombie that battled it is destroyed "
               "at the end of the Damage Step (mandatory; even if this card was destroyed in that "
               "battle). Ryu Kokki's effect, for other Types.")

RACES = ("Fiend", "Zombie")

# (the 2005 text, IOC-089, and today's do the same: no ERAS entry)
EFFECTS = [K.destroys_what_it_battled(RACES, "destroy the Fiend or Zombie", destroys=True)]
