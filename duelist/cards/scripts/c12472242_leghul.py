"""Leghul (12472242), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = "Level 1 EARTH Insect, 300 / 350. It may attack the opponent directly, even while they control monsters."


# (the 2005 text, MRD-031, and today's do the same: no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag=C.DIRECT_ATTACK, affects=lambda ctx, card: card is ctx.card,
                  label="can attack directly")]
