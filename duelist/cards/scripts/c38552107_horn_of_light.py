"""Horn of Light (38552107), Equip Spell."""
from duelist.cards.common import equip_spell
from duelist.cards.scripts.c99597615_malevolent_nuzzler import back_on_top

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 800 DEF. When this card goes from the "
               "field to the GY (face-up or Set, whatever sent it), its player may pay 500 LP (a cost) "
               "to put it back on top of their Deck (a \"when\" effect: it can miss the timing).")

# The 2005 text (MRL) does the same: no ERAS entry.
EFFECTS = equip_spell(None, defense=800) + [back_on_top(500, "pay 500 LP: back on top of the Deck")]
