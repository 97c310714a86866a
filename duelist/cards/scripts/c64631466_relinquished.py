"""Relinquished (64631466), Ritual Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 1 DARK Spellcaster Ritual Monster (Black Illusion Ritual). Once per turn its "
               "controller may pick a monster the opponent controls as the target and equip it to "
               "this card (one at a time); this card's ATK and DEF become those of the equipped "
               "monster, and if this card would be destroyed by battle, the equipped monster is "
               "destroyed instead.")

EFFECTS = K.absorb_effects("Relinquished")
