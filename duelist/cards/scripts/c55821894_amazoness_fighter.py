"""Amazoness Fighter (55821894), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 4 EARTH Warrior. Its controller takes no battle damage from battles "
               "involving it.")

# The 2005 text (MFC-060: battle damage to this card's controller from its battles becomes 0)
# does what today's does: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.CONTROLLER_NO_BATTLE_DAMAGE, affects=lambda ctx, card: card is ctx.card,
                  label="no battle damage to its controller")]
