"""Amphibious Bugroth MK-3 (64342551), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 4 WATER Machine (1500/1300). While \"Umi\" is on the field it may attack the "
               "opponent directly, even while they control monsters.")


def direct(ctx, card):
    return card is ctx.card and K.umi_on_field(ctx)


# The 2005 text (IOC: while "Umi" is on the field, this card can attack directly) does what today's
# does: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.DIRECT_ATTACK, affects=direct,
                  label="can attack directly while Umi is on the field")]
