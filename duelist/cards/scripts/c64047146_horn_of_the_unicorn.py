"""Horn of the Unicorn (64047146), Equip Spell."""
from duelist.cards.common import equip_spell
from duelist.cards.scripts.c99597615_malevolent_nuzzler import back_on_top

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 700 ATK and 700 DEF. When this card "
               "goes from the field to the GY (face-up or Set, whatever sent it), it goes back on top "
               "of its owner's Deck (mandatory: it never misses the timing).")

# The 2005 text (MRL) does the same: no ERAS entry.
EFFECTS = equip_spell(None, atk=700, defense=700) + [back_on_top()]
