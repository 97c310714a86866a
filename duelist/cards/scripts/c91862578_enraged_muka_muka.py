"""Enraged Muka Muka (91862578), Effect Monster."""
from duelist.cards.common import CONTINUOUS, C, Effect

DESCRIPTION = ("Level 5 EARTH Rock (1200/600). While face-up it gains 400 ATK and 400 DEF for each "
               "card in its controller's hand, counted anew whenever the hand changes.")


def _gain(ctx, card):
    n = 400 * len(ctx.hand())
    return (n, n)


# as Muka Muka's, 400 a card; the 2005 SOD print reads as today's: no ERAS entry
EFFECTS = [Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=_gain,
                  label="+400 ATK/DEF for each card in your hand")]
