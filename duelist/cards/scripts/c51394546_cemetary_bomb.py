"""Cemetary Bomb (51394546), Normal Trap."""
from duelist.cards.common import activate


def _any(ctx, card):
    return True


def resolve(ctx):
    count = len(ctx.grave("opp"))
    if count:
        ctx.damage(ctx.opponent, 100 * count)


DESCRIPTION = ("Normal Trap: deals your opponent 100 damage for each card in their GY, counted as "
               "it resolves (it cannot be activated while that GY is empty).")

EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("grave", _any, who="opp"))]
