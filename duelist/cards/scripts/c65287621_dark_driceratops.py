"""Dark Driceratops (65287621), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 6 EARTH Dinosaur, 2400 ATK / 1500 DEF. Attacking a Defense Position "
               "monster, it deals the opponent the amount its ATK exceeds that monster's DEF as "
               "battle damage.")

# The 2005 text (IOC-073: piercing damage when its ATK is higher than the Defense Position
# monster's DEF) and today's do the same: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.PIERCING, affects=lambda ctx, card: card is ctx.card, label="piercing")]
