"""Mystic Lamp (98049915), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 1 DARK Spellcaster (400/300). It may attack the opponent directly, even while "
               "they control monsters.")


def itself(ctx, card):
    return card is ctx.card


# The 2005 text (MRD) does what today's does: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="direct_attack", affects=itself, label="can attack directly")]
