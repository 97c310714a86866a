"""Mad Sword Beast (79870141), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 4 EARTH Dinosaur (1400/1200). When it attacks a Defense Position monster, "
               "the amount its ATK exceeds that monster's DEF is dealt to the opponent as battle "
               "damage.")

# The 2005 text (PSV) and today's do the same: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.PIERCING, affects=lambda ctx, card: card is ctx.card, label="piercing")]
