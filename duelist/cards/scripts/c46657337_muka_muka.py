"""Muka Muka (46657337), Effect Monster."""
from duelist.cards.common import CONTINUOUS, C, Effect

DESCRIPTION = ("Level 2 EARTH Rock (600/300). While face-up it gains 300 ATK and 300 DEF for each "
               "card in its controller's hand, counted anew whenever the hand changes.")


def gains_per_hand_card(amount):
    """Its own stats effect: +`amount` ATK and DEF for each card in its controller's hand (Enraged
    Muka Muka's too, 400 a card)."""
    def gain(ctx, card):
        n = amount * len(ctx.hand())
        return (n, n)
    return Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=gain,
                  label="+%d ATK/DEF for each card in your hand" % amount)


# The 2005 print (MRD-107: +300 ATK and DEF per card in your hand) reads as today's: no ERAS entry.
EFFECTS = [gains_per_hand_card(300)]
