"""Chaos Necromancer (1434352), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 1 DARK Fiend (0/0). Its ATK becomes 300 for each Monster Card in its "
               "controller's GY.")


def stats(ctx, card):
    return (300 * sum(1 for c in ctx.grave("me") if c.data.card_type == "Monster"), None)


# its ATK *becomes* the count (not its original ATK: the text has no "original"; as The Wicked
# Eraser's); gains and losses apply on top; the 2005 IOC print and today's do the same
EFFECTS = [Effect(CONTINUOUS, tag=C.SET_STATS, affects=lambda ctx, card: card is ctx.card, value=stats,
                  label="ATK = 300 x Monster Cards in your GY")]
