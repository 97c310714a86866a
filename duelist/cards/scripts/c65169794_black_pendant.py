"""Black Pendant (65169794), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import equip_spell

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 500 ATK. When this card goes from the "
               "field to the GY (face-up or Set, whatever sent it), its player's opponent takes 500 "
               "damage (mandatory).")

# The 2005 text (MRL) does the same: no ERAS entry.
EFFECTS = equip_spell(None, atk=500) + [K.burn_when_sent_from_field(500)]
