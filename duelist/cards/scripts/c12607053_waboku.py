"""Waboku (12607053), Normal Trap."""
from duelist.cards.common import activate


def resolve(ctx):
    ctx.player_flag(ctx.player, "no_battle_damage")
    ctx.player_flag(ctx.player, "battle_indestructible")


DESCRIPTION = ("Normal Trap: for the rest of this turn you take no battle damage and your "
               "monsters are not destroyed by battle.")

EFFECTS = [activate(resolve)]
