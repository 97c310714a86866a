"""Pikeru's Circle of Enchantment (74270067), Normal Trap."""
from duelist.cards.common import L, activate

DESCRIPTION = ("Normal Trap: for the rest of this turn its controller takes no damage from the effects "
               "of the opponent's cards (battle damage still applies).")

LASTING_TAGS = (L.NO_EFFECT_DAMAGE,)


def resolve(ctx):
    ctx.player_flag(ctx.player, L.NO_EFFECT_DAMAGE, from_opponent=True)


# The 2005 text (RDS-EN057: this turn, the damage you take from the effects of your opponent's cards
# becomes 0) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve)]
