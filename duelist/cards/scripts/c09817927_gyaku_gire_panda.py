"""Gyaku-Gire Panda (9817927), Effect Monster."""
from duelist.cards.common import CONTINUOUS, C, Effect

DESCRIPTION = ("Level 3 EARTH Beast, 800 / 1600. +500 ATK per monster on the opponent's side of the "
               "field, face-down ones counted. Piercing: attacking a Defense Position monster whose DEF "
               "is below its ATK, it deals the difference to the opponent as battle damage.")


def _gain(ctx, card):
    return (500 * len(ctx.monsters("opp")), 0)


# (the 2005 text, DCR-021, and today's do the same: no ERAS entry)
EFFECTS = [
    Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=_gain,
           label="+500 ATK for each opposing monster"),
    Effect(CONTINUOUS, tag=C.PIERCING, affects=lambda ctx, card: card is ctx.card, label="piercing"),
]
