"""Amazoness Fighter (55821894), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 4 EARTH Warrior. Any battle damage its controller would take from a battle "
               "this card is in becomes 0 (the opponent's battle damage is not touched).")

# The 2005 text (MFC-060: battle damage to this card's controller from its battles becomes 0)
# does what today's does: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.CONTROLLER_NO_BATTLE_DAMAGE, affects=lambda ctx, card: card is ctx.card,
                  label="no battle damage to its controller")]
