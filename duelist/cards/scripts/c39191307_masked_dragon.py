"""Masked Dragon (39191307), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 3 FIRE Dragon. When it is destroyed by battle and goes to the GY, its owner "
               "may Special Summon a Dragon with 1500 or less ATK from their Deck, in face-up "
               "Attack or Defense Position (a \"when\" effect: it can miss the timing; usable in "
               "the damage step).")


def _dragon(card):
    return card.data.race == "Dragon" and (card.data.atk or 0) <= 1500


# The 2005 text (RDS: destroyed as a result of battle and sent to the Graveyard, you can Special
# Summon 1 Dragon-Type monster with 1500 or less ATK from your Deck) and today's do the same: no
# ERAS entry.
EFFECTS = [K.battle_floater(_dragon, "Masked Dragon: Special Summon which Dragon?", "float")]
