"""Troop Dragon (55013285), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 2 WIND Dragon. When it is destroyed by battle and goes to the GY, its owner "
               "may Special Summon another \"Troop Dragon\" from their Deck, in face-up Attack or "
               "Defense Position (a \"when\" effect: it can miss the timing; usable in the damage "
               "step).")

TROOP_DRAGON = 55013285


# The 2005 text (LOD: destroyed as a result of battle and sent to the Graveyard, you can Special
# Summon 1 "Troop Dragon" from your Deck) and today's do the same: no ERAS entry.
EFFECTS = [K.battle_floater(lambda c: c.data.code == TROOP_DRAGON, "Troop Dragon: Special Summon which copy?", "float")]
