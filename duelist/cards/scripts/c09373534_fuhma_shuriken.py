"""Fuhma Shuriken (9373534), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import equip_spell

DESCRIPTION = ("Equip Spell for a face-up \"Ninja\" monster: it gains 700 ATK. When this card goes from "
               "the field to the GY (face-up or Set, whatever sent it), its player's opponent takes "
               "700 damage (mandatory).")


def ninja(ctx, card):
    """A "Ninja" monster (its printed archetype)."""
    return K.in_archetype(card, "Ninja")


ninja.printed = True        # (reads printed data only: the equip condition is kept per printed data)

# The 2005 print (IOC-031) does the same: no ERAS entry.
EFFECTS = equip_spell(ninja, atk=700) + [K.burn_when_sent_from_field(700)]
