"""Queen's Double (5901497), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = "Level 1 EARTH Warrior. It may attack the opponent directly, even while they control monsters."


# (the 2005 text, MRD-051, and today's do the same: no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag="direct_attack", affects=lambda ctx, card: card is ctx.card,
                  label="can attack directly")]
