"""Twinheaded Beast (82035781), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = "Level 6 FIRE Beast (1700/1900). It may attack twice in each Battle Phase."


# The 2005 print (DBT-EN003: a second attack in each Battle Phase) reads as today's: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.EXTRA_ATTACKS, affects=lambda ctx, card: card is ctx.card,
                  value=lambda ctx, card: 1, label="attacks twice")]
