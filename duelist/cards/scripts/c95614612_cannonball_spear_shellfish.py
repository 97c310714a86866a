"""Cannonball Spear Shellfish (95614612), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect
from duelist.cards.scripts.c90337190_torpedo_fish import shielded

DESCRIPTION = ("Level 2 WATER Aqua (1000/1000). As long as \"Umi\" is face-up on the field, Spell "
               "effects do not apply to it (Umi's own gain included).")


# The 2005 print (IOC-085: while "Umi" is on the field, unaffected by Spell Cards) reads as today's,
# as Torpedo Fish's: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.UNAFFECTED_BY, value=("Spell",), affects=shielded,
                  label="unaffected by Spell effects while Umi is on the field")]
