"""Hayabusa Knight (21015833), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = "Level 3 EARTH Warrior. It can declare two attacks in each Battle Phase."


# (the 2005 text, PSV-086, and today's do the same: no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag=C.EXTRA_ATTACKS, affects=lambda ctx, card: card is ctx.card,
                  value=lambda ctx, card: 1, label="attacks twice")]
