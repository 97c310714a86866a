"""Torpedo Fish (90337190), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect
from duelist.cards import kit as K

DESCRIPTION = ("Level 3 WATER Fish (1000/1000). Spell effects do not apply to it as long as a "
               "face-up \"Umi\" is on the field (Umi's own gain included).")


def shielded(ctx, card):
    return card is ctx.card and K.umi_on_field(ctx)


# The 2005 text (IOC: while "Umi" is on the field, this card is unaffected by Spell effects) reads
# as today's: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.UNAFFECTED_BY, value=("Spell",), affects=shielded,
                  label="unaffected by Spell effects while Umi is on the field")]
