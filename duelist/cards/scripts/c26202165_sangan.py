"""Sangan (26202165), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 3 Fiend. Whenever it goes from the field to the GY (any way, even face-down "
               "or as a Tribute), its owner must add a monster with 1500 or less ATK from their Deck "
               "to their hand; that name cannot be activated by them for the rest of the turn. One "
               "use of this effect per name per turn.")

EFFECTS, EFFECTS_2005 = K.field_to_grave_search(K.monster_atk_at_most(1500),
                                                "Sangan: add a monster with 1500 or less ATK to your hand")

# the 2005 text (GOAT): no once-per-turn limit, no lock on the card found
ERAS = {"2005": {
    "DESCRIPTION": ("Level 3 Fiend. Whenever it goes from the field to the GY (any way, even "
                    "face-down or as a Tribute), its owner must add a monster with 1500 or less ATK "
                    "from their Deck to their hand. No limit per turn, and the card found may be "
                    "used at once (2005 text)."),
    "EFFECTS": EFFECTS_2005,
}}
