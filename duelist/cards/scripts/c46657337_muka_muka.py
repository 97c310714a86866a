"""Muka Muka (46657337), Effect Monster."""
from duelist.cards.common import CONTINUOUS, C, Effect

DESCRIPTION = ("Level 2 EARTH Rock (600/300). While face-up it gains 300 ATK and 300 DEF for each "
               "card in its controller's hand, counted anew whenever the hand changes.")


def _gain(ctx, card):
    n = 300 * len(ctx.hand())
    return (n, n)


# The 2005 print (MRD-107: +300 ATK and DEF per card in your hand) reads as today's: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=_gain,
                  label="+300 ATK/DEF for each card in your hand")]
