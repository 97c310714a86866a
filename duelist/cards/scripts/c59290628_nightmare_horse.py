"""Nightmare Horse (59290628), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = "Level 2 DARK Zombie. It may attack the opponent directly, even while they control monsters."


# (the 2005 text, PGD-077, and today's do the same: no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag="direct_attack", affects=lambda ctx, card: card is ctx.card,
                  label="can attack directly")]
