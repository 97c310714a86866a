"""Waboku (12607053), Normal Trap."""
from duelist.cards.common import L, activate


def resolve(ctx):
    ctx.player_flag(ctx.player, L.NO_BATTLE_DAMAGE)
    ctx.player_flag(ctx.player, L.BATTLE_INDESTRUCTIBLE)


DESCRIPTION = ("Normal Trap: for the rest of this turn you take no battle damage and your "
               "monsters are not destroyed by battle.")

EFFECTS = [activate(resolve)]
