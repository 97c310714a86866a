"""Amazoness Swords Woman (94004268), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 4 EARTH Warrior (1500/1600). Any battle damage its controller would take from "
               "a battle this card is in is taken by the opponent instead (it stays battle damage).")

# The 2005 text (MFC: your opponent takes the battle damage you would take from this card's
# battles) does what today's does: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.REDIRECT_BATTLE_DAMAGE, affects=lambda ctx, card: card is ctx.card,
                  label="its controller's battle damage goes to the opponent")]
